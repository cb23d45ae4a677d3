import { API_ROUTES, charLength, FIELD_LIMITS, object, SEARCH_MIN_QUERY_LENGTH, text } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { searchActiveProductCards } from '../../repositories/product-repository';
import { cacheable } from './cacheable';

/** Results a search page shows: bounded, the search index is read for no more. */
export const STOREFRONT_SEARCH_LIMIT = 24;

const querySchema = object({ q: text(FIELD_LIMITS.name).default('') });

/** The shoppers' product search: active products only, from the admin search's index (Turkish folding, word prefixes). */
export const handler = apiHandler(API_ROUTES.storefrontSearch, async ({ event }) => {
  const q = parseQuery(event, querySchema).q.trim();
  const products = charLength(q) < SEARCH_MIN_QUERY_LENGTH ? [] : await searchActiveProductCards(q, STOREFRONT_SEARCH_LIMIT);
  return cacheable(ok({ query: q, products }));
});
