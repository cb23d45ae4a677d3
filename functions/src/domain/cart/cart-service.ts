import { randomBytes, randomUUID } from 'node:crypto';
import { CART_LIMITS, couponState, normalizeCouponCode, productIdOfVariant, type CargoSettings, type CartAnswer } from '@shop/shared';
import { getCode } from '../../repositories/campaign-code-repository';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { getCart, putCart } from '../../repositories/cart-repository';
import { conflict, DomainError, invalid } from '../domain-error';
import { liveVariant, priceCart, type CatalogueView, type PricedCart } from './cart-pricing';
import { readCatalogueView } from './catalogue-view';
import { emptyCart, type StoredCart } from '@shop/shared';

/*
 * The cart's reads and writes: every answer is the cart re-priced (cart-pricing.ts) and what
 * changed stored once it was said. Writes are read-modify-write on the cart's version, retried
 * when two tabs write at once.
 */

export const CART_MESSAGES = {
  notFound: 'Sepette böyle bir satır yok.',
  productNotFound: 'Ürün bulunamadı veya satışta değil.',
  tooManyLines: `Sepette en fazla ${CART_LIMITS.lines} farklı ürün olabilir.`,
  tooMany: `Bir üründen en fazla ${CART_LIMITS.quantity} adet eklenebilir.`,
  outOfStock: 'Bu ürün tükendi; sepete eklenemez.',
  notEnough: (available: number) => `Bu üründen stokta yalnızca ${available} adet var.`,
  couponInvalid: 'Kupon kodu geçersiz, süresi dolmuş veya kullanılmış.',
  busy: 'Sepet aynı anda başka bir pencerede değişti; lütfen tekrar deneyin.',
} as const;

const notFound = (message: string) => new DomainError('not-found', message);

/** A new cart's opaque id: 24 random bytes, base64url (32 characters). */
export const newCartId = (): string => randomBytes(24).toString('base64url');

/** Re-prices `cart` against the catalogue, the shop's cargo settings and its coupon as they are now. */
export const price = async (cart: StoredCart, now: number, view?: CatalogueView, cargo?: CargoSettings): Promise<PricedCart> => {
  const [catalogue, settings, coupon] = await Promise.all([
    view ?? readCatalogueView(cart.lines),
    cargo ?? getCargoSettings(),
    cart.couponCode ? getCode(cart.couponCode) : undefined,
  ]);
  return priceCart(cart, catalogue, settings, coupon, now);
};

/** The cart named by the cookie, re-priced; what changed is stored once (then the answer says it no more). */
export const readCart = async (cartId: string | undefined, now: number): Promise<CartAnswer> => {
  const cart = cartId ? await getCart(cartId, now) : undefined;
  const priced = await price(cart ?? emptyCart('', new Date(now).toISOString()), now);
  // A lost race only means another write stored its own re-pricing.
  if (cart && priced.changed) await putCart({ ...priced.next, updatedAt: new Date(now).toISOString() }, cart.version, CART_LIMITS.ttlDays, now);
  return priced.answer;
};

const ATTEMPTS = 5;

/**
 * Applies `change` to the cart (a new one, with a new id, when the cookie names none that lives)
 * and stores the re-priced result; `change` may throw to refuse. Answers the cart id (for the
 * cookie) and the answer.
 */
const writeCart = async (
  cartId: string | undefined,
  now: number,
  change: (cart: StoredCart, view: CatalogueView) => Promise<StoredCart> | StoredCart,
  options: { mustExist?: boolean; extraLines?: readonly { productId: string; variantId: string }[] } = {},
): Promise<{ cartId: string; answer: CartAnswer }> => {
  const at = new Date(now).toISOString();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = cartId ? await getCart(cartId, now) : undefined;
    if (!stored && options.mustExist) throw notFound(CART_MESSAGES.notFound);
    const cart = stored ?? emptyCart(newCartId(), at);
    const view = await readCatalogueView([...cart.lines, ...(options.extraLines ?? [])]);
    const changed = await change(cart, view);
    const priced = await price(changed, now, view);
    if (await putCart({ ...priced.next, updatedAt: at }, cart.version, CART_LIMITS.ttlDays, now)) return { cartId: cart.id, answer: priced.answer };
  }
  throw conflict(CART_MESSAGES.busy);
};

/** Refused (409) when stock is tracked, backorders are off and `quantity` exceeds what is available. */
const checkStock = (view: CatalogueView, productId: string, variantId: string, quantity: number) => {
  if (view.allowBackorder || view.untracked.has(productId)) return;
  const available = Math.max(0, Math.floor(view.available.get(variantId) ?? 0));
  if (available === 0) throw conflict(CART_MESSAGES.outOfStock);
  if (quantity > available) throw conflict(CART_MESSAGES.notEnough(available));
};

/** Adds a variant; the same variant again adds to its line. */
export const addLine = (cartId: string | undefined, variantId: string, quantity: number, now: number) => {
  const productId = productIdOfVariant(variantId);
  if (!productId) throw notFound(CART_MESSAGES.productNotFound);
  return writeCart(
    cartId,
    now,
    (cart, view) => {
      const live = liveVariant(view.products, productId, variantId);
      if (!live) throw notFound(CART_MESSAGES.productNotFound);
      const existing = cart.lines.find((l) => l.variantId === variantId);
      const total = (existing?.quantity ?? 0) + quantity;
      if (!existing && cart.lines.length >= CART_LIMITS.lines) throw invalid(CART_MESSAGES.tooManyLines, 'variantId');
      if (total > CART_LIMITS.quantity) throw invalid(CART_MESSAGES.tooMany, 'quantity');
      checkStock(view, productId, variantId, total);
      const unitPrice = live.variant.price ?? live.product.price;
      const lines = existing
        ? cart.lines.map((l) => (l === existing ? { ...l, quantity: total } : l))
        : [...cart.lines, { id: randomUUID(), variantId, productId, quantity, unitPrice, addedAt: new Date(now).toISOString() }];
      return { ...cart, lines };
    },
    { extraLines: [{ productId, variantId }] },
  );
};

const lineOf = (cart: StoredCart, lineId: string) => {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line) throw notFound(CART_MESSAGES.notFound);
  return line;
};

export const updateLine = (cartId: string | undefined, lineId: string, quantity: number, now: number) =>
  writeCart(
    cartId,
    now,
    (cart, view) => {
      const line = lineOf(cart, lineId);
      if (quantity > line.quantity) checkStock(view, line.productId, line.variantId, quantity);
      return { ...cart, lines: cart.lines.map((l) => (l === line ? { ...l, quantity } : l)) };
    },
    { mustExist: true },
  );

export const removeLine = (cartId: string | undefined, lineId: string, now: number) =>
  writeCart(
    cartId,
    now,
    (cart) => {
      const line = lineOf(cart, lineId);
      return { ...cart, lines: cart.lines.filter((l) => l !== line) };
    },
    { mustExist: true },
  );

/** Applies a campaign code that is ACTIVE now (its use is counted only when an order is placed). */
export const applyCoupon = (cartId: string | undefined, code: string, now: number) =>
  writeCart(cartId, now, async (cart) => {
    const normalized = normalizeCouponCode(code);
    const stored = /^[A-Z0-9-]+$/.test(normalized) ? await getCode(normalized) : undefined;
    if (!stored || couponState(stored, now) !== 'ACTIVE') throw invalid(CART_MESSAGES.couponInvalid, 'code');
    return { ...cart, couponCode: stored.code };
  });

export const removeCoupon = (cartId: string | undefined, now: number) =>
  writeCart(cartId, now, (cart) => {
    const { couponCode: _removed, ...rest } = cart;
    return rest;
  });
