import { API_ROUTES, FIELD_LIMITS, object, requiredText } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parsePathParams } from '../../http/parse';
import { ok } from '../../http/responses';
import { getProduct } from '../../repositories/product-repository';

const params = object({ id: requiredText(undefined, FIELD_LIMITS.id) });

export const handler = apiHandler(API_ROUTES.getProduct, async ({ event }) => {
  const product = await getProduct(parsePathParams(event, params).id);
  if (!product) throw notFound();
  return ok({ data: product });
});
