import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { countUnreadNotifications } from '../../repositories/notification-repository';

/** The bell's badge: a count over the sparse unread index, so it stays right past the list's 50. */
export const handler = apiHandler(API_ROUTES.countUnreadNotifications, async ({ caller }) => {
  return ok({ count: await countUnreadNotifications(caller.sub) });
});
