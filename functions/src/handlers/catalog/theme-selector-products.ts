import { API_ROUTES, FIELD_LIMITS, object, text, type Product, type ProductPickerItem } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { listCategoryProducts, listProducts, searchProducts } from '../../repositories/product-repository';

/** The picker lists at most this many products; typing narrows it down. */
const PICKER_LIMIT = 50;

/** The picker sends both parameters, empty when unused. */
const blankAsAbsent = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value?.trim() || undefined);

const querySchema = object({ search: blankAsAbsent(FIELD_LIMITS.name), category: blankAsAbsent(FIELD_LIMITS.id) });

const toPickerItem = (p: Product): ProductPickerItem => ({ id: p.id, name: p.name, slug: p.slug });

/** A plain array of {id, name, slug}, as the product picker reads it (platform spec §7). */
export const handler = apiHandler(API_ROUTES.themeSelectorProducts, async ({ event }) => {
  const { search, category } = parseQuery(event, querySchema);
  if (search) return ok(await searchProducts(search, { limit: PICKER_LIMIT, categoryId: category }));
  if (category) return ok(await listCategoryProducts(category, PICKER_LIMIT));
  return ok((await listProducts({ limit: PICKER_LIMIT })).data.map(toPickerItem));
});
