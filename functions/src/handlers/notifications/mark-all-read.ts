import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { markAllNotificationsRead } from '../../repositories/notification-repository';

export const handler = apiHandler(API_ROUTES.markAllNotificationsRead, async ({ caller }) => {
  return ok({ updated: await markAllNotificationsRead(caller.sub) });
});
