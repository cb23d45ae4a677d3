import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getOrderDetail } from '../../repositories/order-repository';

export const handler = apiHandler(API_ROUTES.getOrder, async ({ params }) => {
  const order = await getOrderDetail(params.id);
  if (!order) throw notFound();
  return ok({ data: order });
});
