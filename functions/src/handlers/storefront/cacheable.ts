import type { JsonAnswer } from '../../http/responses';

/**
 * Storefront reads are the same for every shopper: browsers keep them 30 s and CloudFront 60 s,
 * so a burst of shoppers costs the API one read a minute per edge. A saved theme shows within a minute.
 */
export const STOREFRONT_CACHE_CONTROL = 'public, max-age=30, s-maxage=60';

export const cacheable = <T>(response: JsonAnswer<T>): JsonAnswer<T> => ({
  ...response,
  headers: { ...response.headers, 'cache-control': STOREFRONT_CACHE_CONTROL },
});
