import { CART_LIMITS, emptyCart, type CartAnswer } from '@shop/shared';
import { getCart, putCart } from '../../repositories/cart-repository';
import { saveAccountData } from '../../repositories/shopper-account-repository';
import { ensureAccount, type ShopperIdentity } from '../account/shopper-account';
import { conflict } from '../domain-error';
import { mergeIntoCart, newCartId, readCart } from './cart-service';

/*
 * A signed-in shopper's cart is their account's: the account item remembers its id, and signing in
 * (on any device) makes the `cart` cookie name it. What the shopper put in the cart as a guest
 * before signing in is merged into it, so nothing they chose is lost.
 */

const BUSY = 'Sepetiniz aynı anda başka bir pencerede değişti; lütfen sayfayı yenileyin.';

export interface ClaimedCart {
  readonly cartId: string;
  readonly answer: CartAnswer;
}

/**
 * Binds the cart to the account at sign-in and answers the cart the cookie must name from now on:
 * the account's own (with the guest cart's lines merged in), or, the first time, the guest cart
 * itself (a new empty one when there is none).
 */
export const claimCart = async (shopper: ShopperIdentity, cookieCartId: string | undefined, now: number): Promise<ClaimedCart> => {
  const stored = await ensureAccount(shopper);
  const own = stored.account.cartId;
  if (own !== undefined && own === cookieCartId) return { cartId: own, answer: await readCart(own, now) };
  const guest = cookieCartId ? await getCart(cookieCartId, now) : undefined;

  if (own === undefined) {
    const cartId = guest?.id ?? newCartId();
    // The cart item exists from now on, so the next write keeps its id (a missing cart gets a new one).
    if (!guest) await putCart(emptyCart(cartId, new Date(now).toISOString()), 0, CART_LIMITS.ttlDays, now);
    if ((await saveAccountData(shopper.sub, stored.account.version, { ...stored.account, cartId })) === 'stale') throw conflict(BUSY);
    return { cartId, answer: await readCart(cartId, now) };
  }

  if (!guest || (guest.lines.length === 0 && guest.couponCode === undefined)) return { cartId: own, answer: await readCart(own, now) };
  const merged = await mergeIntoCart(own, guest, now);
  // The guest cart is emptied so that signing in again from the same device cannot add its lines twice;
  // a lost race only means another tab changed it, and its cookie now names the account's cart anyway.
  await putCart({ ...emptyCart(guest.id, new Date(now).toISOString()) }, guest.version, CART_LIMITS.ttlDays, now);
  return merged;
};
