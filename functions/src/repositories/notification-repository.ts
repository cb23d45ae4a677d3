import type { Notification } from '@shop/shared';
import { batchPut } from './batch-write';

/**
 * Each admin holds their own copy, so read state is per admin; unread copies also carry
 * the sparse gsi1 key, which makes the bell count a query rather than a scan.
 */
export const putNotificationsFor = (userSub: string, notifications: readonly Notification[]): Promise<void> =>
  batchPut(
    notifications.map((n) => ({
      pk: `USER#${userSub}`,
      sk: `NOTIFICATION#${n.createdAt}#${n.id}`,
      ...n,
      ...(n.isRead ? {} : { gsi1pk: `USER#${userSub}#UNREAD`, gsi1sk: `${n.createdAt}#${n.id}` }),
    })),
  );
