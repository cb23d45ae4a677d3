import { PRODUCT_LIST_MAX_PRODUCTS, type Id, type ProductCard } from '@shop/shared';

interface Listed {
  readonly productId: Id;
  readonly order: number;
}

/** A listed product with the catalogue's card in place of whatever copy the theme held. */
export interface ResolvedListItem {
  readonly productId: Id;
  readonly order: number;
  readonly product: ProductCard;
}

/**
 * The ids to read for one list: in the saved order, each once, at most one list's worth. A theme
 * saved before lists were capped is cut here, so no list costs more than one BatchGet.
 */
export const listedIds = (products: readonly Listed[], max: number = PRODUCT_LIST_MAX_PRODUCTS): string[] => {
  const ids: string[] = [];
  for (const p of [...products].sort((a, b) => a.order - b.order)) {
    const id = String(p.productId);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
};

/**
 * The list as shoppers see it: the saved order kept, each product with its current card, and
 * products that are inactive or gone (deleted) left out. Copies saved in older themes are ignored.
 */
export const resolveListed = (products: readonly Listed[], cards: ReadonlyMap<string, ProductCard>, max?: number): ResolvedListItem[] =>
  listedIds(products, max)
    .flatMap((id) => {
      const card = cards.get(id);
      return card?.isActive ? [card] : [];
    })
    .map((card, index) => ({ productId: card.id, order: index + 1, product: card }));
