import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getProduct } from '../../repositories/product-repository';

export const handler = apiHandler(API_ROUTES.getProduct, async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw notFound();
  return ok({ data: product });
});
