import { returnSchema, type Order, type Product, type Return, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { deliveredOrder } from '../return-fixtures';
import { adminOrderDetail, countStock, stockLevelOf, stockMovementsOf } from '../order-fixtures';
import { call, itemsWithPrefix, tableItems, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

type Role = 'ORDER_MANAGER' | 'ADMIN' | 'SUPER_ADMIN' | 'ANALYST' | 'WAREHOUSE_MANAGER' | 'CUSTOMER_SERVICE';

const returnMovementsOf = async (variantId: string, returnId: string) =>
  (await stockMovementsOf(variantId)).filter((m) => m.kind === 'RETURN' && m.note === `İade ${returnId}`);
const create = (body: Record<string, unknown>, as: Role = 'ORDER_MANAGER') => call('/api/admin/returns', { as, method: 'POST', body });
const act = (id: string, body: Record<string, unknown>, as: Role = 'ORDER_MANAGER') =>
  call(`/api/admin/returns/${encodeURIComponent(id)}/actions`, { as, method: 'POST', body });
const mailsOf = async (orderId: string) =>
  (await itemsWithPrefix(`ORDER#${orderId}`)).filter((i) => String(i.sk).startsWith('MAIL#')).map((i) => i.kind);
/** What a refused request must leave as it was: the order, every return, the reason counters and the audit log. */
const snapshot = async (orderId: string) =>
  JSON.stringify(
    (await tableItems())
      .filter((i) => {
        const pk = String(i.pk);
        return (pk === `ORDER#${orderId}` && !String(i.sk).startsWith('MAIL#')) || pk.startsWith('RETURN') || pk.startsWith('AUDIT#return');
      })
      .sort((a, b) => `${String(a.pk)}${String(a.sk)}`.localeCompare(`${String(b.pk)}${String(b.sk)}`)),
  );

let warehouse: Warehouse;
let other: Warehouse;
let product: Product;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  warehouse = await putWarehouse();
  other = await putWarehouse();
  product = await putProduct({ sizes: ['S', 'M'] });
  await countStock(product, [warehouse, other], 10);
});
afterAll(async () => cleanUp());

/** A delivered, paid order of the test product: `quantities[i]` of its i-th variant from the test warehouse. */
const orderOfProduct = (quantities: readonly number[], deliveredDaysAgo = 2): Promise<Order> =>
  deliveredOrder({
    deliveredDaysAgo,
    lines: quantities.map((quantity, i) => {
      const v = product.variants[i]!;
      return { variantId: v.id, productId: product.id, sku: v.sku, warehouseId: warehouse.id, quantity };
    }),
  });

describe('İadeler', () => {
  it("holds the demo shop's three returns on its delivered orders, their quantities asked back or refunded on the orders", async () => {
    const requested = (await call('/api/admin/returns/R-1008-1', { as: 'ORDER_MANAGER' })).body.data;
    expect(requested).toMatchObject({ orderId: '1008', status: 'REQUESTED', lines: [{ reason: 'CHANGED_MIND' }] });
    expect((await call('/api/admin/returns/R-1011-1', { as: 'ORDER_MANAGER' })).body.data).toMatchObject({
      status: 'APPROVED',
      returnCode: 'YK1011IADE',
      lines: [{ reason: 'DEFECTIVE', note: 'Dikişi sökük geldi.' }],
    });
    const order = await adminOrderDetail('1008');
    expect(order.lines[0]?.returnRequestedQuantity).toBe(requested.lines[0].quantity);
    expect(order.events[0]).toMatchObject({ type: 'RETURN' });

    // The last completed order's return went the whole way: arrived broken (not restocked), refunded by bank transfer.
    const refunded = returnSchema.parse((await call('/api/admin/returns/R-1012-1', { as: 'ORDER_MANAGER' })).body.data);
    expect(refunded).toMatchObject({
      orderId: '1012',
      status: 'REFUNDED',
      refund: { method: 'BANK_TRANSFER', iban: 'TR330006100519786457841326', reference: 'IADE-1012' },
    });
    expect(refunded.lines).toMatchObject([{ reason: 'DEFECTIVE', restock: false }]);
    const completed = await adminOrderDetail('1012');
    expect(completed.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(completed.lines[0]?.returnedQuantity).toBe(refunded.lines[0]?.quantity);
    expect(completed.payments.filter((p) => p.kind === 'REFUND')).toMatchObject([{ amount: refunded.refund?.amount, returnId: 'R-1012-1' }]);
    // On its timeline (not necessarily last: other files may add notes to this demo order).
    expect(completed.events.map((e) => e.type)).toContain('REFUNDED');
    // It is found by the status × payment pair as well.
    const pair = await call('/api/admin/order?status=COMPLETED&paymentStatus=PARTIALLY_REFUNDED&limit=100', { as: 'ORDER_MANAGER' });
    expect(pair.body.data.map((o: Order) => o.id)).toContain('1012');
  });

  it('walks a return from request to close: counters, restock of the sellable part only, refund, e-mails, timeline', async () => {
    const order = await orderOfProduct([3, 1]);
    const [s, m] = product.variants;
    let res = await create({
      orderId: order.id,
      lines: [
        { orderLineId: 'L1', quantity: 3, reason: 'SIZE_TOO_SMALL' },
        { orderLineId: 'L2', quantity: 1, reason: 'OTHER', note: 'Kumaşı beğenmedi' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made: Return = returnSchema.parse(res.body.data);
    expect(made).toMatchObject({ id: `R-${order.id}-1`, status: 'REQUESTED', version: 1, customerName: 'İade Müşterisi', outsideWindow: false });
    expect((await adminOrderDetail(order.id)).lines.map((l) => l.returnRequestedQuantity)).toEqual([3, 1]);

    // Nothing more is left to return of these lines while the return is open.
    res = await create({ orderId: order.id, lines: [{ orderLineId: 'L2', quantity: 1, reason: 'DEFECTIVE' }] });
    expect(res).toMatchObject({ status: 400, body: { field: 'lines.0.quantity' } });

    expect((await call(`/api/admin/returns/${made.id}`, { as: 'ANALYST' })).body.data).toMatchObject({
      id: made.id,
      lines: [{ sku: s!.sku }, { sku: m!.sku }],
    });
    const listed = async (query: string) =>
      ((await call(`/api/admin/returns?${query}`, { as: 'CUSTOMER_SERVICE' })).body.data as Return[]).map((r) => r.id);
    expect(await listed('status=REQUESTED&limit=100')).toContain(made.id);
    expect(await listed('status=APPROVED&limit=100')).not.toContain(made.id);
    expect(await listed('reason=OTHER&limit=100')).toContain(made.id);
    expect(await listed('status=REQUESTED&reason=DEFECTIVE&limit=100')).not.toContain(made.id);
    expect(await listed(`q=${order.id}`)).toEqual([made.id]);
    expect(await listed('q=İade Müşterisi&limit=100')).toContain(made.id);

    res = await act(made.id, { action: 'APPROVE', version: 1, returnCode: 'YK-IADE-1' });
    expect(res.body.data).toMatchObject({ status: 'APPROVED', returnCode: 'YK-IADE-1', version: 2 });
    expect(await mailsOf(order.id)).toContain('RETURN_APPROVED');
    res = await act(made.id, { action: 'MARK_IN_TRANSIT', version: 2 });
    expect(res.body.data).toMatchObject({ status: 'IN_TRANSIT', version: 3 });

    const before = { s: await stockLevelOf(s!.id, other.id), m: await stockLevelOf(m!.id, warehouse.id) };
    res = await act(made.id, {
      action: 'RECEIVE',
      version: 3,
      lines: [
        { orderLineId: 'L1', receivedQuantity: 3, damagedQuantity: 1, restock: true, warehouseId: other.id },
        { orderLineId: 'L2', receivedQuantity: 1, damagedQuantity: 0, restock: false },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'RECEIVED',
      lines: [{ receivedQuantity: 3, damagedQuantity: 1, restock: true, restockWarehouseId: other.id }, { restock: false }],
    });
    // Two sellable pieces of S went back into the chosen warehouse; the unrestocked M moved nothing.
    expect(await stockLevelOf(s!.id, other.id)).toMatchObject({ onHand: Number(before.s!.onHand) + 2 });
    expect(await stockLevelOf(m!.id, warehouse.id)).toMatchObject({ onHand: before.m!.onHand });
    expect((await returnMovementsOf(s!.id, made.id)).map((mv) => [mv.warehouseId, mv.delta])).toEqual([[other.id, 2]]);
    expect(await returnMovementsOf(m!.id, made.id)).toEqual([]);
    let stored = await adminOrderDetail(order.id);
    expect(stored.lines.map((l) => [l.returnRequestedQuantity, l.returnedQuantity])).toEqual([
      [0, 3],
      [0, 1],
    ]);

    // A role without payments:manage never reaches the money; more than was paid is a 400 that writes nothing.
    expect(await act(made.id, { action: 'REFUND', version: 4, amount: 10, method: 'ORIGINAL' }, 'WAREHOUSE_MANAGER')).toMatchObject({ status: 403 });
    const kept = await snapshot(order.id);
    expect(await act(made.id, { action: 'REFUND', version: 4, amount: 400.01, method: 'ORIGINAL' })).toMatchObject({
      status: 400,
      body: { field: 'amount' },
    });
    expect(await act(made.id, { action: 'REFUND', version: 4, amount: 50, method: 'BANK_TRANSFER', iban: 'TR12' })).toMatchObject({
      status: 400,
      body: { field: 'iban' },
    });
    expect(await snapshot(order.id)).toBe(kept);

    res = await act(made.id, {
      action: 'REFUND',
      version: 4,
      amount: 300,
      includeShipping: false,
      method: 'BANK_TRANSFER',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      reference: 'EFT-9',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'REFUNDED', refund: { amount: 300, method: 'BANK_TRANSFER', iban: 'TR330006100519786457841326' } });
    stored = await adminOrderDetail(order.id);
    expect(stored.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(stored.payments.at(-1)).toMatchObject({ kind: 'REFUND', amount: 300, returnId: made.id, reference: 'EFT-9' });
    expect(await mailsOf(order.id)).toEqual(expect.arrayContaining(['RETURN_APPROVED', 'REFUNDED']));
    expect(stored.events.filter((e) => e.type === 'RETURN' || e.type === 'REFUNDED').map((e) => e.type)).toEqual([
      'REFUNDED',
      'RETURN',
      'RETURN',
      'RETURN',
      'RETURN',
    ]);

    res = await act(made.id, { action: 'CLOSE', version: 5 });
    expect(res.body.data).toMatchObject({ status: 'CLOSED', version: 6 });
    expect(res.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'REQUESTED',
      'APPROVED',
      'IN_TRANSIT',
      'RECEIVED',
      'REFUNDED',
      'CLOSED',
    ]);
  });

  it('refunds the whole balance to REFUNDED', async () => {
    const order = await orderOfProduct([1]);
    const { id } = (await create({ orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] })).body.data;
    await act(id, { action: 'APPROVE', version: 1, returnCode: 'R1' });
    await act(id, { action: 'RECEIVE', version: 2, lines: [{ orderLineId: 'L1', receivedQuantity: 1, damagedQuantity: 1, restock: true }] });
    expect(await returnMovementsOf(product.variants[0]!.id, id)).toEqual([]);
    expect((await act(id, { action: 'REFUND', version: 3, amount: 100, method: 'ORIGINAL' }, 'ADMIN')).status).toBe(200);
    expect((await adminOrderDetail(order.id)).paymentStatus).toBe('REFUNDED');
  });

  it('keeps the return window: outside it a 409 that writes nothing, unless confirmed', async () => {
    const order = await orderOfProduct([1], 20);
    const body = { orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] };
    const kept = await snapshot(order.id);
    const res = await create(body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Bu siparişin iade süresi (teslimattan sonra 14 gün) dolmuş. Yine de iade oluşturmak için süre dışı iadeyi onaylayın.',
    );
    expect(await snapshot(order.id)).toBe(kept);
    const confirmed = await create({ ...body, confirmOutsideWindow: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({ outsideWindow: true });
  });

  it('refuses bad requests with 400 naming the field, and writes nothing', async () => {
    const order = await orderOfProduct([2]);
    const kept = await snapshot(order.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 3, reason: 'DEFECTIVE' }] }, 'lines.0.quantity'],
      [{ orderId: order.id, lines: [{ orderLineId: 'L9', quantity: 1, reason: 'DEFECTIVE' }] }, 'lines.0.orderLineId'],
      [{ orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'BORED' }] }, 'lines.0.reason'],
      [{ orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'OTHER' }] }, 'lines.0.note'],
      [{ orderId: order.id, lines: [] }, 'lines'],
    ];
    for (const [body, field] of cases) expect(await create(body), field).toMatchObject({ status: 400, body: { field } });
    expect(await create({ orderId: 'yok-boyle', lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] })).toMatchObject({ status: 404 });
    expect(await create({ orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] }, 'ANALYST')).toMatchObject({
      status: 403,
    });
    expect(await snapshot(order.id)).toBe(kept);
  });

  it('refuses a return of an order not yet delivered, a stale version and an impossible move with 409', async () => {
    const shipped = await orderOfProduct([1]);
    const undelivered = { ...shipped, id: `${shipped.id}U`, status: 'SHIPPED' as const, fulfillmentStatus: 'SHIPPED' as const };
    undelivered.lines = undelivered.lines.map((l) => ({ ...l, deliveredQuantity: 0 }));
    undelivered.shipments = undelivered.shipments.map(({ deliveredAt: _d, ...s }) => s);
    await putOrders([undelivered]);
    expect(await create({ orderId: undelivered.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] })).toMatchObject({
      status: 409,
      body: { message: 'Yalnızca teslim edilmiş (ya da kısmen teslim edilmiş) bir sipariş için iade oluşturulabilir.' },
    });

    const { id } = (await create({ orderId: shipped.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] })).body.data;
    const kept = await snapshot(shipped.id);
    expect(await act(id, { action: 'APPROVE', version: 2, returnCode: 'X1' })).toMatchObject({ status: 409 });
    expect(await act(id, { action: 'RECEIVE', version: 1, lines: [{ orderLineId: 'L1', receivedQuantity: 1, restock: false }] })).toMatchObject({
      status: 409,
      body: { message: 'Yalnızca onaylanmış ya da yolda olan bir iade teslim alınabilir.' },
    });
    expect(await act(id, { action: 'FLY', version: 1 })).toMatchObject({ status: 400, body: { field: 'action' } });
    expect(await act('R-yok-1', { action: 'CANCEL', version: 1 })).toMatchObject({ status: 404, body: { message: 'İade bulunamadı.' } });
    expect(await snapshot(shipped.id)).toBe(kept);

    // Cancelling gives the quantity back to the order: it can be asked for again.
    expect((await act(id, { action: 'CANCEL', version: 1 })).body.data).toMatchObject({ status: 'CANCELLED' });
    expect((await adminOrderDetail(shipped.id)).lines[0]).toMatchObject({ returnRequestedQuantity: 0 });
    expect((await create({ orderId: shipped.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] })).body.data.id).toBe(
      `R-${shipped.id}-2`,
    );
  });

  it('lets five admins receive one return at once: one succeeds, the stock comes back once', async () => {
    const order = await orderOfProduct([2]);
    const variant = product.variants[0]!;
    const { id } = (await create({ orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 2, reason: 'SIZE_TOO_LARGE' }] })).body.data;
    await act(id, { action: 'APPROVE', version: 1, returnCode: 'C1' });
    const before = await stockLevelOf(variant.id, warehouse.id);
    const receive = { action: 'RECEIVE', version: 2, lines: [{ orderLineId: 'L1', receivedQuantity: 2, damagedQuantity: 0, restock: true }] };
    const answers = await Promise.all(
      (['ORDER_MANAGER', 'ADMIN', 'SUPER_ADMIN', 'ORDER_MANAGER', 'ADMIN'] as const).map((as) => act(id, receive, as)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockLevelOf(variant.id, warehouse.id)).toMatchObject({ onHand: Number(before!.onHand) + 2 });
    expect(await returnMovementsOf(variant.id, id)).toHaveLength(1);
    expect((await adminOrderDetail(order.id)).lines[0]).toMatchObject({ returnedQuantity: 2, returnRequestedQuantity: 0 });
  });

  it('counts returned lines per reason for a period, from the counters written with each return', async () => {
    const day = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const figures = async () =>
      (await call(`/api/admin/returns/reasons?from=${day}&to=${day}`, { as: 'ANALYST' })).body.data as {
        reason: string;
        lines: number;
        quantity: number;
      }[];
    const before = await figures();
    expect(before.map((f) => f.reason)).toEqual([
      'SIZE_TOO_SMALL',
      'SIZE_TOO_LARGE',
      'LOOKS_DIFFERENT',
      'DEFECTIVE',
      'WRONG_ITEM',
      'MISSING_ITEM',
      'CHANGED_MIND',
      'OTHER',
    ]);
    const order = await orderOfProduct([2, 1]);
    await create({
      orderId: order.id,
      lines: [
        { orderLineId: 'L1', quantity: 2, reason: 'WRONG_ITEM' },
        { orderLineId: 'L2', quantity: 1, reason: 'WRONG_ITEM' },
      ],
    });
    const after = await figures();
    const wrong = (list: typeof before) => list.find((f) => f.reason === 'WRONG_ITEM')!;
    expect(wrong(after)).toEqual({ reason: 'WRONG_ITEM', lines: wrong(before).lines + 2, quantity: wrong(before).quantity + 3 });
    expect((await call('/api/admin/returns/reasons?from=2026-02-01&to=2026-01-01', { as: 'ANALYST' })).status).toBe(400);
    expect((await call('/api/admin/returns/reasons', { as: 'ANALYST' })).status).toBe(400);
  });
});
