import { API_ROUTES, FIELD_LIMITS, object, requiredText } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parsePathParams } from '../../http/parse';
import { ok } from '../../http/responses';
import { getOrder } from '../../repositories/order-repository';

const params = object({ id: requiredText(undefined, FIELD_LIMITS.id) });

export const handler = apiHandler(API_ROUTES.getOrder, async ({ event }) => {
  const order = await getOrder(parsePathParams(event, params).id);
  if (!order) throw notFound();
  return ok({ data: order });
});
