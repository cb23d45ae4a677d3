import { API_ROUTES, productCardsQuerySchema } from '@shop/shared';
import { resolveListed } from '../../domain/theme/listed-products';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { getProductCards } from '../../repositories/product-repository';
import { cacheable } from './cacheable';

/**
 * Cards of the named products in the order named, active ones only: what the builder's preview
 * and the product-list panel show. One list's worth of ids at most (400 beyond), one BatchGet.
 */
export const handler = apiHandler(API_ROUTES.storefrontProductCards, async ({ event }) => {
  const named = parseQuery(event, productCardsQuerySchema).ids.map((productId, order) => ({ productId, order }));
  const cards = await getProductCards(named.map((p) => p.productId));
  const products = resolveListed(named, cards).map((item) => item.product);
  return cacheable(ok({ products }));
});
