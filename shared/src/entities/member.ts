import * as z from 'zod';

/** A registered storefront customer. */
export const memberSchema = z.object({
  id: z.string().min(1),
  name: z.string().max(100),
  surname: z.string().max(100),
  email: z.email().max(320),
  phone: z.string().max(30).optional(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** A customer who ordered without an account. */
export const guestSchema = memberSchema;
export type Guest = z.infer<typeof guestSchema>;

/** A guest as the back office reads it: with the number of orders they placed (the search result's `_orderCount`). */
export const guestRecordSchema = guestSchema.extend({ _orderCount: z.number().int().nonnegative().default(0) });
export type GuestRecord = z.infer<typeof guestRecordSchema>;
