import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  CART_LIMITS,
  CHECKOUT_LIMITS,
  activeCarriers,
  CONTRACT_KINDS,
  codFeeFor,
  couponState,
  placedEvent,
  roundMoney,
  type CheckoutAnswer,
  type CheckoutRequest,
  type Order,
  type OrderInvoice,
  type OrderLine,
  type ProductSettings,
  type Warehouse,
} from '@shop/shared';
import { couponUseUpdate, getCode } from '../../repositories/campaign-code-repository';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { getGeneralSettings } from '../../repositories/general-settings-repository';
import {
  checkoutRecordPut,
  confirmationPut,
  emptyCartWrite,
  getCart,
  getCheckoutRecord,
  nextOrderNumber,
  putCart,
  type CheckoutRecord,
} from '../../repositories/cart-repository';
import { ensureGuest } from '../../repositories/customer-repository';
import { orderMailPut } from '../../repositories/order-mail-repository';
import { getOrder, newOrderWrites } from '../../repositories/order-repository';
import { prepareOrderStatistics } from '../../repositories/statistics-repository';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { changeLevels, getLevels, levelFromMap, type LevelTarget } from '../../repositories/stock-repository';
import type { TransactItem } from '../../repositories/transactions';
import { listWarehouses } from '../../repositories/warehouse-repository';
import { claimLevels, releaseLevels } from '../../repositories/checkout-claim-repository';
import { conflict, invalid } from '../domain-error';
import { paymentDueAtFor } from '../orders/place-order';
import { allocate } from '../stock/level-change';
import { splitLine } from './allocation';
import { CART_TEXTS, type CatalogueView, type PricedLine } from './cart-pricing';
import { price } from './cart-service';
import { readCatalogueView } from './catalogue-view';
import { acceptedContractVersions, contractPages } from './contract-pages';

/*
 * Checkout: the cart re-priced, allocated per line and warehouse, and the order written in ONE
 * transaction with the stock levels (conditioned on the versions read), the coupon's use (under
 * its limit, active, not expired), the guest's count, the day's counters, the first timeline entry,
 * the ORDER_RECEIVED e-mail, the confirmation token's hash, the idempotency record and the emptied
 * cart. A lost race on any of them is retried (changeLevels); what cannot be allocated is named.
 */

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Sepetiniz boş.',
  changed: 'Sepetinizde değişiklik oldu; lütfen sepetinizi kontrol edip tekrar deneyin.',
  cartBusy: 'Sepetiniz siz ödeme yaparken değişti; lütfen kontrol edip tekrar deneyin.',
  shortage: 'Bazı ürünler için yeterli stok kalmadı; sipariş verilmedi.',
  tooManyLines: (lines: number) =>
    `Bir siparişte en fazla ${CHECKOUT_LIMITS.orderLines} satır olabilir (depolara göre ayrılınca ${lines} satır oluyor); siparişi bölün.`,
  tooLarge: 'address.name çok fazla kelime içeriyor; sipariş tek seferde yazılamıyor. Adı kısaltın.',
  methodOff: 'paymentMethod: bu ödeme yöntemi şu anda kullanılamıyor.',
  carrierOff: 'carrier: bu kargo firması şu anda kullanılamıyor; etkin kargo firmalarından birini seçin.',
  noBankAccount: 'paymentMethod: mağaza henüz banka hesabı tanımlamadı; Havale/EFT kullanılamıyor.',
  keyReused: 'Bu Idempotency-Key başka bir sipariş isteğinde kullanıldı; yeni bir anahtar gönderin.',
  busy: 'Stok aynı anda değişti; sipariş verilemedi, lütfen tekrar deneyin.',
} as const;

/** 409 naming the lines that cannot be allocated and what is available of each; nothing is written. */
export class StockShortage extends Error {
  constructor(readonly lines: readonly { variantId: string; available: number }[]) {
    super(CHECKOUT_MESSAGES.shortage);
  }
}

/** Who orders: a guest by e-mail (default) or, from the accounts work, a signed-in shopper (Cognito sub). */
export type CheckoutCustomer = { readonly kind: 'guest' } | { readonly kind: 'member'; readonly id: string };

export interface CheckoutInput {
  readonly cartId: string | undefined;
  readonly idempotencyKey: string;
  readonly request: CheckoutRequest;
  readonly customer?: CheckoutCustomer;
  readonly now: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The record's key: the cart and the Idempotency-Key together (another cart's same key is another checkout). */
const requestHash = (cartId: string, key: string) => sha256(`${cartId}\n${key}`);

/**
 * The confirmation token: an HMAC keyed by the cart id (a secret only the shopper's cookie holds),
 * so the same checkout repeated answers the same token, while only its hash is stored.
 */
const tokenFor = (cartId: string, key: string, orderId: string) => createHmac('sha256', cartId).update(`${key}\n${orderId}`).digest('base64url');
export const tokenHash = (token: string) => sha256(token);

const answerOf = (cartId: string, key: string, record: CheckoutRecord): CheckoutAnswer => ({
  orderNo: record.orderId,
  orderId: record.orderId,
  token: tokenFor(cartId, key, record.orderId),
  total: record.total,
});

/** The first checkout under this key answered again (or refused when the key came with another request). */
class AlreadyPlaced extends Error {
  constructor(readonly answer: CheckoutAnswer) {
    super('already placed');
  }
}
const earlier = async (cartId: string, key: string, fingerprint: string): Promise<CheckoutAnswer | undefined> => {
  const record = await getCheckoutRecord(requestHash(cartId, key));
  if (!record) return undefined;
  if (record.fingerprint !== fingerprint) throw conflict(CHECKOUT_MESSAGES.keyReused);
  return answerOf(cartId, key, record);
};

/** A warehouse split that stopped fitting between the read and the write: allocate again from fresh levels. */
class Resplit extends Error {}

/** The customer places the order: the ledger records it as theirs, not a staff member's. */
const SHOPPER = { sub: 'shopper', name: 'Müşteri' } as const;
const ORDER_UNIT = { name: 'Adet', allowDecimals: false, tracked: true } as const;

interface Allocation {
  readonly line: PricedLine;
  readonly warehouseId: string;
  readonly quantity: number;
  readonly unlimited: boolean;
  /** Whether the level is stored (a backorder may allocate from a warehouse that never held the variant). */
  readonly stored: boolean;
}

/** Each orderable line split over the active warehouses by the strategy, from the levels as they are now. */
const allocateLines = async (
  lines: readonly PricedLine[],
  view: CatalogueView,
  warehouses: readonly Warehouse[],
  strategy: ProductSettings['allocationStrategy'],
): Promise<Allocation[]> => {
  const levels = await getLevels(lines.flatMap((l) => warehouses.map((w) => ({ variantId: l.variant.id, warehouseId: w.id }))));
  const short: { variantId: string; available: number }[] = [];
  const allocations: Allocation[] = [];
  for (const line of lines) {
    const perWarehouse = warehouses.map((w) => {
      const level = levelFromMap(levels, line.variant.id, w.id);
      return { warehouseId: w.id, available: level ? level.onHand - level.allocated : 0 };
    });
    const unlimited = view.allowBackorder || view.untracked.has(line.product.id);
    const shares = splitLine(line.quantity, perWarehouse, strategy, unlimited);
    if (!shares) short.push({ variantId: line.variant.id, available: Math.max(0, Math.floor(perWarehouse.reduce((s, w) => s + w.available, 0))) });
    else
      for (const share of shares)
        allocations.push({
          line,
          warehouseId: share.warehouseId,
          quantity: share.quantity,
          unlimited,
          stored: levelFromMap(levels, line.variant.id, share.warehouseId) !== undefined,
        });
  }
  if (short.length > 0) throw new StockShortage(short);
  return allocations;
};

const nameParts = (full: string) => {
  const words = full.trim().split(/\s+/);
  return words.length > 1 ? { name: words.slice(0, -1).join(' '), surname: words.at(-1) ?? '' } : { name: full.trim(), surname: '' };
};

/** A guest's id from their e-mail: the same shopper ordering twice as a guest is one guest with two orders. */
const guestIdFor = (email: string) => `g-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

/** The invoice as the order keeps it; its own address only when the shopper gave one ("same as delivery" unticked). */
const orderInvoiceOf = ({ invoice, address }: CheckoutRequest): OrderInvoice => {
  const place = invoice.address
    ? {
        address: {
          province: invoice.address.il,
          district: invoice.address.ilce,
          address: invoice.address.line,
          ...(invoice.address.postalCode ? { postalCode: invoice.address.postalCode } : {}),
        },
      }
    : {};
  return invoice.kind === 'BIREYSEL'
    ? { kind: 'INDIVIDUAL', name: address.name, tckn: invoice.tckn, ...place }
    : { kind: 'CORPORATE', companyName: invoice.title, vkn: invoice.vkn, taxOffice: invoice.taxOffice, ...place };
};

const orderLinesOf = (allocations: readonly Allocation[]): OrderLine[] =>
  allocations.map((a, i) => ({
    id: `L${i + 1}`,
    productId: a.line.product.id,
    variantId: a.line.variant.id,
    sku: a.line.variant.sku,
    name: a.line.product.name,
    optionLabel: a.line.optionsLabel,
    ...(a.line.imageUrl ? { imageUrl: a.line.imageUrl } : {}),
    unitPrice: a.line.unitPrice,
    quantity: a.quantity,
    total: roundMoney(a.line.unitPrice * a.quantity),
    warehouseId: a.warehouseId,
    ...(a.line.variant.desi !== undefined ? { desi: a.line.variant.desi } : {}),
    shippedQuantity: 0,
    deliveredQuantity: 0,
    cancelledQuantity: 0,
    returnRequestedQuantity: 0,
    returnedQuantity: 0,
  }));

/** How long a checkout waits for other shoppers' claims on its levels before answering 409 (within Lambda's 29 s). */
const CLAIM_WAIT_MS = 20_000;
/** Mean wait between two looks at a claimed level. */
const CLAIM_POLL_MS = 150;
/** DynamoDB's limit of one TransactWriteItems call. */
const TRANSACTION_ACTIONS = 100;
const ATTEMPTS = 5;

/**
 * Places the cart as an order. Answers the same order for the same cart and Idempotency-Key, ever
 * (while its record lives); refuses an empty or changed cart, a switched-off payment method, and
 * (StockShortage) lines that cannot be allocated.
 */
export const checkout = async (input: CheckoutInput): Promise<CheckoutAnswer> => {
  const { cartId, idempotencyKey: key, request } = input;
  if (!cartId) throw conflict(CHECKOUT_MESSAGES.emptyCart);
  const fingerprint = sha256(JSON.stringify(request));
  const first = await earlier(cartId, key, fingerprint);
  if (first) return first;
  try {
    return await placeCart(input, cartId, fingerprint);
  } catch (error) {
    // A retry of a submit whose answer was lost, sent while the first was still writing: once that
    // one has placed the order, the cart is empty and its units are taken, so this attempt fails.
    // The shopper must still get their order, not "out of stock".
    const done = await earlier(cartId, key, fingerprint);
    if (done) return done;
    throw error;
  }
};

const placeCart = async (input: CheckoutInput, cartId: string, fingerprint: string): Promise<CheckoutAnswer> => {
  const { idempotencyKey: key, request, now } = input;

  // The contract pages' versions go on the order (issue 29), read beside the rest.
  const contracts = contractPages(now);
  // Awaited below; a refusal thrown first must not leave its failure unhandled.
  contracts.catch(() => undefined);
  // Everything checkout reads at once (a shopper waits on the slowest read, not their sum).
  const [cart, settings, general, productSettings, warehouses] = await Promise.all([
    getCart(cartId, now),
    getCargoSettings(),
    getGeneralSettings(),
    getProductSettings(),
    listWarehouses(),
  ]);
  if (!cart || cart.lines.length === 0) throw conflict(CHECKOUT_MESSAGES.emptyCart);
  // Absent (a client from before the cargo step): the shop's first active carrier.
  const carriers = activeCarriers(settings);
  const carrier = request.carrier === undefined ? carriers[0] : carriers.find((c) => c.code === request.carrier);
  if (!carrier) throw invalid(CHECKOUT_MESSAGES.carrierOff, 'carrier');
  const contractVersions = acceptedContractVersions(await contracts);
  const active = warehouses.filter((w) => w.isActive);
  const view = await readCatalogueView(cart.lines, { settings: productSettings, warehouses });
  const priced = await price(cart, now, view, settings);
  const blocked = priced.answer.lines.filter((l) => l.notice?.kind === 'OUT_OF_STOCK' || l.notice?.kind === 'UNAVAILABLE');
  if (blocked.length > 0) throw new StockShortage(blocked.map((l) => ({ variantId: l.variantId, available: l.available ?? 0 })));
  if (priced.changed) {
    // Said, then stored: the shopper sees the new prices or quantities and decides again.
    await putCart({ ...priced.next, updatedAt: new Date(now).toISOString() }, cart.version, CART_LIMITS.ttlDays, now);
    throw conflict(
      `${CHECKOUT_MESSAGES.changed} ${[...priced.answer.notices, ...priced.answer.lines.flatMap((l) => l.notice ?? [])].map((n) => n.message).join(' ')}`,
    );
  }

  const codFee = codFeeFor(request.paymentMethod, settings);
  if (codFee === null) throw invalid(CHECKOUT_MESSAGES.methodOff, 'paymentMethod');
  if (request.paymentMethod === 'HAVALE_EFT' && general.bankAccounts.length === 0) throw invalid(CHECKOUT_MESSAGES.noBankAccount, 'paymentMethod');

  const customer = input.customer ?? { kind: 'guest' as const };
  const person = nameParts(request.address.name);
  const email = request.email.trim().toLowerCase();
  const customerId = customer.kind === 'member' ? customer.id : guestIdFor(email);
  const createdAt = new Date(now).toISOString();
  const mailId = randomUUID();
  const threshold = productSettings.lowStockThreshold;
  // Taken once the first split fits, kept across re-splits; a checkout that then fails leaves a gap.
  let orderId: string | undefined;
  let guestReady = false;

  // Read before the stock is claimed, so the claim is not held over these reads.
  const statistics = await prepareOrderStatistics(
    priced.lines.map((l) => l.product.id),
    email,
  );
  const claimBy = randomUUID();
  const waitUntil = Date.now() + CLAIM_WAIT_MS;
  for (let attempt = 0; attempt < ATTEMPTS;) {
    const allocations = await allocateLines(priced.lines, view, active, productSettings.allocationStrategy);
    if (allocations.length > CHECKOUT_LIMITS.orderLines) throw conflict(CHECKOUT_MESSAGES.tooManyLines(allocations.length));
    const claimed = allocations.filter((a) => a.stored).map((a) => ({ variantId: a.line.variant.id, warehouseId: a.warehouseId }));
    if (!(await claimLevels(claimed, claimBy, Date.now()))) {
      // Another shopper is writing an order on these units: wait, then look at the stock again.
      if (Date.now() > waitUntil) throw conflict(CHECKOUT_MESSAGES.busy);
      await new Promise((r) => setTimeout(r, CLAIM_POLL_MS * (0.5 + Math.random())));
      continue;
    }
    attempt++;
    let placed = false;
    try {
      const [number] = await Promise.all([
        orderId ?? nextOrderNumber(),
        !guestReady && customer.kind === 'guest' ? ensureGuest({ id: customerId, ...person, email, phone: request.phone, createdAt }) : undefined,
      ]);
      const id = String(number);
      orderId = id;
      guestReady = true;
      const { subtotal, discount, cargo } = priced.answer;
      const total = roundMoney(subtotal - discount + cargo + codFee);
      const token = tokenFor(cartId, key, id);
      const base: Order = {
        id,
        customer: { kind: customer.kind, id: customerId, name: request.address.name, email, phone: request.phone },
        lines: orderLinesOf(allocations),
        shippingAddress: {
          name: request.address.name,
          phone: request.phone,
          province: request.address.il,
          district: request.address.ilce,
          address: request.address.line,
          ...(request.address.postalCode ? { postalCode: request.address.postalCode } : {}),
        },
        invoice: orderInvoiceOf(request),
        totals: { subtotal, discount, cargo, codFee, total },
        total,
        ...(priced.answer.coupon ? { couponCode: priced.answer.coupon.code } : {}),
        carrier: { code: carrier.code, name: carrier.name },
        paymentMethod: request.paymentMethod,
        status: 'AWAITING_APPROVAL',
        paymentStatus: 'AWAITING_PAYMENT',
        fulfillmentStatus: 'UNFULFILLED',
        shipments: [],
        payments: [],
        acceptedContracts: CONTRACT_KINDS.map((kind) => ({ kind, version: contractVersions[kind], acceptedAt: createdAt })),
        version: 1,
        createdAt,
      };
      const due = paymentDueAtFor(base, settings.havalePaymentDays);
      const order: Order = due ? { ...base, paymentDueAt: due } : base;
      const own: TransactItem[] = [
        ...(await newOrderWrites(order, [placedEvent(order)], statistics)),
        orderMailPut(order.id, mailId, 'ORDER_RECEIVED', createdAt),
        ...(order.couponCode ? [couponUseUpdate(order.couponCode, now)] : []),
        checkoutRecordPut(requestHash(cartId, key), { orderId: id, total, fingerprint }, now),
        confirmationPut(id, tokenHash(token)),
        emptyCartWrite(cart, CART_LIMITS.ttlDays, now),
      ];
      const targets: LevelTarget[] = allocations.map((a) => ({
        variantId: a.line.variant.id,
        warehouseId: a.warehouseId,
        productId: a.line.product.id,
        productName: a.line.product.name,
        sku: a.line.variant.sku,
        optionLabel: a.line.optionsLabel,
      }));
      const products = new Set(allocations.map((a) => a.line.product.id)).size;
      if (targets.length * 2 + products + own.length > TRANSACTION_ACTIONS) throw invalid(CHECKOUT_MESSAGES.tooLarge, 'address.name');

      let result;
      try {
        result = await changeLevels(
          targets,
          (levels) =>
            allocations.map((a, i) => {
              try {
                return { change: allocate(levels[i] ?? { onHand: 0, allocated: 0 }, a.quantity, ORDER_UNIT, a.unlimited), note: `Sipariş #${id}` };
              } catch {
                throw new Resplit();
              }
            }),
          { by: SHOPPER, threshold },
          undefined,
          {
            withItems: () => own,
            beforeRetry: async () => {
              const done = await earlier(cartId, key, fingerprint);
              if (done) throw new AlreadyPlaced(done);
            },
          },
        );
      } catch (error) {
        if (error instanceof AlreadyPlaced) return error.answer;
        // Another checkout took units this split counted on: split again (a shortage then throws).
        if (error instanceof Resplit) continue;
        throw error;
      }
      if (result.status === 'saved') {
        placed = true;
        return { orderNo: id, orderId: id, token, total };
      }
      if (result.status === 'busy') throw conflict(CHECKOUT_MESSAGES.busy);
      // One of our own conditions failed: find which.
      const done = await earlier(cartId, key, fingerprint);
      if (done) return done;
      if (order.couponCode) {
        const coupon = await getCode(order.couponCode);
        if (!coupon || couponState(coupon, now) !== 'ACTIVE') {
          const latest = await getCart(cartId, now);
          if (latest) {
            const { couponCode: _dropped, ...rest } = latest;
            await putCart({ ...rest, updatedAt: createdAt }, latest.version, CART_LIMITS.ttlDays, now);
          }
          throw conflict(CART_TEXTS.couponRemoved(order.couponCode, coupon ? couponState(coupon, now) : 'MISSING'));
        }
      }
      if ((await getCart(cartId, now))?.version !== cart.version) throw conflict(CHECKOUT_MESSAGES.cartBusy);
      // The number was taken already (a counter behind the orders): the next attempt takes another.
      if (!(await getOrder(id))) throw conflict(CHECKOUT_MESSAGES.busy);
      orderId = undefined;
    } finally {
      // A claim that cannot be released lapses by itself within seconds; the order's outcome stands.
      if (!placed) await releaseLevels(claimed, claimBy).catch(() => undefined);
    }
  }
  throw conflict(CHECKOUT_MESSAGES.busy);
};
