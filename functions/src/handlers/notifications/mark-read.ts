import { API_ROUTES, FIELD_LIMITS, requiredText } from '@shop/shared';
import * as z from 'zod';
import { apiHandler } from '../../http/api-handler';
import { notFound, unauthorized } from '../../http/http-error';
import { parsePathParams } from '../../http/parse';
import { ok } from '../../http/responses';
import { markNotificationRead } from '../../repositories/notification-repository';

const paramsSchema = z.object({ id: requiredText(undefined, FIELD_LIMITS.id) });

export const handler = apiHandler(API_ROUTES.markNotificationRead, async ({ event, caller }) => {
  if (!caller) throw unauthorized();
  const { id } = parsePathParams(event, paramsSchema);
  const notification = await markNotificationRead(caller.sub, id);
  if (!notification) throw notFound();
  return ok(notification);
});
