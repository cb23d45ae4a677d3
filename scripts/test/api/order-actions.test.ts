import { type Order, type Product, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetail, countStock, placeTestOrder, stockLevelOf, stockMovementsOf } from '../order-fixtures';
import { call, itemsWithPrefix, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

const act = (id: string, body: Record<string, unknown>, as: 'ORDER_MANAGER' | 'WAREHOUSE_MANAGER' | 'ADMIN' | 'ANALYST' = 'ORDER_MANAGER') =>
  call(`/api/admin/order/${id}/actions`, { as, method: 'POST', body });

let warehouse: Warehouse;
let product: Product;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  warehouse = await putWarehouse();
  product = await putProduct({ sizes: ['S', 'M', 'L'] });
  await countStock(product, [warehouse], 10);
});
afterAll(async () => cleanUp());

/** A new order of `quantities[i]` of the product's i-th variant, allocated in the test warehouse. */
const newOrder = (quantities: readonly number[], method: Order['paymentMethod'] = 'HAVALE_EFT'): Promise<Order> =>
  placeTestOrder(product, warehouse, { idPrefix: 'T', quantities, method });

describe('order actions', () => {
  it('walks a havale order through confirm, payment, partial and full shipment and delivery, moving stock once per step', async () => {
    const order = await newOrder([2, 1, 3]);
    const [s, m, l] = product.variants;
    expect(await stockLevelOf(s!.id, warehouse.id)).toMatchObject({ onHand: 10, allocated: 2, available: 8 });

    let res = await act(order.id, {
      action: 'SHIP',
      version: 1,
      carrierCode: 'YURTICI',
      trackingNumber: 'YK1',
      lines: [{ lineId: 'L1', quantity: 2 }],
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'Bu sipariş şu an kargoya verilemez.' } });

    res = await act(order.id, { action: 'CONFIRM', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'AWAITING_PAYMENT', version: 2 });

    res = await act(order.id, { action: 'SHIP', version: 2, carrierCode: 'YURTICI', trackingNumber: 'YK1', lines: [{ lineId: 'L1', quantity: 2 }] });
    expect(res).toMatchObject({ status: 409, body: { message: 'Havale/EFT ile ödenen bir sipariş, ödemesi alınmadan kargoya verilemez.' } });

    res = await act(order.id, { action: 'MARK_PAID', version: 2, reference: 'DEKONT-77' });
    expect(res.body.data).toMatchObject({ paymentStatus: 'PAID', payments: [{ kind: 'PAYMENT', amount: 600, reference: 'DEKONT-77' }] });

    // A retried request (same version) changes nothing twice.
    expect((await act(order.id, { action: 'MARK_PAID', version: 2, reference: 'DEKONT-77' })).status).toBe(409);

    res = await act(order.id, {
      action: 'SHIP',
      version: 3,
      carrierCode: 'YURTICI',
      trackingNumber: 'YK123',
      lines: [
        { lineId: 'L1', quantity: 2 },
        { lineId: 'L2', quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'PARTIALLY_SHIPPED',
      fulfillmentStatus: 'PARTIALLY_SHIPPED',
      shipments: [{ carrierName: 'Yurtiçi Kargo', trackingNumber: 'YK123', trackingUrl: expect.stringContaining('YK123') }],
    });
    expect(await stockLevelOf(s!.id, warehouse.id)).toMatchObject({ onHand: 8, allocated: 0, available: 8 });
    expect(await stockLevelOf(m!.id, warehouse.id)).toMatchObject({ onHand: 9, allocated: 0 });
    expect(await stockLevelOf(l!.id, warehouse.id)).toMatchObject({ onHand: 10, allocated: 3 });

    res = await act(order.id, { action: 'SHIP', version: 4, carrierCode: 'ARAS', trackingNumber: 'AR9', lines: [{ lineId: 'L3', quantity: 4 }] });
    expect(res).toMatchObject({
      status: 400,
      body: { field: 'lines.0.quantity', message: 'lines.0.quantity, kargoya verilmemiş miktarı (3) aşamaz.' },
    });
    expect((await adminOrderDetail(order.id)).version).toBe(4);

    res = await act(order.id, { action: 'SHIP', version: 4, carrierCode: 'ARAS', trackingNumber: 'AR9', lines: [{ lineId: 'L3', quantity: 3 }] });
    expect(res.body.data).toMatchObject({ status: 'SHIPPED', fulfillmentStatus: 'SHIPPED' });
    expect(await stockLevelOf(l!.id, warehouse.id)).toMatchObject({ onHand: 7, allocated: 0 });

    res = await act(order.id, { action: 'DELIVER', version: 5 });
    expect(res.body.data).toMatchObject({ status: 'DELIVERED', fulfillmentStatus: 'DELIVERED', version: 6 });

    const stored = await adminOrderDetail(order.id);
    expect(stored.lines.map((x) => [x.shippedQuantity, x.deliveredQuantity])).toEqual([
      [2, 2],
      [1, 1],
      [3, 3],
    ]);
    // The customer e-mails are sent from the outbox after each change (order-mail.test.ts follows them).
    expect(stored.events.filter((e) => !e.type.startsWith('EMAIL_')).map((e) => e.type)).toEqual([
      'DELIVERED',
      'STOCK',
      'SHIPPED',
      'STOCK',
      'SHIPPED',
      'PAYMENT_RECEIVED',
      'CONFIRMED',
      'PLACED',
    ]);
    expect((await stockMovementsOf(s!.id)).map((mv) => mv.kind)).toEqual(expect.arrayContaining(['ALLOCATION', 'SALE']));
  });

  it('releases stock exactly once when ten admins cancel the same order at once', async () => {
    const order = await newOrder([4]);
    const variant = product.variants[0]!;
    const before = await stockLevelOf(variant.id, warehouse.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(order.id, { action: 'CANCEL', version: 1, reason: 'Müşteri vazgeçti' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const after = await stockLevelOf(variant.id, warehouse.id);
    expect(after).toMatchObject({ onHand: before!.onHand, allocated: before!.allocated - 4 });
    const releases = (await stockMovementsOf(variant.id)).filter((mv) => mv.kind === 'RELEASE' && mv.note === `Sipariş #${order.id}`);
    expect(releases).toHaveLength(1);
    expect(await adminOrderDetail(order.id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'VOIDED', cancelReason: 'Müşteri vazgeçti' });
  });

  it('lets two admins ship at once: one succeeds, the other gets 409', async () => {
    const order = await newOrder([1]);
    expect((await act(order.id, { action: 'CONFIRM', version: 1 })).status).toBe(200);
    expect((await act(order.id, { action: 'MARK_PAID', version: 2 })).status).toBe(200);
    const ship = { action: 'SHIP', version: 3, carrierCode: 'MNG', trackingNumber: 'MNG1', lines: [{ lineId: 'L1', quantity: 1 }] };
    const [a, b] = await Promise.all([act(order.id, ship), act(order.id, ship, 'ADMIN')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await adminOrderDetail(order.id)).shipments).toHaveLength(1);
  });

  it('refuses money actions to a role without payments, bad bodies with 400 and writes nothing', async () => {
    const order = await newOrder([1]);
    // The order's own items: its receipt e-mail settles (MAIL#, EMAIL_SENT) on its own time.
    const orderItems = async () =>
      JSON.stringify(
        (await itemsWithPrefix(`ORDER#${order.id}`)).filter((i) => !String(i.sk).startsWith('MAIL#') && !String(i.type).startsWith('EMAIL_')),
      );
    const snapshot = await orderItems();
    expect(await act(order.id, { action: 'MARK_PAID', version: 1 }, 'WAREHOUSE_MANAGER')).toMatchObject({ status: 403 });
    expect(await act(order.id, { action: 'CONFIRM', version: 1 }, 'ANALYST')).toMatchObject({ status: 403 });
    expect(await act(order.id, { action: 'CANCEL', version: 1 })).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(await act(order.id, { action: 'FLY', version: 1 })).toMatchObject({ status: 400 });
    expect(await act(order.id, { action: 'CONFIRM', version: 7 })).toMatchObject({ status: 409 });
    expect(await act('yok-boyle', { action: 'CONFIRM', version: 1 })).toMatchObject({ status: 404, body: { message: 'Sipariş bulunamadı.' } });
    expect(await orderItems()).toBe(snapshot);
  });

  it('filters the list by status, payment and fulfilment, by date, and finds an order by number and customer', async () => {
    const order = await newOrder([1], 'KAPIDA_NAKIT');
    await act(order.id, { action: 'CONFIRM', version: 1 });
    const confirmed = await call(`/api/admin/order?status=CONFIRMED&paymentStatus=AWAITING_PAYMENT&limit=100`, { as: 'ORDER_MANAGER' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.map((o: Order) => o.id)).toContain(order.id);
    expect(confirmed.body.data.every((o: Order) => o.status === 'CONFIRMED' && o.paymentStatus === 'AWAITING_PAYMENT')).toBe(true);
    const awaiting = await call(`/api/admin/order?status=AWAITING_APPROVAL&limit=100`, { as: 'ORDER_MANAGER' });
    expect(awaiting.body.data.map((o: Order) => o.id)).not.toContain(order.id);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const dated = await call(`/api/admin/order?from=${today}&to=${today}&limit=100`, { as: 'ORDER_MANAGER' });
    expect(dated.body.data.map((o: Order) => o.id)).toContain(order.id);
    const old = await call(`/api/admin/order?from=2001-01-01&to=2001-01-02`, { as: 'ORDER_MANAGER' });
    expect(old.body.data.map((o: Order) => o.id)).not.toContain(order.id);
    const byNumber = await call(`/api/admin/order?q=${order.id}`, { as: 'ORDER_MANAGER' });
    expect(byNumber.body.data.map((o: Order) => o.id)).toEqual([order.id]);
    const byName = await call(`/api/admin/order?q=emine&status=CONFIRMED`, { as: 'ORDER_MANAGER' });
    expect(byName.body.data.map((o: Order) => o.id)).toContain(order.id);
    expect(await call(`/api/admin/order?status=NOPE`, { as: 'ORDER_MANAGER' })).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await call(`/api/admin/order?from=2026-02-03&to=2026-01-01`, { as: 'ORDER_MANAGER' })).toMatchObject({
      status: 400,
      body: { field: 'from' },
    });
  });
});
