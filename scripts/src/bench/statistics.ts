import { addCounters } from '@shop/functions/repositories/statistics-repository';
import { addDays, mergeCounterAdds, orderPlacedAdds, PAYMENT_METHODS, shopDay, type CounterAdd, type Order } from '@shop/shared';
import { placedOrder } from '../seed/placed-order';
import { timed } from './stats';

/** 100,000 orders over the 90 days read, and as many over the 90 before them (the comparison period). */
const ORDERS_PER_PERIOD = 100_000;
const DAYS = 90;
const PRODUCTS = 2_000;
const CATEGORIES = 60;

/** A deterministic spread: order i on day i mod 180, one to three lines, products and categories cycling. */
const benchOrder = (i: number, firstDay: string): Order => {
  const day = addDays(firstDay, i % (2 * DAYS));
  const base = placedOrder({
    id: `bench-st${i}`,
    customer: { kind: 'guest', id: `g${i % 20_000}`, name: 'Bench Müşteri', email: `bench${i % 20_000}@example.com` },
    total: 0,
    createdAt: `${day}T09:00:00.000Z`,
  });
  const template = base.lines[0];
  if (!template) throw new Error('placedOrder gave no line');
  const lines = Array.from({ length: 1 + (i % 3) }, (_, l) => {
    const quantity = 1 + ((i + l) % 4);
    const unitPrice = 50 + ((i * 7 + l * 13) % 400);
    return { ...template, id: `L${l + 1}`, productId: `bench-stp${(i * 31 + l * 577) % PRODUCTS}`, quantity, unitPrice, total: quantity * unitPrice };
  });
  const total = lines.reduce((s, l) => s + l.total, 0);
  return {
    ...base,
    lines,
    totals: { ...base.totals, subtotal: total, total },
    total,
    paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length] ?? 'HAVALE_EFT',
    ...(i % 10 === 0 ? { couponCode: 'BENCH10' } : {}),
  };
};

/** Each bench product is in two of the 60 categories. */
const categoriesOf = (productId: string): string[] => {
  const n = Number(productId.slice('bench-stp'.length));
  return [`bench-stc${n % CATEGORIES}`, `bench-stc${(n * 7 + 3) % CATEGORIES}`];
};

/**
 * İstatistikler's read for 90 days at 100,000 orders. The counters those orders (and as many in
 * the 90 days before, the comparison) would have written are computed with the same pure function
 * the order transaction uses (orderPlacedAdds), summed per day, and written straight through the
 * statistics repository (addCounters): placing 200,000 orders would take the better part of an hour
 * and measure the writes, not this read. Then `GET /api/admin/statistics` for the 90 days, p95.
 */
export const runStatisticsBench = async (
  sample: (paths: readonly string[]) => Promise<string>,
  line: (label: string, value: string) => void,
): Promise<void> => {
  console.log('\nİstatistikler: 90 days at 100,000 orders (no budget in the design; p95 printed)');
  const to = shopDay(Date.now());
  const from = addDays(to, 1 - DAYS);
  const firstDay = addDays(from, -DAYS);
  const [writeMs, items] = await timed(async () => {
    const adds: CounterAdd[] = [];
    for (let i = 0; i < 2 * ORDERS_PER_PERIOD; i++) adds.push(...orderPlacedAdds(benchOrder(i, firstDay), categoriesOf, i < 20_000));
    const merged = mergeCounterAdds(adds);
    await addCounters(merged);
    return merged.length;
  });
  line('counters written', `${(2 * ORDERS_PER_PERIOD).toLocaleString('en')} orders → ${items} day items in ${(writeMs / 1000).toFixed(1)} s`);
  line(`GET /api/admin/statistics (${DAYS} days)`, await sample([`/api/admin/statistics?from=${from}&to=${to}`]));
};
