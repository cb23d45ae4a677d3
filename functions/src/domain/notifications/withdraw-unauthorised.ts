import { mayReceiveNotification, NOTIFICATION_TYPES } from '@shop/shared';
import { listKnownAdmins } from '../../repositories/admin-registry-repository';
import { deleteNotificationsOfTypes } from '../../repositories/notification-repository';

/**
 * One-off upgrade, safe to run again: new-order alerts were once written to every known
 * admin, naming the customer to roles that may not open orders. Removes from each admin
 * every notification whose type the permission matrix no longer lets them receive; answers
 * how many copies went.
 */
export const withdrawUnauthorisedNotifications = async (): Promise<number> => {
  let removed = 0;
  for (const admin of await listKnownAdmins()) {
    const barred = NOTIFICATION_TYPES.filter((type) => !mayReceiveNotification(type, admin.groups ?? []));
    removed += await deleteNotificationsOfTypes(admin.sub, barred);
  }
  return removed;
};
