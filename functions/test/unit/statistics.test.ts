import { describe, expect, it } from 'vitest';
import { cancelsOrder, mergeCounterAdds, orderPlacedAdds, statisticsQuerySchema, type Order, type OrderLine, type StatisticsDay } from '@shop/shared';
import { aggregateStatistics, previousPeriod, topOf, totalsOf, withNames } from '../../src/domain/statistics/aggregate-statistics';

const line = (productId: string, quantity: number, unitPrice: number): OrderLine => ({
  id: `L-${productId}`,
  productId,
  variantId: `${productId}_v`,
  sku: `SKU-${productId}`,
  name: `Ürün ${productId}`,
  optionLabel: '',
  unitPrice,
  quantity,
  total: unitPrice * quantity,
  warehouseId: 'wh-merkez',
  shippedQuantity: 0,
  deliveredQuantity: 0,
  cancelledQuantity: 0,
  returnRequestedQuantity: 0,
  returnedQuantity: 0,
});

const order = (fields: Partial<Order> & Pick<Order, 'id' | 'lines' | 'createdAt'>): Order => {
  const subtotal = fields.lines.reduce((s, l) => s + l.total, 0);
  const discount = fields.totals?.discount ?? 0;
  return {
    customer: { kind: 'guest', id: 'g1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
    totals: { subtotal, discount, cargo: 0, codFee: 0, total: subtotal - discount },
    total: subtotal - discount,
    paymentMethod: 'KAPIDA_NAKIT',
    status: 'AWAITING_APPROVAL',
    paymentStatus: 'AWAITING_PAYMENT',
    fulfillmentStatus: 'UNFULFILLED',
    shipments: [],
    payments: [],
    version: 1,
    ...fields,
  };
};

/** Day items as the table would hold them after these adds (the writes summed per kind and day). */
const stored = (adds: ReturnType<typeof mergeCounterAdds>): StatisticsDay[] =>
  mergeCounterAdds(adds).map(({ kind, day, add }) => ({ kind, day, counters: add }));

describe('statistics counters', () => {
  it('counts an order on its shop day (Istanbul) with its products, categories and payment method', () => {
    // 22:30 UTC on 9 May is 01:30 on 10 May in Istanbul.
    const o = order({
      id: '1',
      createdAt: '2026-05-09T22:30:00.000Z',
      lines: [line('p1', 2, 100), line('p2', 1, 50)],
      couponCode: 'YAZ',
      totals: { subtotal: 250, discount: 25, cargo: 0, codFee: 0, total: 225 },
    });
    const adds = orderPlacedAdds(o, (id) => (id === 'p1' ? ['c1', 'c2'] : ['c1']), true);
    expect(adds).toEqual([
      {
        kind: 'TOTALS',
        day: '2026-05-10',
        add: {
          orders: 1,
          revenue: 225,
          items: 3,
          newCustomers: 1,
          couponUses: 1,
          discount: 25,
          'pm#KAPIDA_NAKIT#orders': 1,
          'pm#KAPIDA_NAKIT#revenue': 225,
        },
      },
      { kind: 'PRODUCTS', day: '2026-05-10', add: { 'q#p1': 2, 'r#p1': 200, 'q#p2': 1, 'r#p2': 50 } },
      { kind: 'CATEGORIES', day: '2026-05-10', add: { 'q#c1': 3, 'r#c1': 250, 'q#c2': 2, 'r#c2': 200 } },
    ]);
  });

  it('counts a cancellation only when a change moves the order into CANCELLED', () => {
    expect(cancelsOrder({ status: 'CONFIRMED' }, { status: 'CANCELLED' })).toBe(true);
    expect(cancelsOrder({ status: 'CANCELLED' }, { status: 'CANCELLED' })).toBe(false);
    expect(cancelsOrder({ status: 'CONFIRMED' }, { status: 'SHIPPED' })).toBe(false);
  });

  it('counts an order written already cancelled on the day it was cancelled', () => {
    const o = order({
      id: '2',
      createdAt: '2026-05-01T10:00:00.000Z',
      updatedAt: '2026-05-03T10:00:00.000Z',
      status: 'CANCELLED',
      lines: [line('p1', 1, 10)],
    });
    const totals = orderPlacedAdds(o, () => [], false).filter((a) => a.kind === 'TOTALS');
    expect(totals.map((a) => [a.day, a.add.orders, a.add.cancellations])).toEqual([
      ['2026-05-01', 1, undefined],
      ['2026-05-03', undefined, 1],
    ]);
  });
});

describe('statistics aggregation', () => {
  it('compares a period with the one of equal length just before it', () => {
    expect(previousPeriod({ from: '2026-05-08', to: '2026-05-14' })).toEqual({ from: '2026-05-01', to: '2026-05-07' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('sums the days of each period, fills empty days with zeros and ranks products', () => {
    const rows = stored([
      ...orderPlacedAdds(order({ id: '1', createdAt: '2026-05-01T09:00:00.000Z', lines: [line('p1', 1, 100)] }), () => ['c1'], true),
      ...orderPlacedAdds(
        order({ id: '2', createdAt: '2026-05-08T09:00:00.000Z', lines: [line('p1', 1, 100), line('p2', 4, 10)] }),
        () => ['c1'],
        true,
      ),
      ...orderPlacedAdds(
        order({ id: '3', createdAt: '2026-05-10T09:00:00.000Z', paymentMethod: 'HAVALE_EFT', lines: [line('p3', 1, 60)] }),
        () => [],
        false,
      ),
      { kind: 'TOTALS', day: '2026-05-10', add: { cancellations: 1, returns: 1, newsletterSignUps: 2 } },
    ]);
    const s = aggregateStatistics({ from: '2026-05-08', to: '2026-05-14' }, rows);
    expect(s.current).toEqual({
      revenue: 200,
      orders: 2,
      averageOrderValue: 100,
      items: 6,
      itemsPerOrder: 3,
      newCustomers: 1,
      cancellations: 1,
      cancellationRate: 0.5,
      returns: 1,
      returnRate: 0.5,
      couponUses: 0,
      discount: 0,
      newsletterSignUps: 2,
    });
    expect(s.previous.revenue).toBe(100);
    expect(s.previous.orders).toBe(1);
    expect(s.days.map((d) => [d.day, d.orders])).toEqual([
      ['2026-05-08', 1],
      ['2026-05-09', 0],
      ['2026-05-10', 1],
      ['2026-05-11', 0],
      ['2026-05-12', 0],
      ['2026-05-13', 0],
      ['2026-05-14', 0],
    ]);
    expect(s.paymentMethods.find((m) => m.method === 'HAVALE_EFT')).toEqual({
      method: 'HAVALE_EFT',
      orders: 1,
      revenue: 60,
      previousOrders: 0,
      previousRevenue: 0,
    });
    expect(s.paymentMethods.find((m) => m.method === 'KAPIDA_NAKIT')).toMatchObject({
      orders: 1,
      revenue: 140,
      previousOrders: 1,
      previousRevenue: 100,
    });
    expect(s.topProductsByRevenue.map((r) => [r.id, r.revenue, r.quantity])).toEqual([
      ['p1', 100, 1],
      ['p3', 60, 1],
      ['p2', 40, 4],
    ]);
    expect(s.topProductsByQuantity.map((r) => r.id)).toEqual(['p2', 'p1', 'p3']);
    expect(s.topCategoriesByRevenue).toEqual([{ id: 'c1', name: 'c1', revenue: 140, quantity: 5 }]);
    const named = withNames(s, new Map([['p1', 'Keten gömlek']]), new Map());
    expect(named.topProductsByRevenue.map((r) => r.name)).toEqual(['Keten gömlek', 'Silinmiş ürün (p3)', 'Silinmiş ürün (p2)']);
  });

  it('keeps ten of a top list, and no averages without orders', () => {
    const sum = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`r#p${i}`, i + 1]));
    expect(topOf(sum, 'revenue').map((r) => r.id)).toEqual(['p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2']);
    expect(totalsOf({})).toMatchObject({ averageOrderValue: 0, itemsPerOrder: 0, cancellationRate: 0, returnRate: 0 });
    expect(totalsOf({ revenue: 0.1 + 0.2, orders: 3 }).averageOrderValue).toBe(0.1);
  });

  it('takes at most 366 days, in order', () => {
    expect(statisticsQuerySchema.safeParse({ from: '2025-01-01', to: '2025-12-31' }).success).toBe(true);
    expect(statisticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(statisticsQuerySchema.safeParse({ from: '2025-02-02', to: '2025-02-01' }).success).toBe(false);
    expect(statisticsQuerySchema.safeParse({ from: '2025-02-30', to: '2025-03-01' }).success).toBe(false);
  });
});
