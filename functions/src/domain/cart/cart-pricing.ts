import {
  cargoFeeFor,
  couponState,
  optionLabel,
  roundMoney,
  type CampaignCode,
  type CargoSettings,
  type CartAnswer,
  type CartLineAnswer,
  type CouponState,
  type Product,
  type Variant,
} from '@shop/shared';
import type { StoredCart, StoredCartLine } from '@shop/shared';

/*
 * The cart re-priced from the catalogue (pure): every answer of the store API goes through here, so
 * a price, a quantity or a coupon the shopper last saw is never charged unless it still holds, and
 * whatever changed is said in Turkish before it is stored.
 */

/** What the catalogue says about the cart's lines, read by the caller. */
export interface CatalogueView {
  readonly products: ReadonlyMap<string, Product>;
  /** Units available per variant, summed over the active warehouses. */
  readonly available: ReadonlyMap<string, number>;
  /** Products whose stock type does not track stock: never short. */
  readonly untracked: ReadonlySet<string>;
  readonly allowBackorder: boolean;
}

/** A line checkout can order as it stands. */
export interface PricedLine {
  readonly stored: StoredCartLine;
  readonly product: Product;
  readonly variant: Variant;
  readonly unitPrice: number;
  readonly quantity: number;
  readonly lineTotal: number;
  readonly optionsLabel: string;
  readonly imageUrl?: string;
}

export interface PricedCart {
  readonly answer: CartAnswer;
  /** The cart as it must be stored after saying what changed (prices followed, quantities cut, coupon dropped). */
  readonly next: StoredCart;
  /** Whether `next` differs from what was stored. */
  readonly changed: boolean;
  /** The orderable lines, for checkout. */
  readonly lines: readonly PricedLine[];
}

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
export const formatLira = (amount: number): string => lira.format(amount);

const COUPON_GONE: Record<Exclude<CouponState, 'ACTIVE'>, string> = {
  EXPIRED: 'süresi doldu',
  USED_UP: 'kullanım hakkı doldu',
  INACTIVE: 'kampanya sona erdi',
};

export const CART_TEXTS = {
  unavailable: 'Bu ürün artık satışta değil; siparişe eklenemez. Sepetten çıkarın.',
  outOfStock: 'Bu ürün tükendi; siparişe eklenemez. Sepetten çıkarın.',
  reduced: (available: number) => `Stokta yalnızca ${available} adet kaldı; adet ${available} olarak güncellendi.`,
  priceChanged: (before: number, after: number) => `Fiyatı ${formatLira(before)} iken ${formatLira(after)} oldu.`,
  couponRemoved: (code: string, state: CouponState | 'MISSING') =>
    `${code} kuponu artık geçerli değil (${state === 'MISSING' || state === 'ACTIVE' ? 'bulunamadı' : COUPON_GONE[state]}); sepetten kaldırıldı.`,
} as const;

/** Whether a re-priced line is what was stored (its quantity and price). */
const sameLine = (a: StoredCartLine, b: StoredCartLine | undefined) => a.quantity === b?.quantity && a.unitPrice === b.unitPrice;

/** The discount a coupon gives on `subtotal`: a percentage or an amount, never more than the subtotal. */
export const couponDiscount = (coupon: Pick<CampaignCode, 'discountType' | 'discountValue'>, subtotal: number): number => {
  const raw = coupon.discountType === 'PERCENTAGE' ? roundMoney((subtotal * coupon.discountValue) / 100) : coupon.discountValue;
  return roundMoney(Math.min(Math.max(raw, 0), subtotal));
};

const imageOf = (product: Product, variant: Variant): string | undefined => {
  const own = variant.imageIds?.[0];
  const image = (own === undefined ? undefined : product.images.find((i) => String(i.id) === own)) ?? product.images[0];
  return image?.filePath;
};

/** A variant's price now: its own, else its product's. */
export const currentPrice = (product: Product, variant: Variant): number => variant.price ?? product.price;

/** The units of a variant that may be sold now; null when stock does not limit it (untracked, or backorders allowed). */
const sellable = (view: CatalogueView, product: Product, variantId: string): number | null =>
  view.allowBackorder || view.untracked.has(product.id) ? null : Math.max(0, Math.floor(view.available.get(variantId) ?? 0));

/** The active product and variant a line names, if it can still be bought at all. */
export const liveVariant = (products: ReadonlyMap<string, Product>, productId: string, variantId: string) => {
  const product = products.get(productId);
  if (!product?.isActive || product.archivedAt !== undefined) return undefined;
  const variant = product.variants.find((v) => v.id === variantId);
  return variant?.isActive ? { product, variant } : undefined;
};

const unavailableLine = (line: StoredCartLine): CartLineAnswer => ({
  id: line.id,
  variantId: line.variantId,
  productId: line.productId,
  slug: '',
  sku: '',
  name: 'Ürün',
  optionsLabel: '',
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  lineTotal: roundMoney(line.unitPrice * line.quantity),
  available: 0,
  notice: { kind: 'UNAVAILABLE', message: CART_TEXTS.unavailable },
});

/**
 * Re-prices a stored cart: each line at its variant's current price, its quantity held to what is
 * available (QUANTITY_REDUCED, or OUT_OF_STOCK when nothing is), gone products UNAVAILABLE, a
 * changed price PRICE_CHANGED; subtotal over the orderable lines, the coupon's discount (dropped with
 * a notice when it stopped being valid), cargo from Kargo Otomasyonu on the lines' desi and the
 * discounted subtotal.
 */
export const priceCart = (
  cart: StoredCart,
  view: CatalogueView,
  settings: Pick<CargoSettings, 'desiFees' | 'extraDesiFee' | 'freeShippingThreshold'>,
  coupon: CampaignCode | undefined,
  now: number,
): PricedCart => {
  const answers: CartLineAnswer[] = [];
  const nextLines: StoredCartLine[] = [];
  const priced: PricedLine[] = [];
  let desi = 0;
  for (const line of cart.lines) {
    const live = liveVariant(view.products, line.productId, line.variantId);
    if (!live) {
      answers.push(unavailableLine(line));
      nextLines.push(line);
      continue;
    }
    const { product, variant } = live;
    const unitPrice = currentPrice(product, variant);
    const available = sellable(view, product, variant.id);
    const notes: string[] = [];
    let kind: NonNullable<CartLineAnswer['notice']>['kind'] | undefined;
    let quantity = line.quantity;
    if (available === 0) {
      kind = 'OUT_OF_STOCK';
      notes.push(CART_TEXTS.outOfStock);
    } else if (available !== null && available < quantity) {
      kind = 'QUANTITY_REDUCED';
      quantity = available;
      notes.push(CART_TEXTS.reduced(available));
    }
    if (unitPrice !== line.unitPrice) {
      kind ??= 'PRICE_CHANGED';
      notes.push(CART_TEXTS.priceChanged(line.unitPrice, unitPrice));
    }
    const lineTotal = roundMoney(unitPrice * quantity);
    const label = optionLabel(variant.options);
    const imageUrl = imageOf(product, variant);
    answers.push({
      id: line.id,
      variantId: variant.id,
      productId: product.id,
      slug: product.slug,
      sku: variant.sku,
      name: product.name,
      optionsLabel: label,
      ...(imageUrl ? { imageUrl } : {}),
      quantity,
      unitPrice,
      lineTotal,
      available,
      ...(kind ? { notice: { kind, message: notes.join(' ') } } : {}),
    });
    nextLines.push({ ...line, quantity, unitPrice });
    if (kind === 'OUT_OF_STOCK') continue;
    desi += (variant.desi ?? 0) * quantity;
    priced.push({ stored: line, product, variant, unitPrice, quantity, lineTotal, optionsLabel: label, ...(imageUrl ? { imageUrl } : {}) });
  }
  const subtotal = roundMoney(priced.reduce((sum, l) => sum + l.lineTotal, 0));
  const notices: CartAnswer['notices'] = [];
  let couponCode = cart.couponCode;
  let discount = 0;
  let couponAnswer: CartAnswer['coupon'];
  if (couponCode !== undefined) {
    const state = coupon ? couponState(coupon, now) : 'MISSING';
    if (coupon && state === 'ACTIVE') {
      discount = couponDiscount(coupon, subtotal);
      couponAnswer = { code: coupon.code, discountType: coupon.discountType, discountValue: coupon.discountValue };
    } else {
      notices.push({ kind: 'COUPON_REMOVED', message: CART_TEXTS.couponRemoved(couponCode, state) });
      couponCode = undefined;
    }
  }
  const goods = roundMoney(subtotal - discount);
  const cargo =
    priced.length === 0 ? { fee: 0, remainingForFree: settings.freeShippingThreshold } : cargoFeeFor(Math.round(desi * 1000) / 1000, goods, settings);
  const orderable = answers.length > 0 && answers.every((a) => a.notice?.kind !== 'UNAVAILABLE' && a.notice?.kind !== 'OUT_OF_STOCK');
  const { couponCode: _stored, ...rest } = cart;
  const next: StoredCart = { ...rest, lines: nextLines, ...(couponCode === undefined ? {} : { couponCode }) };
  return {
    answer: {
      lines: answers,
      itemCount: answers.reduce((sum, a) => sum + a.quantity, 0),
      subtotal,
      cargo: cargo.fee,
      remainingForFree: cargo.remainingForFree,
      discount,
      total: roundMoney(goods + cargo.fee),
      ...(couponAnswer ? { coupon: couponAnswer } : {}),
      orderable,
      notices,
    },
    next,
    changed: next.couponCode !== cart.couponCode || next.lines.some((l, i) => !sameLine(l, cart.lines[i])),
    lines: priced,
  };
};
