import { API_ROUTES, type Product, type ProductPickerItem } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listCategoryProducts, listProducts, searchProducts } from '../../repositories/product-repository';

/** The picker lists at most this many products; typing narrows it down. */
const PICKER_LIMIT = 50;

const toPickerItem = (p: Product): ProductPickerItem => ({ id: p.id, name: p.name, slug: p.slug });

/** A plain array of {id, name, slug}, as the product picker reads it (platform spec §7). */
export const handler = apiHandler(API_ROUTES.themeSelectorProducts, async ({ query: { search, category } }) => {
  if (search) return ok(await searchProducts(search, { limit: PICKER_LIMIT, categoryId: category }));
  if (category) return ok(await listCategoryProducts(category, PICKER_LIMIT));
  return ok((await listProducts({ limit: PICKER_LIMIT })).data.map(toPickerItem));
});
