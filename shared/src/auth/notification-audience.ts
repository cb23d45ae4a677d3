import type { NotificationType } from '../schemas/notification';
import { canAny } from './can';
import { ADMIN_SHELL_PERMISSIONS, MEMBER_PERMISSIONS, ORDER_PERMISSIONS, PRODUCT_PERMISSIONS, type Permission } from './permissions';

/**
 * Who may be told of what: a notification names the customer or the order it is about, so it
 * reaches only admins who may open that record (KVKK: an order's customer is personal data).
 * Exhaustive by type, so a new notification type must say who hears of it.
 */
const AUDIENCE: Readonly<Record<NotificationType, readonly Permission[]>> = {
  NEW_ORDER: ORDER_PERMISSIONS,
  PAYMENT_SUCCESS: ORDER_PERMISSIONS,
  PAYMENT_FAILED: ORDER_PERMISSIONS,
  NEW_USER: MEMBER_PERMISSIONS,
  PRODUCT_STOCK: PRODUCT_PERMISSIONS,
  PRODUCT_QUESTION: ['questions:manage'],
  SUPPORT_REQUEST: ['support:manage'],
  LIVE_CHAT: ['support:manage'],
  INFO: ADMIN_SHELL_PERMISSIONS,
  ERROR: ADMIN_SHELL_PERMISSIONS,
  WARNING: ADMIN_SHELL_PERMISSIONS,
  SYSTEM: ADMIN_SHELL_PERMISSIONS,
};

/** Whether an admin in these groups may receive a notification of this type. */
export const mayReceiveNotification = (type: NotificationType, groups: readonly string[]): boolean => canAny(groups, AUDIENCE[type]);
