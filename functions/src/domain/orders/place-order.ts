import { placedEvent, type Order } from '@shop/shared';
import { newOrderWrites } from '../../repositories/order-repository';
import { changeLevels, type StockWriter } from '../../repositories/stock-repository';
import { conflict } from '../domain-error';
import { allocate } from '../stock/level-change';
import { orderLevelTargets } from './order-stock';

/** The customer places the order: the ledger records it as theirs, not a staff member's. */
const SHOPPER = { sub: 'shopper', name: 'Müşteri' } as const;
const ORDER_UNIT = { name: 'Adet', allowDecimals: true, tracked: true } as const;

/**
 * Places a new order: allocates every line's quantity in its warehouse (refused beyond what is
 * available unless backorders are allowed) and writes the order, its finders, first timeline entry
 * and counters in ONE transaction conditioned on the stock levels read and on the order id being
 * new. A retried placement of the same id is refused as a whole (`exists`), so it allocates once.
 */
export const placeOrder = async (order: Order, options: { threshold: number; allowBackorder: boolean }): Promise<'placed' | 'exists'> => {
  const steps = orderLevelTargets(order.lines.map((line) => ({ line, kind: 'ALLOCATION' as const, quantity: line.quantity })));
  const writer: StockWriter = { by: SHOPPER, threshold: options.threshold };
  const writes = await newOrderWrites(order, [placedEvent(order)]);
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
