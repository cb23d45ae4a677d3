import { API_ROUTES, charLength, SEARCH_MIN_QUERY_LENGTH } from '@shop/shared';
import { resolveListed } from '../../domain/theme/listed-products';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getProductCards, searchActiveProductCards } from '../../repositories/product-repository';
import { cacheable } from './cacheable';

/** Results a search page shows: bounded, the search index is read for no more. */
export const STOREFRONT_SEARCH_LIMIT = 24;

/**
 * The shoppers' product cards, active products only. By words (`q`): the admin search's index
 * (Turkish folding, word prefixes). By ids (`ids`, what a product list's preview and panel show):
 * one BatchGet, in the order named, inactive and deleted products left out. One route for both
 * keeps the stack's Lambda count (CloudFormation's 500 resources) down.
 */
export const handler = apiHandler(API_ROUTES.storefrontSearch, async ({ query }) => {
  if (query.ids) {
    const named = query.ids.map((productId, order) => ({ productId, order }));
    const cards = await getProductCards(query.ids);
    return cacheable(ok({ query: '', products: resolveListed(named, cards).map((item) => item.product) }));
  }
  const q = query.q.trim();
  const products = charLength(q) < SEARCH_MIN_QUERY_LENGTH ? [] : await searchActiveProductCards(q, STOREFRONT_SEARCH_LIMIT);
  return cacheable(ok({ query: q, products }));
});
