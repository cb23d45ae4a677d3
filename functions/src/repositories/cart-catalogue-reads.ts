import { productKey, productSchema, type Product } from '@shop/shared';
import { batchGet } from './batch-get';

/** The products a cart names, by id (one BatchGet; products that no longer exist are left out). */
export const getProductsById = async (ids: readonly string[]): Promise<Map<string, Product>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await batchGet(unique.map(productKey));
  return new Map(items.map((item) => productSchema.parse(item)).map((p) => [p.id, p]));
};
