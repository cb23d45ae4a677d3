import { API_ROUTES } from '@shop/shared';
import { orderConfirmation } from '../../../domain/cart/order-confirmation';
import { apiHandler } from '../../../http/api-handler';
import { notFound } from '../../../http/http-error';
import { ok } from '../../../http/responses';

/** The confirmation page's order, for the holder of its token only; any other token, or no such order, is the same 404. */
export const handler = apiHandler(API_ROUTES.orderConfirmation, async ({ params, query }) => {
  const answer = await orderConfirmation(params.orderNo, query.token);
  if (!answer) throw notFound('Sipariş bulunamadı.');
  return ok(answer);
});
