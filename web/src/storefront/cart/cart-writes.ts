import { setCart } from './cart-store';
import { getCart, type CartAnswer, type Outcome } from './cart-api';

export type Refusal = Extract<Outcome<unknown>, { ok: false }>;

/** The words for a refused write: offline, throttled, the server's own message, or the fallback. */
export const refusalText = (refusal: Refusal, texts: { readonly offline: string; readonly tooMany: string; readonly failed: string }): string => {
  if (refusal.status === 0) return texts.offline;
  if (refusal.status === 429) return texts.tooMany;
  return refusal.message ?? texts.failed;
};

/** Runs a cart write: its answer becomes the page's cart; a refusal is handed back to be said. */
export const writeCart = async (write: Promise<Outcome<CartAnswer>>): Promise<Refusal | undefined> => {
  const outcome = await write;
  if (!outcome.ok) return outcome;
  setCart(outcome.data);
  return undefined;
};

/** Reads the cart afresh (re-priced by the server) into the page's cart; for useRemote, so a failure throws. */
export const loadCart = async (signal: AbortSignal): Promise<true> => {
  const outcome = await getCart(signal);
  if (!outcome.ok) throw new Error(`cart: ${String(outcome.status)}`);
  setCart(outcome.data);
  return true;
};
