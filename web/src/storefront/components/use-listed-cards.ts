import { useEffect, useMemo, useState } from 'react';
import { PRODUCT_LIST_MAX_PRODUCTS, type ThemeComponent } from '@shop/shared';
import { fetchProductCards } from '../storefront-api';
import type { CardData } from './ProductCard';

type ListItem = ThemeComponent['products'][number];

/** The ids of a list in its saved order, as one key (a new array from the builder with the same ids reads nothing). */
const idsKey = (products: readonly ListItem[]): string =>
  [...products]
    .sort((a, b) => a.order - b.order)
    .slice(0, PRODUCT_LIST_MAX_PRODUCTS)
    .map((p) => String(p.productId))
    .join(',');

/**
 * The cards a product list shows, in its saved order. Shoppers get them with the theme (the server
 * put the catalogue's current card in each item and left out inactive and deleted products). The
 * builder's preview holds ids only (or copies saved by older builders), so it reads the same cards
 * by id and, until they come, shows the names it has.
 */
export const useListedCards = (products: readonly ListItem[], preview: boolean): CardData[] => {
  const key = idsKey(products);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly cards: readonly CardData[] }>();
  useEffect(() => {
    if (!preview || key === '') return undefined;
    const controller = new AbortController();
    fetchProductCards(key.split(','), controller.signal).then(
      ({ products: cards }) => setAnswer({ key, cards }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Ürün kartları okunamadı', error);
      },
    );
    return () => controller.abort();
  }, [preview, key]);
  const saved = useMemo(() => [...products].sort((a, b) => a.order - b.order).flatMap((p) => (p.product ? [p.product] : [])), [products]);
  if (preview && key === '') return [];
  return preview && answer?.key === key ? [...answer.cards] : saved;
};
