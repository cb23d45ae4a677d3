import type { OptionType, Product, ProductCard, ProductSettings, StorefrontOptionType, StorefrontVariant } from '@shop/shared';

/**
 * What a shopper's product page knows of the variants: the active ones with their own price (or
 * the product's) and what is available; the product's option types in its order, each with only
 * the values those variants use, in the type's own value order.
 */
export const storefrontVariantsOf = (
  product: Product,
  optionTypes: readonly OptionType[],
  available: ReadonlyMap<string, number>,
  tracked: boolean,
): { variants: StorefrontVariant[]; optionTypes: StorefrontOptionType[] } => {
  const active = product.variants.filter((v) => v.isActive);
  const pathOf = new Map(product.images.flatMap((image) => (image.id === undefined ? [] : [[String(image.id), image.filePath] as const])));
  const variants = active.map((v): StorefrontVariant => {
    const count = available.get(v.id) ?? 0;
    const compareAt = v.price === undefined ? (v.compareAtPrice ?? product.compareAtPrice) : v.compareAtPrice;
    const imagePaths = (v.imageIds ?? []).flatMap((id) => pathOf.get(id) ?? []);
    return {
      id: v.id,
      sku: v.sku,
      options: v.options,
      price: v.price ?? product.price,
      ...(compareAt !== undefined ? { compareAtPrice: compareAt } : {}),
      available: count,
      inStock: !tracked || count > 0,
      ...(imagePaths.length > 0 ? { imagePaths } : {}),
    };
  });
  const byId = new Map(optionTypes.map((t) => [t.id, t]));
  const types = product.optionTypeIds.flatMap((id): StorefrontOptionType[] => {
    const type = byId.get(id);
    if (!type) return [];
    const used = new Set(active.map((v) => v.options[type.name]));
    const values = type.values
      .filter((value) => used.has(value.label))
      .map((value) => ({ label: value.label, ...(type.kind === 'COLOR' && value.swatch ? { swatch: value.swatch } : {}) }));
    return [{ name: type.name, kind: type.kind, values }];
  });
  return { variants, optionTypes: types };
};

/** Cards the storefront lists: with Ürün Ayarları' HIDE, out-of-stock products are left out (SHOW: listed, marked Tükendi). */
export const visibleCards = <T extends Pick<ProductCard, 'inStock'>>(
  cards: readonly T[],
  settings: Pick<ProductSettings, 'outOfStockVisibility'>,
): T[] => (settings.outOfStockVisibility === 'HIDE' ? cards.filter((card) => card.inStock) : [...cards]);
