import { API_ROUTES, categoryHref, resolveCategorySlugPath } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listCategories } from '../../repositories/category-repository';
import { listActiveCategoryCards } from '../../repositories/product-repository';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { visibleCards } from '../../domain/catalog/storefront-variants';
import { cacheable } from './cacheable';

const PRODUCTS_PER_PAGE = 60;
/** A storefront category page: the category, its trail and sub-categories, and its products (with those below it). */
export const handler = apiHandler(API_ROUTES.storefrontCategory, async ({ params: { proxy } }) => {
  const categories = await listCategories();
  const found = resolveCategorySlugPath(categories, proxy.split('/').filter(Boolean));
  if (!found) throw notFound('Kategori bulunamadı.');
  const withHref = (category: (typeof found.trail)[number], trail: typeof found.trail) => ({ ...category, href: categoryHref(trail) });
  return cacheable(
    ok({
      category: withHref(found.category, found.trail),
      breadcrumbs: found.trail.map((step, i) => withHref(step, found.trail.slice(0, i + 1))),
      children: categories
        .filter((c) => c.parents.some((p) => String(p.parent.id) === String(found.category.id)))
        .map((c) => withHref(c, [...found.trail, c])),
      products: visibleCards(await listActiveCategoryCards(String(found.category.id), PRODUCTS_PER_PAGE), await getProductSettings()),
    }),
  );
});
