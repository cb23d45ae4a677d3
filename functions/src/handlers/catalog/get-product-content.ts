import { API_ROUTES, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getProductContent } from '../../repositories/product-content-repository';
import { getProduct } from '../../repositories/product-repository';

export const handler = apiHandler(API_ROUTES.getProductContent, async ({ params: { id } }) => {
  const [product, stored] = await Promise.all([getProduct(id), getProductContent(id)]);
  if (!product) throw notFound(MESSAGES.api.productNotFound);
  return ok({ ...stored.content, productId: id, productName: product.name, version: stored.version });
});
