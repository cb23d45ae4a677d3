import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { upgradeOrders } from '@shop/functions/domain/orders/upgrade-orders';
import { orderPairFinderKey, orderPairFinderList, type Order, type OrderSummary, type Product, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStock, placeTestOrder, readItem } from '../order-fixtures';
import { deliveredOrder } from '../return-fixtures';
import { call, runtime, tableClient, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

/*
 * Status and payment filtered together read the pair's own finder list (FIND#STATUS_PAYMENT): the
 * answer must be exactly the orders of the whole list with that pair, after every kind of change
 * (an order action, a return's refund), and the data upgrade writes the finder for orders stored
 * before it.
 */

let warehouse: Warehouse;
let product: Product;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  warehouse = await putWarehouse();
  product = await putProduct({ sizes: ['S'] });
  await countStock(product, [warehouse], 20);
});
afterAll(async () => cleanUp());

const orderAction = async (id: string, body: Record<string, unknown>) => {
  const res = await call(`/api/admin/order/${id}/actions`, { as: 'ORDER_MANAGER', method: 'POST', body });
  expect(res.status).toBe(200);
};
const returnAction = async (id: string, body: Record<string, unknown>) => {
  const res = await call(`/api/admin/returns/${encodeURIComponent(id)}/actions`, { as: 'ORDER_MANAGER', method: 'POST', body });
  expect(res.status).toBe(200);
};

/** Every row of a list, following its cursor, a few rows a page so the pair list's cursor is used too. */
const allRows = async (query: string): Promise<OrderSummary[]> => {
  const rows: OrderSummary[] = [];
  let cursor: string | undefined;
  do {
    const res = await call(`/api/admin/order?limit=3${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as: 'ORDER_MANAGER' });
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return rows;
};

/** The pair filter's answer, and what the whole list says it must be (same ids, newest first). */
const pairAgainstWholeList = async (status: Order['status'], paymentStatus: Order['paymentStatus']) => {
  const [filtered, whole] = await Promise.all([allRows(`&status=${status}&paymentStatus=${paymentStatus}`), allRows('')]);
  return {
    filtered: filtered.map((o) => o.id),
    expected: whole.filter((o) => o.status === status && o.paymentStatus === paymentStatus).map((o) => o.id),
  };
};

describe('order list by status and payment together', () => {
  it('answers exactly the orders with the pair after order actions and a refund', async () => {
    const placed = await placeTestOrder(product, warehouse, { idPrefix: 'PF', quantities: [1], method: 'HAVALE_EFT' });
    const paidToo = await placeTestOrder(product, warehouse, { idPrefix: 'PF', quantities: [1], method: 'HAVALE_EFT' });
    await orderAction(placed.id, { action: 'CONFIRM', version: 1 });
    await orderAction(paidToo.id, { action: 'CONFIRM', version: 1 });
    await orderAction(paidToo.id, { action: 'MARK_PAID', version: 2, reference: 'DEKONT-PF' });

    let pair = await pairAgainstWholeList('CONFIRMED', 'AWAITING_PAYMENT');
    expect(pair.filtered).toEqual(pair.expected);
    expect(pair.filtered).toContain(placed.id);
    expect(pair.filtered).not.toContain(paidToo.id);
    pair = await pairAgainstWholeList('CONFIRMED', 'PAID');
    expect(pair.filtered).toEqual(pair.expected);
    expect(pair.filtered).toContain(paidToo.id);
    // The order left its old pair's list in the same write.
    expect((await pairAgainstWholeList('AWAITING_APPROVAL', 'AWAITING_PAYMENT')).filtered).not.toContain(placed.id);

    // A return refunded in part moves a delivered order from Ödendi to Kısmen iade edildi.
    const delivered = await deliveredOrder({
      lines: [{ variantId: product.variants[0]!.id, productId: product.id, sku: product.variants[0]!.sku, warehouseId: warehouse.id, quantity: 2 }],
    });
    const made = await call('/api/admin/returns', {
      as: 'ORDER_MANAGER',
      method: 'POST',
      body: { orderId: delivered.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] },
    });
    expect(made.status).toBe(201);
    const returnId = String(made.body.data.id);
    await returnAction(returnId, { action: 'APPROVE', version: 1, returnCode: 'PF1' });
    await returnAction(returnId, {
      action: 'RECEIVE',
      version: 2,
      lines: [{ orderLineId: 'L1', receivedQuantity: 1, damagedQuantity: 0, restock: false }],
    });
    await returnAction(returnId, { action: 'REFUND', version: 3, amount: 100, method: 'ORIGINAL' });

    pair = await pairAgainstWholeList('DELIVERED', 'PARTIALLY_REFUNDED');
    expect(pair.filtered).toEqual(pair.expected);
    expect(pair.filtered).toContain(delivered.id);
    expect((await pairAgainstWholeList('DELIVERED', 'PAID')).filtered).not.toContain(delivered.id);

    // A pair no order has is an empty page with no cursor: its own list is empty, nothing is read through.
    const none = await call('/api/admin/order?status=COMPLETED&paymentStatus=AWAITING_PAYMENT', { as: 'ORDER_MANAGER' });
    expect(none.body).toEqual({ data: [] });
  });

  it('narrows the pair by fulfilment and by days as well', async () => {
    const order = await placeTestOrder(product, warehouse, { idPrefix: 'PF', quantities: [1], method: 'KAPIDA_NAKIT' });
    await orderAction(order.id, { action: 'CONFIRM', version: 1 });
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const ids = async (query: string) => (await allRows(query)).map((o) => o.id);
    expect(await ids(`&status=CONFIRMED&paymentStatus=AWAITING_PAYMENT&fulfillmentStatus=UNFULFILLED&from=${today}&to=${today}`)).toContain(order.id);
    expect(await ids(`&status=CONFIRMED&paymentStatus=AWAITING_PAYMENT&fulfillmentStatus=SHIPPED`)).not.toContain(order.id);
    expect(await ids(`&status=CONFIRMED&paymentStatus=AWAITING_PAYMENT&from=2001-01-01&to=2001-01-02`)).toEqual([]);
  });

  it('is backfilled by the order upgrade for orders stored without it, once', async () => {
    const order = await placeTestOrder(product, warehouse, { idPrefix: 'PF', quantities: [1], method: 'HAVALE_EFT' });
    await orderAction(order.id, { action: 'CONFIRM', version: 1 });
    // As an order stored before the pair finder existed: everything but that finder.
    const db = tableClient();
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: orderPairFinderKey(order.id) }));
    db.destroy();
    expect(await readItem(orderPairFinderKey(order.id))).toBeUndefined();
    expect((await allRows('&status=CONFIRMED&paymentStatus=AWAITING_PAYMENT')).map((o) => o.id)).not.toContain(order.id);

    const first = await upgradeOrders(warehouse.id);
    expect(first.pairFinders).toBeGreaterThanOrEqual(1);
    expect(await readItem(orderPairFinderKey(order.id))).toMatchObject({
      gsi1pk: orderPairFinderList('CONFIRMED', 'AWAITING_PAYMENT'),
      id: order.id,
      status: 'CONFIRMED',
      paymentStatus: 'AWAITING_PAYMENT',
      version: 2,
    });
    const pair = await pairAgainstWholeList('CONFIRMED', 'AWAITING_PAYMENT');
    expect(pair.filtered).toEqual(pair.expected);
    expect(pair.filtered).toContain(order.id);
    expect(await upgradeOrders(warehouse.id)).toEqual({ upgraded: 0, pairFinders: 0 });
  });
});
