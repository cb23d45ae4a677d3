import { randomUUID } from 'node:crypto';
import { placedEvent, type Order } from '@shop/shared';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { orderMailPut } from '../../repositories/order-mail-repository';
import { newOrderWrites } from '../../repositories/order-repository';
import { changeLevels, type StockWriter } from '../../repositories/stock-repository';
import { conflict } from '../domain-error';
import { allocate } from '../stock/level-change';
import { orderLevelTargets } from './order-stock';

/** The customer places the order: the ledger records it as theirs, not a staff member's. */
const SHOPPER = { sub: 'shopper', name: 'Müşteri' } as const;
const ORDER_UNIT = { name: 'Adet', allowDecimals: true, tracked: true } as const;

const DAY_MS = 86_400_000;

/**
 * When an unpaid havale/EFT order placed at `createdAt` is cancelled: Kargo Otomasyonu's havale
 * window (days) later. Other methods are paid at the door and have no due time.
 */
export const paymentDueAtFor = (order: Pick<Order, 'paymentMethod' | 'createdAt'>, havalePaymentDays: number): string | undefined =>
  order.paymentMethod === 'HAVALE_EFT' ? new Date(Date.parse(order.createdAt) + havalePaymentDays * DAY_MS).toISOString() : undefined;

/** The order with its havale due time from the current cargo settings, unless the caller set one. */
const withPaymentDue = async (order: Order): Promise<Order> => {
  if (order.paymentMethod !== 'HAVALE_EFT' || order.paymentDueAt) return order;
  const due = paymentDueAtFor(order, (await getCargoSettings()).havalePaymentDays);
  return due ? { ...order, paymentDueAt: due } : order;
};

/**
 * Places a new order: allocates every line's quantity in its warehouse (refused beyond what is
 * available unless backorders are allowed) and writes the order, its finders, first timeline entry
 * and counters in ONE transaction conditioned on the stock levels read and on the order id being
 * new, with its ORDER_RECEIVED e-mail in the outbox. A havale/EFT order gets its payment due time
 * (paymentDueAtFor) unless it has one. A retried placement of the same id is refused as a whole
 * (`exists`), so it allocates and e-mails once.
 */
export const placeOrder = async (placed: Order, options: { threshold: number; allowBackorder: boolean }): Promise<'placed' | 'exists'> => {
  const order = await withPaymentDue(placed);
  const steps = orderLevelTargets(order.lines.map((line) => ({ line, kind: 'ALLOCATION' as const, quantity: line.quantity })));
  const writer: StockWriter = { by: SHOPPER, threshold: options.threshold };
  const writes = [...(await newOrderWrites(order, [placedEvent(order)])), orderMailPut(order.id, randomUUID(), 'ORDER_RECEIVED', order.createdAt)];
  const result = await changeLevels(
    steps.map((s) => s.target),
    (levels) =>
      steps.map((s, i) => ({
        change: allocate(levels[i] ?? { onHand: 0, allocated: 0 }, s.quantity, ORDER_UNIT, options.allowBackorder),
        note: `Sipariş #${order.id}`,
      })),
    writer,
    undefined,
    { withItems: () => writes },
  );
  if (result.status === 'refused') return 'exists';
  if (result.status !== 'saved') throw conflict('Stok aynı anda değişti; sipariş verilemedi, lütfen tekrar deneyin.');
  return 'placed';
};
