import { API_ROUTES, charLength, SEARCH_MIN_QUERY_LENGTH } from '@shop/shared';
import { resolveListed } from '../../domain/theme/listed-products';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getProductCards, searchActiveProductCards } from '../../repositories/product-repository';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { visibleCards } from '../../domain/catalog/storefront-variants';
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
    const settings = await getProductSettings();
    return cacheable(
      ok({
        query: '',
        products: visibleCards(
          resolveListed(named, cards).map((item) => item.product),
          settings,
        ),
      }),
    );
  }
  const q = query.q.trim();
  const products =
    charLength(q) < SEARCH_MIN_QUERY_LENGTH
      ? []
      : visibleCards(await searchActiveProductCards(q, STOREFRONT_SEARCH_LIMIT), await getProductSettings());
  return cacheable(ok({ query: q, products }));
});
