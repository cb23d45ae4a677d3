import * as z from 'zod';

/* The cart as the table stores it (issue 28): the repository writes it, the pricing reads it. */

/** A cart line as stored: what the shopper chose and the price they last saw (the answer re-prices it). */
export const storedCartLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  quantity: z.number().int().positive(),
  /** The unit price last shown: a different current price is said (PRICE_CHANGED), then stored. */
  unitPrice: z.number().nonnegative(),
  addedAt: z.string(),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

/** The cart item: its lines, the applied coupon's code and a version every write is conditioned on. */
export const storedCartSchema = z.object({
  id: z.string(),
  lines: z.array(storedCartLineSchema),
  couponCode: z.string().optional(),
  version: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export const emptyCart = (id: string, at: string): StoredCart => ({ id, lines: [], version: 0, updatedAt: at });
