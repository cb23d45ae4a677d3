import type { StatisticsKind } from '../table/statistics-keys';
import { shopDay } from './dashboard';
import type { Order, PaymentMethod } from './order';

/**
 * What one event adds to İstatistikler's day counters (../table/statistics-keys.ts): pure,
 * so the order, return and newsletter transactions, the demo seed and the bench count alike.
 * Every counter counts on the shop day its event happens (docs/decisions.md): an order on the day
 * it is placed, a cancellation on the day it is cancelled, a return on the day it is opened.
 */

/** The counters of the totals item. */
export const TOTAL_COUNTERS = [
  'orders',
  'revenue',
  'items',
  'newCustomers',
  'cancellations',
  'returns',
  'couponUses',
  'discount',
  'newsletterSignUps',
] as const;
export type TotalCounter = (typeof TOTAL_COUNTERS)[number];

export const paymentOrdersCounter = (method: PaymentMethod) => `pm#${method}#orders`;
export const paymentRevenueCounter = (method: PaymentMethod) => `pm#${method}#revenue`;
/** A product's or category's counters on its kind's day item. */
export const quantityCounter = (id: string) => `q#${id}`;
export const revenueCounter = (id: string) => `r#${id}`;

/** Numbers to add to one day item's counters. */
export interface CounterAdd {
  kind: StatisticsKind;
  day: string;
  add: Record<string, number>;
}

const addTo = (target: Record<string, number>, name: string, value: number) => {
  if (value !== 0) target[name] = (target[name] ?? 0) + value;
};

/** One write per day item: the adds of `adds` to the same kind and day summed (a transaction touches an item once). */
export const mergeCounterAdds = (adds: readonly CounterAdd[]): CounterAdd[] => {
  const merged = new Map<string, CounterAdd>();
  for (const { kind, day, add } of adds) {
    const key = `${kind}#${day}`;
    const into = merged.get(key) ?? { kind, day, add: {} };
    for (const [name, value] of Object.entries(add)) addTo(into.add, name, value);
    merged.set(key, into);
  }
  return [...merged.values()].filter((m) => Object.keys(m.add).length > 0);
};

/**
 * A new order's counters on the day it is placed: totals, payment method, each product's and each
 * of its categories' quantity and revenue (a line's total, before the order's discount; a product in
 * two categories counts in both). `categoriesOf` gives a product's categories as stored when the order
 * is placed. An order written already cancelled (the demo seed) counts its cancellation too.
 */
export const orderPlacedAdds = (order: Order, categoriesOf: (productId: string) => readonly string[], newCustomer: boolean): CounterAdd[] => {
  const day = shopDay(order.createdAt);
  const totals: Record<string, number> = {};
  addTo(totals, 'orders', 1);
  addTo(totals, 'revenue', order.total);
  addTo(
    totals,
    'items',
    order.lines.reduce((sum, l) => sum + l.quantity, 0),
  );
  addTo(totals, 'newCustomers', newCustomer ? 1 : 0);
  addTo(totals, 'couponUses', order.couponCode ? 1 : 0);
  addTo(totals, 'discount', order.totals.discount);
  addTo(totals, paymentOrdersCounter(order.paymentMethod), 1);
  addTo(totals, paymentRevenueCounter(order.paymentMethod), order.total);
  const products: Record<string, number> = {};
  const categories: Record<string, number> = {};
  for (const line of order.lines) {
    addTo(products, quantityCounter(line.productId), line.quantity);
    addTo(products, revenueCounter(line.productId), line.total);
    for (const categoryId of categoriesOf(line.productId)) {
      addTo(categories, quantityCounter(categoryId), line.quantity);
      addTo(categories, revenueCounter(categoryId), line.total);
    }
  }
  const cancelled = order.status === 'CANCELLED' ? [cancellationAdd(order.updatedAt ?? order.createdAt)] : [];
  return mergeCounterAdds([
    { kind: 'TOTALS', day, add: totals },
    { kind: 'PRODUCTS', day, add: products },
    { kind: 'CATEGORIES', day, add: categories },
    ...cancelled,
  ]);
};

/** An order cancelled at `at` (whole orders; a line cancelled alone leaves the figures be). */
export const cancellationAdd = (at: string): CounterAdd => ({ kind: 'TOTALS', day: shopDay(at), add: { cancellations: 1 } });

/** Whether a change of an order cancels it (only the change into CANCELLED counts, once). */
export const cancelsOrder = (before: Pick<Order, 'status'>, next: Pick<Order, 'status'>): boolean =>
  before.status !== 'CANCELLED' && next.status === 'CANCELLED';

/** A return opened at `at`. */
export const returnOpenedAdd = (at: string): CounterAdd => ({ kind: 'TOTALS', day: shopDay(at), add: { returns: 1 } });

/** A new newsletter address at `at`. */
export const signUpAdd = (at: string): CounterAdd => ({ kind: 'TOTALS', day: shopDay(at), add: { newsletterSignUps: 1 } });

/** One stored day item: its kind, day and counters as read. */
export interface StatisticsDay {
  kind: StatisticsKind;
  day: string;
  counters: Record<string, number>;
}
