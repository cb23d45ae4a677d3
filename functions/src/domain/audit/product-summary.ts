import type { Product } from '@shop/shared';
import { variantChangeSummary } from '../catalog/product-variants';

const FIELD_NAMES: readonly (readonly [keyof Product, string])[] = [
  ['name', 'ad'],
  ['slug', 'adres'],
  ['description', 'açıklama'],
  ['price', 'fiyat'],
  ['compareAtPrice', 'karşılaştırma fiyatı'],
  ['optionTypeIds', 'seçenek tipleri'],
  ['stockTypeId', 'stok tipi'],
  ['categoryIds', 'kategoriler'],
  ['brandId', 'marka'],
  ['images', 'görseller'],
  ['isActive', 'yayın durumu'],
];

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/**
 * A product change in a sentence: for a create its price and variant count, for an update which fields
 * (and how many variants) changed (by name, not their contents: descriptions and images do not belong in the log).
 */
export const productChangeSummary = (previous: Product | undefined, next: Product): string => {
  if (!previous) return `Fiyat ${money.format(next.price)}, ${next.variants.length} varyant`;
  const changed = FIELD_NAMES.filter(([key]) => JSON.stringify(previous[key]) !== JSON.stringify(next[key])).map(([, label]) => label);
  const variants = variantChangeSummary(previous.variants, next.variants);
  if (changed.length === 0 && variants === undefined) return 'Değişiklik yok';
  return [changed.length > 0 ? `Değişen: ${changed.join(', ')}` : '', variants ?? ''].filter(Boolean).join('; ');
};
