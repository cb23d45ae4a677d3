import { API_ROUTES, categoryHref, MESSAGES, type Category } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getBrand } from '../../repositories/brand-repository';
import { listCategories } from '../../repositories/category-repository';
import { getProductContent } from '../../repositories/product-content-repository';
import { getProductBySlug } from '../../repositories/product-repository';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { getStockType } from '../../repositories/stock-type-repository';
import { availableOf, getOptionTypes } from '../../repositories/variant-reads';
import { listWarehouses } from '../../repositories/warehouse-repository';
import { storefrontVariantsOf } from '../../domain/catalog/storefront-variants';
import { servedContent } from '../../domain/content/product-content';
import { cacheable } from './cacheable';

/** From the root down to the category, following each category's first parent. */
const trailOf = (categories: readonly Category[], id: string): Category[] => {
  const byId = new Map(categories.map((c) => [String(c.id), c]));
  const trail: Category[] = [];
  for (let c = byId.get(id); c && !trail.includes(c); c = byId.get(String(c.parents[0]?.parent.id))) trail.unshift(c);
  return trail;
};

/**
 * A storefront product page: an active product by its slug, with its brand, the trail of its first
 * category, its active variants with what is available in active warehouses, its option types and
 * its content (description, Ek bilgiler, SSS, CTA; empty when never saved); else a 404. An out-of-stock product answers even when Ürün Ayarları hides such products from
 * listings (a saved link still opens it, marked Tükendi).
 */
export const handler = apiHandler(API_ROUTES.storefrontProduct, async ({ params: { slug } }) => {
  const product = await getProductBySlug(slug);
  if (!product?.isActive || product.archivedAt !== undefined) throw notFound(MESSAGES.api.productNotFound);
  const [categories, brand, settings, optionTypes, warehouses, { content }] = await Promise.all([
    listCategories(),
    product.brandId ? getBrand(product.brandId) : undefined,
    getProductSettings(),
    getOptionTypes(product.optionTypeIds),
    listWarehouses(),
    getProductContent(product.id),
  ]);
  const stockTypeId = product.stockTypeId ?? settings.defaultStockTypeId;
  const active = product.variants.filter((v) => v.isActive).map((v) => v.id);
  const [stockType, available] = await Promise.all([
    stockTypeId ? getStockType(stockTypeId) : undefined,
    availableOf(
      active,
      warehouses.filter((w) => w.isActive).map((w) => w.id),
    ),
  ]);
  const { variants, optionTypes: types } = storefrontVariantsOf(product, optionTypes, available, stockType?.tracked ?? true);
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
        inStock: variants.some((v) => v.inStock),
        images: product.images.map((image) => ({ filePath: image.filePath, alt: image.alt })),
        ...(brand ? { brand: brand.name } : {}),
      },
      breadcrumbs: trail.map((c, i) => ({ name: c.name, href: categoryHref(trail.slice(0, i + 1)) })),
      variants,
      optionTypes: types,
      allowBackorder: settings.allowBackorder,
      content: servedContent(content),
    }),
  );
});
