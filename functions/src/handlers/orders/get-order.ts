import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getOrder } from '../../repositories/order-repository';

export const handler = apiHandler(API_ROUTES.getOrder, async ({ params }) => {
  const order = await getOrder(params.id);
  if (!order) throw notFound();
  return ok({ data: order });
});
