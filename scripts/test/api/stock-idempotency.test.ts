import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { productKey, stockLevelKey, type Product, type StockMovement, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, itemsWithPrefix, runtime, tableClient, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

const move = (body: Record<string, unknown>) => call('/api/admin/stock/movements', { as: 'WAREHOUSE_MANAGER', method: 'POST', body });

const read = async (key: Record<string, unknown>) => {
  const db = tableClient();
  const out = await db.send(new GetCommand({ TableName: runtime().tableName, Key: key, ConsistentRead: true }));
  db.destroy();
  return out.Item;
};
const onHand = async (variantId: string, warehouseId: string) => Number((await read(stockLevelKey(variantId, warehouseId)))?.onHand ?? 0);
const ledger = async (variantId: string) => (await itemsWithPrefix(`STOCK#${variantId}`)).filter((i) => String(i.sk).startsWith('MOVE#'));
const stockOf = async (product: Product) => Number((await read(productKey(product.id)))?.stock);

let a: Warehouse;
let b: Warehouse;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  [a, b] = await Promise.all([putWarehouse(), putWarehouse()]);
});
afterAll(async () => cleanUp());

let n = 0;
const key = () => `deneme-${Date.now().toString(36)}-${n++}`;

describe('stock movements with an idempotency key', () => {
  it('answers a retry with the first result and changes stock once', async () => {
    const product = await putProduct();
    const variant = product.variants[0]!;
    const body = { kind: 'ADJUSTMENT', variantId: variant.id, warehouseId: a.id, quantity: 7, reason: 'RECEIVED', idempotencyKey: key() };
    const first = await move(body);
    expect(first.status).toBe(201);
    const again = await move(body);
    expect(again).toEqual(first);
    expect(await onHand(variant.id, a.id)).toBe(7);
    expect(await stockOf(product)).toBe(7);
    expect(await ledger(variant.id)).toHaveLength(1);
  });

  it('changes stock exactly once when 5 sends of one transfer arrive at the same time, all answered alike', async () => {
    const product = await putProduct();
    const variant = product.variants[0]!;
    expect((await move({ kind: 'COUNT', variantId: variant.id, warehouseId: a.id, quantity: 20 })).status).toBe(201);
    const body = { kind: 'TRANSFER', variantId: variant.id, warehouseId: a.id, toWarehouseId: b.id, quantity: 3, idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => move(body)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = answers.map((r) => (r.body.data as StockMovement[]).map((m) => m.id).join());
    expect(new Set(ids).size).toBe(1);
    expect([await onHand(variant.id, a.id), await onHand(variant.id, b.id)]).toEqual([17, 3]);
    // The count and one transfer (out and in).
    expect(await ledger(variant.id)).toHaveLength(3);
    expect(await stockOf(product)).toBe(20);
  });

  it('refuses the same key with a different body (409), and an over-long key (400), writing nothing', async () => {
    const product = await putProduct();
    const variant = product.variants[0]!;
    const used = key();
    expect(
      (await move({ kind: 'ADJUSTMENT', variantId: variant.id, warehouseId: a.id, quantity: 2, reason: 'RECEIVED', idempotencyKey: used })).status,
    ).toBe(201);
    const before = JSON.stringify(await itemsWithPrefix(`STOCK#${variant.id}`));
    expect(
      await move({ kind: 'ADJUSTMENT', variantId: variant.id, warehouseId: a.id, quantity: 5, reason: 'RECEIVED', idempotencyKey: used }),
    ).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: 'idempotencyKey daha önce farklı bir istek için kullanıldı; her yeni işlem için yeni bir anahtar gönderin.',
      },
    });
    const long = await move({
      kind: 'ADJUSTMENT',
      variantId: variant.id,
      warehouseId: a.id,
      quantity: 5,
      reason: 'RECEIVED',
      idempotencyKey: 'x'.repeat(65),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('idempotencyKey en fazla 64 karakter olabilir.');
    expect(JSON.stringify(await itemsWithPrefix(`STOCK#${variant.id}`))).toBe(before);
    expect(await onHand(variant.id, a.id)).toBe(2);
  });

  it('keeps keys apart per admin: the same key from another admin is a request of its own', async () => {
    const product = await putProduct();
    const variant = product.variants[0]!;
    const shared = key();
    const body = { kind: 'ADJUSTMENT', variantId: variant.id, warehouseId: a.id, quantity: 1, reason: 'RECEIVED', idempotencyKey: shared };
    expect((await move(body)).status).toBe(201);
    expect((await call('/api/admin/stock/movements', { as: 'SUPER_ADMIN', method: 'POST', body })).status).toBe(201);
    expect(await onHand(variant.id, a.id)).toBe(2);
  });
});
