import * as z from 'zod';
import { bool, enumOf, idSchema, int, isoDateTime, object, requiredText, text, urlText } from './common';

export const NOTIFICATION_TYPES = [
  'INFO',
  'ERROR',
  'WARNING',
  'NEW_ORDER',
  'NEW_USER',
  'PRODUCT_STOCK',
  'PAYMENT_SUCCESS',
  'PAYMENT_FAILED',
  'SYSTEM',
  'PRODUCT_QUESTION',
  // Issue 30: a shopper's new Destek request.
  'SUPPORT_REQUEST',
  // Issue 30: a visitor wrote in live chat while no agent had Aktif Sohbetler open.
  'LIVE_CHAT',
] as const;
export const notificationTypeSchema = enumOf(NOTIFICATION_TYPES);
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = object({
  id: idSchema,
  type: notificationTypeSchema,
  title: requiredText(),
  description: text().default(''),
  href: urlText().optional(),
  isRead: bool().default(false),
  createdAt: isoDateTime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/admin/notifications/unread-count: all of the caller's unread copies, not only the 50 listed. */
export const unreadCountSchema = object({ count: int(0, Number.MAX_SAFE_INTEGER) });
