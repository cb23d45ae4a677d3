import type { Product } from '@shop/shared';

const FIELD_NAMES: readonly (readonly [keyof Product, string])[] = [
  ['name', 'ad'],
  ['slug', 'adres'],
  ['description', 'açıklama'],
  ['price', 'fiyat'],
  ['compareAtPrice', 'karşılaştırma fiyatı'],
  ['stock', 'stok'],
  ['categoryIds', 'kategoriler'],
  ['brandId', 'marka'],
  ['images', 'görseller'],
  ['isActive', 'yayın durumu'],
];

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/**
 * A product change in a sentence: for a create its price and stock, for an update which fields
 * changed (by name, not their contents: descriptions and images do not belong in the log).
 */
export const productChangeSummary = (previous: Product | undefined, next: Product): string => {
  if (!previous) return `Fiyat ${money.format(next.price)}, stok ${next.stock}`;
  const changed = FIELD_NAMES.filter(([key]) => JSON.stringify(previous[key]) !== JSON.stringify(next[key])).map(([, label]) => label);
  return changed.length === 0 ? 'Değişiklik yok' : `Değişen: ${changed.join(', ')}`;
};
