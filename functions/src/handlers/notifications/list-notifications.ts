import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listNotifications } from '../../repositories/notification-repository';

/** The bell's list: the caller's own copies, newest first, as a plain array (spec §7). */
export const handler = apiHandler(API_ROUTES.listNotifications, async ({ caller }) => {
  return ok(await listNotifications(caller.sub));
});
