import * as z from 'zod';
import { ORDER_MAIL_KINDS } from './order-mail-kind';

/**
 * An outbox item's life: written PENDING in the transaction of the order change that sends it,
 * claimed (SENDING) by whoever sends it, then SENT, FAILED (retried by the scheduled job) or,
 * after ORDER_MAIL_MAX_ATTEMPTS failures, ABANDONED (staff contact the customer themselves).
 */
export const ORDER_MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'ABANDONED'] as const;
export type OrderMailStatus = (typeof ORDER_MAIL_STATUSES)[number];

/** Sends tried per e-mail before it is given up on: the first from the stream, the rest every 15 minutes. */
export const ORDER_MAIL_MAX_ATTEMPTS = 5;

/** The outbox item (pk ORDER#<id>, sk MAIL#<mailId>, see orderMailKey). */
export const orderMailItemSchema = z.object({
  orderId: z.string(),
  kind: z.enum(ORDER_MAIL_KINDS),
  status: z.enum(ORDER_MAIL_STATUSES),
  /** When the order change that sends it was written. */
  at: z.string(),
  attempts: z.number().int().nonnegative().default(0),
  /** When the last attempt claimed it: a SENDING item claimed long ago was left by a crashed sender. */
  claimedAt: z.string().optional(),
  /** RETURN_APPROVED: the carrier's return code, which the order itself does not hold. */
  returnCode: z.string().optional(),
});
export type OrderMailItem = z.infer<typeof orderMailItemSchema>;
