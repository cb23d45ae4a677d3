import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { unauthorized } from '../../http/http-error';
import { ok } from '../../http/responses';
import { markAllNotificationsRead } from '../../repositories/notification-repository';

export const handler = apiHandler(API_ROUTES.markAllNotificationsRead, async ({ caller }) => {
  if (!caller) throw unauthorized();
  return ok({ updated: await markAllNotificationsRead(caller.sub) });
});
