import { API_ROUTES } from '@shop/shared';
import { trackOrder } from '../../domain/account/order-access';
import { now } from '../../clock';
import { apiHandler } from '../../http/api-handler';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';

/** Counted before the lookup, so a wrong guess costs as much as a right one. */
export const handler = apiHandler(API_ROUTES.trackOrder, async ({ event, query }) => {
  await enforceRateLimit(event, 'orderTrack', now());
  return ok({ data: await trackOrder(query.orderNo, query.email) });
});
