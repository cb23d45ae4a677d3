import { useSyncExternalStore } from 'react';
import type { CartAnswer } from '@shop/shared';

/*
 * The cart as every part of the page sees it (the header's badge, the product page, the drawer,
 * /sepet and /odeme): one answer from the server, replaced by each write's answer. Kept light,
 * since the header is on every first download; the calls themselves are in cart-api.ts.
 */

export interface CartState {
  /** The server's last answer; undefined until one has been read this visit. */
  readonly cart: CartAnswer | undefined;
  /** Items in the cart, for the badge: the last answer's, or the count remembered from an earlier visit. */
  readonly count: number;
  readonly drawerOpen: boolean;
}

/**
 * The cart cookie is HttpOnly, so the page cannot see what is in the cart without asking. The last
 * count is remembered instead, so the badge needs no request on every page.
 */
const COUNT_KEY = 'sf-cart-count';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

const rememberedCount = (): number => {
  const value = Number(storage()?.getItem(COUNT_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
};

let state: CartState = { cart: undefined, count: rememberedCount(), drawerOpen: false };
const listeners = new Set<() => void>();

const update = (next: Partial<CartState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the server renders and the browser hydrates with: an empty badge; the remembered count follows at once. */
const SERVER_STATE: CartState = { cart: undefined, count: 0, drawerOpen: false };

export const useCartState = (): CartState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );

/** Takes a cart answer from the server as the truth. */
export const setCart = (cart: CartAnswer): void => {
  try {
    if (cart.itemCount > 0) storage()?.setItem(COUNT_KEY, String(cart.itemCount));
    else storage()?.removeItem(COUNT_KEY);
  } catch {
    // Storage full or refused: the count is only a hint.
  }
  update({ cart, count: cart.itemCount });
};

/** After an order is placed the server has emptied the cart. */
export const forgetCart = (): void => {
  storage()?.removeItem(COUNT_KEY);
  update({ cart: undefined, count: 0 });
};

export const openCartDrawer = (): void => update({ drawerOpen: true });
export const closeCartDrawer = (): void => update({ drawerOpen: false });

/** Tests start each case with no cart. */
export const resetCartStore = (): void => {
  state = { cart: undefined, count: rememberedCount(), drawerOpen: false };
  for (const listener of listeners) listener();
};
