import { useEffect, useState } from 'react';
import type { ProductCard, ThemeListItem } from '@shop/shared';
import { fetchProductCards } from '../../../../storefront/storefront-api';

export type ListedCards =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly cards: ReadonlyMap<string, ProductCard> } | { readonly status: 'failed' };

/**
 * The current catalogue cards of the listed products, for the panel's rows: the theme holds ids
 * only, and a product missing from the answer is inactive or deleted (the storefront leaves it out).
 */
export const useListedCards = (products: readonly ThemeListItem[]): ListedCards => {
  const key = [...new Set(products.map((p) => String(p.productId)))].sort().join(',');
  const [answer, setAnswer] = useState<{ readonly key: string; readonly state: ListedCards }>();
  useEffect(() => {
    if (key === '') return undefined;
    const controller = new AbortController();
    fetchProductCards(key.split(','), controller.signal).then(
      ({ products: cards }) => setAnswer({ key, state: { status: 'ready', cards: new Map(cards.map((c) => [c.id, c])) } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Ürün kartları okunamadı', error);
        setAnswer({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (key === '') return { status: 'ready', cards: new Map() };
  return answer?.key === key ? answer.state : { status: 'loading' };
};
