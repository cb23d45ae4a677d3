import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parseIdParam } from '../../http/parse';
import { ok } from '../../http/responses';
import { getOrder } from '../../repositories/order-repository';

export const handler = apiHandler(API_ROUTES.getOrder, async ({ event }) => {
  const order = await getOrder(parseIdParam(event));
  if (!order) throw notFound();
  return ok({ data: order });
});
