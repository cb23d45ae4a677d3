import { API_ROUTES, WEBHOOK_DELIVERY_LIST } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listRecentDeliveries } from '../../repositories/webhook-delivery-repository';

/** The last deliveries, newest first, without their bodies (the page shows how each went, not what it carried). */
export const handler = apiHandler(API_ROUTES.listWebhookDeliveries, async () =>
  ok({ data: (await listRecentDeliveries(WEBHOOK_DELIVERY_LIST)).map(({ body: _body, ...delivery }) => delivery) }),
);
