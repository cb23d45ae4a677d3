import { API_ROUTES } from '@shop/shared';
import { requestGuestReturn } from '../../domain/account/order-access';
import { now } from '../../clock';
import { apiHandler } from '../../http/api-handler';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.requestGuestReturn, async ({ event, body }) => {
  await enforceRateLimit(event, 'guestReturn', now());
  return created({ data: await requestGuestReturn(body.orderNo, body.email, { lines: body.lines }, API_ROUTES.requestGuestReturn) });
});
