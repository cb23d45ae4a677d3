import { API_ROUTES, categoryHref, MESSAGES, type Category } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getBrand } from '../../repositories/brand-repository';
import { listCategories } from '../../repositories/category-repository';
import { getProductBySlug } from '../../repositories/product-repository';
import { cacheable } from './cacheable';

/** From the root down to the category, following each category's first parent. */
const trailOf = (categories: readonly Category[], id: string): Category[] => {
  const byId = new Map(categories.map((c) => [String(c.id), c]));
  const trail: Category[] = [];
  for (let c = byId.get(id); c && !trail.includes(c); c = byId.get(String(c.parents[0]?.parent.id))) trail.unshift(c);
  return trail;
};

/** A storefront product page: an active product by its slug, with its brand and the trail of its first category; else a 404. */
export const handler = apiHandler(API_ROUTES.storefrontProduct, async ({ params: { slug } }) => {
  const product = await getProductBySlug(slug);
  if (!product?.isActive) throw notFound(MESSAGES.api.productNotFound);
  const [categories, brand] = await Promise.all([listCategories(), product.brandId ? getBrand(product.brandId) : undefined]);
  const first = product.categoryIds[0];
  const trail = first === undefined ? [] : trailOf(categories, first);
  return cacheable(
    ok({
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug,
        description: product.description,
        price: product.price,
        ...(product.compareAtPrice !== undefined ? { compareAtPrice: product.compareAtPrice } : {}),
        inStock: product.stock > 0,
        images: product.images.map((image) => ({ filePath: image.filePath, alt: image.alt })),
        ...(brand ? { brand: brand.name } : {}),
      },
      breadcrumbs: trail.map((c, i) => ({ name: c.name, href: categoryHref(trail.slice(0, i + 1)) })),
    }),
  );
});
