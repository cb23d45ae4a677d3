import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { markNotificationRead } from '../../repositories/notification-repository';

export const handler = apiHandler(API_ROUTES.markNotificationRead, async ({ params: { id }, caller }) => {
  const notification = await markNotificationRead(caller.sub, id);
  if (!notification) throw notFound();
  return ok(notification);
});
