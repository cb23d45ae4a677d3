import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, productKey, shopDay, type Order, type Product } from '@shop/shared';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { getLevels, levelFromMap, levelOf, putStockLevels } from '@shop/functions/repositories/stock-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../src/seed/placed-order';
import { setClockOffset } from '../clock';
import { deliveredOrder } from '../return-fixtures';
import { call, runtime, tableClient, useRuntimeTable, type CallOptions } from '../runtime-client';
import { checkoutBody, Shopper } from '../shopper';
import { putProduct } from '../stock-fixtures';
import { admin, tableBaseline } from './setup-test-kit';

/*
 * İstatistikler against orders written here. The handlers' clock is moved to noon of a shop day
 * 300 days ahead (DAY; the hook allows a year), so no other file's orders, cancellations or returns share its counters: the
 * figures of DAY are exactly this file's.
 */

const DAY_MS = 86_400_000;
const MERKEZ = 'wh-merkez';
const DAY = addDays(shopDay(Date.now()), 300);
const OFFSET = Math.round(Date.parse(`${DAY}T12:00:00+03:00`) - Date.now());
const stats = (from: string, to: string, as: CallOptions['as'] = 'ANALYST') => call(`/api/admin/statistics?from=${from}&to=${to}`, { as });

const raw = async (key: { pk: string; sk: string }) => {
  const db = tableClient();
  const out = await db.send(new GetCommand({ TableName: runtime().tableName, Key: key, ConsistentRead: true }));
  db.destroy();
  return out.Item;
};
const putRaw = async (Item: Record<string, unknown>) => {
  const db = tableClient();
  await db.send(new PutCommand({ TableName: runtime().tableName, Item }));
  db.destroy();
};

/** A product of one variant at `price`, in `categoryIds`, with 20 units in Merkez Depo. */
const stocked = async (price: number, categoryIds: string[]): Promise<{ product: Product; variantId: string }> => {
  const product = await putProduct({ sizes: ['STD'] });
  const variant = product.variants[0];
  if (!variant) throw new Error('no variant');
  await putRaw({ ...(await raw(productKey(product.id))), price, categoryIds });
  const target = { variantId: variant.id, warehouseId: MERKEZ, productId: product.id, productName: product.name, sku: variant.sku, optionLabel: '' };
  const before = levelFromMap(await getLevels([target]), variant.id, MERKEZ);
  await putStockLevels([levelOf(target, { onHand: 20, allocated: before?.allocated ?? 0 }, (before?.version ?? 0) + 1, 0)]);
  return { product, variantId: variant.id };
};

/** Checks out a cart of `lines` through the store API; the order as the admin API shows it. */
const checkout = async (shopper: Shopper, lines: [string, number][], fields: { email: string; paymentMethod: string; coupon?: string }) => {
  for (const [variantId, quantity] of lines) expect((await shopper.add(variantId, quantity)).status).toBe(200);
  if (fields.coupon) expect((await shopper.call('/api/storefront/cart/coupon', { method: 'POST', body: { code: fields.coupon } })).status).toBe(200);
  const res = await shopper.checkout(checkoutBody(fields), randomUUID());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = String(res.body.orderId);
  return (await call(`/api/admin/order/${id}`, { as: 'SUPER_ADMIN' })).body.data as Order;
};

let cleanUp: () => Promise<void>;
let placed: Order[] = [];
let names: { p1: string; p2: string; c1: string; c2: string };

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  const c1 = String((await admin('/api/admin/catalog/category', 'POST', { name: `İstatistik kategori A ${randomUUID().slice(0, 6)}` })).data.id);
  const c2 = String((await admin('/api/admin/catalog/category', 'POST', { name: `İstatistik kategori B ${randomUUID().slice(0, 6)}` })).data.id);
  const p1 = await stocked(100, [c1, c2]);
  const p2 = await stocked(50, [c1]);
  names = { p1: p1.product.name, p2: p2.product.name, c1, c2 };
  // The period before DAY: one order of 150 TL, written as the seed writes orders.
  const earlier = placedOrder({
    id: `ST${randomUUID().slice(0, 8)}`,
    customer: { kind: 'member', id: '1', name: 'Önceki Müşteri', email: `onceki-${randomUUID()}@example.com` },
    total: 150,
    createdAt: new Date(Date.parse(`${addDays(DAY, -1)}T12:00:00+03:00`)).toISOString(),
  });
  await putOrders([earlier]);

  await setClockOffset(OFFSET);
  const code = String((await admin('/api/admin/campaign/code', 'POST', { discountType: 'AMOUNT', discountValue: 10 })).data.code);
  const repeat = `tekrar-${randomUUID()}@example.com`;
  // DAY: a new customer twice (2 + 1 units of p1, kapıda), another once (p2 with a 10 TL coupon, havale).
  placed = [
    await checkout(new Shopper(), [[p1.variantId, 2]], { email: repeat, paymentMethod: 'KAPIDA_NAKIT' }),
    await checkout(new Shopper(), [[p2.variantId, 1]], { email: `kupon-${randomUUID()}@example.com`, paymentMethod: 'HAVALE_EFT', coupon: code }),
    await checkout(new Shopper(), [[p1.variantId, 1]], { email: repeat, paymentMethod: 'KAPIDA_NAKIT' }),
  ];
  // The havale order is cancelled, and an older delivered order gets a return, both on DAY.
  const cancelled = await call(`/api/admin/order/${placed[1]!.id}/actions`, {
    as: 'ORDER_MANAGER',
    method: 'POST',
    body: { action: 'CANCEL', version: placed[1]!.version, reason: 'Müşteri vazgeçti' },
  });
  expect(cancelled.status).toBe(200);
  const delivered = await deliveredOrder({ deliveredDaysAgo: 2 - OFFSET / DAY_MS });
  const ret = await call('/api/admin/returns', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: { orderId: delivered.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] },
  });
  expect(ret.status, JSON.stringify(ret.body)).toBe(201);
  expect(
    (await new Shopper().call('/api/storefront/newsletter', { method: 'POST', body: { email: `bulten-${randomUUID()}@example.com` } })).status,
  ).toBe(200);
}, 120_000);

afterAll(async () => {
  await setClockOffset(0);
  await cleanUp();
});

describe('İstatistikler', () => {
  it('counts the day’s orders, customers, cancellation, return, coupon and sign-up exactly', async () => {
    const res = await stats(DAY, DAY);
    expect(res.status).toBe(200);
    const revenue = placed.reduce((s, o) => s + o.total, 0);
    expect(placed.map((o) => o.totals.discount)).toEqual([0, 10, 0]);
    expect(res.body).toMatchObject({ from: DAY, to: DAY, previousFrom: addDays(DAY, -1), previousTo: addDays(DAY, -1) });
    expect(res.body.current).toEqual({
      revenue,
      orders: 3,
      averageOrderValue: Math.round((revenue / 3) * 100) / 100,
      items: 4,
      itemsPerOrder: 1.33,
      newCustomers: 2,
      cancellations: 1,
      cancellationRate: 1 / 3,
      returns: 1,
      returnRate: 1 / 3,
      couponUses: 1,
      discount: 10,
      newsletterSignUps: 1,
    });
    expect(res.body.previous).toMatchObject({ revenue: 150, orders: 1, newCustomers: 1, cancellations: 0, returns: 0 });
    expect(res.body.days).toEqual([{ day: DAY, revenue, orders: 3, newCustomers: 2 }]);
    const kapida = placed[0]!.total + placed[2]!.total;
    expect(res.body.paymentMethods).toEqual([
      { method: 'KAPIDA_NAKIT', orders: 2, revenue: kapida, previousOrders: 0, previousRevenue: 0 },
      { method: 'KAPIDA_KART', orders: 0, revenue: 0, previousOrders: 0, previousRevenue: 0 },
      { method: 'HAVALE_EFT', orders: 1, revenue: placed[1]!.total, previousOrders: 1, previousRevenue: 150 },
    ]);
  });

  it('ranks products and categories by line revenue and by quantity, with their names', async () => {
    const { body } = await stats(DAY, DAY);
    const p1 = placed[0]!.lines[0]!.productId;
    const p2 = placed[1]!.lines[0]!.productId;
    expect(body.topProductsByRevenue).toEqual([
      { id: p1, name: names.p1, revenue: 300, quantity: 3 },
      { id: p2, name: names.p2, revenue: 50, quantity: 1 },
    ]);
    expect(body.topProductsByQuantity.map((r: { id: string }) => r.id)).toEqual([p1, p2]);
    expect(body.topCategoriesByRevenue.map((r: { id: string; revenue: number; quantity: number }) => [r.id, r.revenue, r.quantity])).toEqual([
      [names.c1, 350, 4],
      [names.c2, 300, 3],
    ]);
    expect(body.topCategoriesByRevenue[0].name).toMatch(/^İstatistik kategori A/);
  });

  it('reads a longer period: the days before DAY come back as zeros, the previous period sums its own', async () => {
    const { body } = await stats(addDays(DAY, -2), DAY);
    expect(body.days.map((d: { day: string; orders: number }) => [d.day, d.orders])).toEqual([
      [addDays(DAY, -2), 0],
      [addDays(DAY, -1), 1],
      [DAY, 3],
    ]);
    expect(body.current.orders).toBe(4);
    expect(body.current.revenue).toBe(150 + placed.reduce((s, o) => s + o.total, 0));
  });

  it('refuses a bad period with a Turkish 400', async () => {
    for (const [query, field] of [
      [`from=${DAY}&to=${addDays(DAY, -1)}`, 'from'],
      [`from=${addDays(DAY, -366)}&to=${DAY}`, 'to'],
      [`from=2026-02-30&to=2026-03-01`, 'from'],
      [`to=${DAY}`, 'from'],
    ] as const) {
      const res = await call(`/api/admin/statistics?${query}`, { as: 'ANALYST' });
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
      expect(res.body.message, query).toMatch(/[ıüşçğö]|gereklidir|tarih/);
    }
    expect((await stats(addDays(DAY, -365), DAY)).status).toBe(200);
  });

  it('answers the statistics roles only', async () => {
    for (const as of ['SUPER_ADMIN', 'ADMIN', 'MARKETING_MANAGER', 'ANALYST'] as const) expect((await stats(DAY, DAY, as)).status, as).toBe(200);
    for (const as of ['ORDER_MANAGER', 'PRODUCT_MANAGER', 'CUSTOMER_SERVICE'] as const) expect((await stats(DAY, DAY, as)).status, as).toBe(403);
    expect((await call(`/api/admin/statistics?from=${DAY}&to=${DAY}`)).status).toBe(401);
  });
});
