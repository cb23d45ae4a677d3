import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parseIdParam } from '../../http/parse';
import { ok } from '../../http/responses';
import { getProduct } from '../../repositories/product-repository';

export const handler = apiHandler(API_ROUTES.getProduct, async ({ event }) => {
  const product = await getProduct(parseIdParam(event));
  if (!product) throw notFound();
  return ok({ data: product });
});
