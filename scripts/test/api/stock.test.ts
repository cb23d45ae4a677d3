import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { productKey, stockImportKey, stockLevelKey, stockMovementSchema, type Product, type StockMovement, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewCount } from '@shop/functions/domain/stock/count-import-run';
import { writeCountImport } from '@shop/functions/domain/stock/count-import-write';
import { count, DEFAULT_UNIT, EMPTY_LEVEL } from '@shop/functions/domain/stock/level-change';
import { startImport, writeImportChunk } from '@shop/functions/repositories/stock-import-repository';
import { call, itemsWithPrefix, runtime, tableClient, useRuntimeTable } from '../runtime-client';
import { putProduct, putStockType, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

const move = (body: Record<string, unknown>) => call('/api/admin/stock/movements', { as: 'WAREHOUSE_MANAGER', method: 'POST', body });

const read = async (key: Record<string, unknown>) => {
  const db = tableClient();
  const out = await db.send(new GetCommand({ TableName: runtime().tableName, Key: key, ConsistentRead: true }));
  db.destroy();
  return out.Item;
};
const levelOf = (variantId: string, warehouseId: string) => read(stockLevelKey(variantId, warehouseId));
const stockOf = async (product: Product) => Number((await read(productKey(product.id)))?.stock);
const ledger = async (variantId: string): Promise<StockMovement[]> =>
  (await itemsWithPrefix(`STOCK#${variantId}`))
    .filter((i) => i.pk === `STOCK#${variantId}` && String(i.sk).startsWith('MOVE#'))
    .map((i) => stockMovementSchema.parse(i));
/** Each variant's ledger deltas, for the product's variants. */
const movesOf = async (product: Product): Promise<Map<string, number[]>> => {
  const moves = new Map<string, number[]>();
  for (const item of await itemsWithPrefix(`STOCK#${product.id}_`))
    if (String(item.sk).startsWith('MOVE#')) moves.set(String(item.variantId), [...(moves.get(String(item.variantId)) ?? []), Number(item.delta)]);
  return moves;
};
/** Moves an import's start back in time, as if it had been started that long ago. */
const backdate = async (importId: string, byMs: number) => {
  const db = tableClient();
  const at = new Date(Date.now() - byMs).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: runtime().tableName,
      Key: stockImportKey(importId),
      UpdateExpression: 'SET #at = :at, gsi1sk = :sk',
      ExpressionAttributeNames: { '#at': 'at' },
      ExpressionAttributeValues: { ':at': at, ':sk': `${at}#${importId}` },
    }),
  );
  db.destroy();
};
/** What a refused request must leave untouched: the variant's partition and its product. */
const snapshot = async (product: Product) => JSON.stringify([await itemsWithPrefix(`STOCK#${product.id}`), await read(productKey(product.id))]);

let a: Warehouse;
let b: Warehouse;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  [a, b] = await Promise.all([putWarehouse(), putWarehouse()]);
});
// The files after this one share the table: its warehouses (with stock), products and ledger go.
afterAll(async () => cleanUp());

describe('stock movements', () => {
  it('counts, adjusts and transfers, each with its movements, and keeps the product stock', async () => {
    const product = await putProduct();
    const s = product.variants[0]!;
    const counted = await move({ kind: 'COUNT', variantId: s.id, warehouseId: a.id, quantity: 10 });
    expect(counted.status).toBe(201);
    expect(counted.body.data).toMatchObject([{ kind: 'COUNT', delta: 10, onHandAfter: 10, sku: s.sku, by: { name: expect.any(String) } }]);
    const adjusted = await move({ kind: 'ADJUSTMENT', variantId: s.id, warehouseId: a.id, quantity: -3, reason: 'DAMAGED', note: 'Kırık' });
    expect(adjusted.body.data).toMatchObject([{ kind: 'ADJUSTMENT', delta: -3, onHandAfter: 7, reason: 'DAMAGED', note: 'Kırık' }]);
    const moved = await move({ kind: 'TRANSFER', variantId: s.id, warehouseId: a.id, toWarehouseId: b.id, quantity: 4 });
    expect(moved.status).toBe(201);
    const [out, into] = moved.body.data as StockMovement[];
    expect(out).toMatchObject({ kind: 'TRANSFER_OUT', warehouseId: a.id, otherWarehouseId: b.id, delta: -4, onHandAfter: 3 });
    expect(into).toMatchObject({ kind: 'TRANSFER_IN', warehouseId: b.id, otherWarehouseId: a.id, delta: 4, onHandAfter: 4 });
    expect(out!.transferId).toBeDefined();
    expect(into!.transferId).toBe(out!.transferId);
    expect(await levelOf(s.id, a.id)).toMatchObject({ onHand: 3, available: 3, version: 3, low: true });
    expect(await levelOf(s.id, b.id)).toMatchObject({ onHand: 4, version: 1 });
    expect(await stockOf(product)).toBe(7);
    const variantLedger = await call(`/api/admin/stock/movements?variantId=${s.id}`, { as: 'PRODUCT_MANAGER' });
    expect(variantLedger.body.data.map((m: StockMovement) => m.kind).slice(2)).toEqual(['ADJUSTMENT', 'COUNT']);
    expect(variantLedger.body.data).toHaveLength(4);
    const inA = await call(`/api/admin/stock/movements?variantId=${s.id}&warehouseId=${a.id}&limit=2`, { as: 'WAREHOUSE_MANAGER' });
    expect(inA.body.data.map((m: StockMovement) => m.kind)).toEqual(['TRANSFER_OUT', 'ADJUSTMENT']);
    const pageTwo = await call(`/api/admin/stock/movements?variantId=${s.id}&warehouseId=${a.id}&limit=2&cursor=${inA.body.nextCursor}`, {
      as: 'WAREHOUSE_MANAGER',
    });
    expect(pageTwo.body.data.map((m: StockMovement) => m.kind)).toEqual(['COUNT']);
    const warehouseB = await call(`/api/admin/stock/movements?warehouseId=${b.id}`, { as: 'WAREHOUSE_MANAGER' });
    expect(warehouseB.body.data.map((m: StockMovement) => m.id)).toContain(into!.id);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const product = await putProduct();
    const s = product.variants[0]!;
    await move({ kind: 'COUNT', variantId: s.id, warehouseId: a.id, quantity: 2 });
    const before = await snapshot(product);
    const refusals: [Record<string, unknown>, string][] = [
      [{ kind: 'ADJUSTMENT', variantId: s.id, warehouseId: a.id, quantity: -3, reason: 'LOST' }, 'quantity'],
      [{ kind: 'ADJUSTMENT', variantId: s.id, warehouseId: a.id, quantity: 1 }, 'reason'],
      [{ kind: 'ADJUSTMENT', variantId: s.id, warehouseId: a.id, quantity: 1.5, reason: 'FOUND' }, 'quantity'],
      [{ kind: 'COUNT', variantId: s.id, warehouseId: a.id, quantity: -1 }, 'quantity'],
      [{ kind: 'TRANSFER', variantId: s.id, warehouseId: a.id, toWarehouseId: b.id, quantity: 3 }, 'quantity'],
      [{ kind: 'TRANSFER', variantId: s.id, warehouseId: a.id, toWarehouseId: a.id, quantity: 1 }, 'toWarehouseId'],
    ];
    for (const [body, field] of refusals) {
      const res = await move(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await move({ kind: 'COUNT', variantId: `${product.id}_XL`, warehouseId: a.id, quantity: 1 })).status).toBe(404);
    expect(await snapshot(product)).toBe(before);
    // Only NEGATIVE_CORRECTION may take on hand below zero.
    const negative = await move({ kind: 'ADJUSTMENT', variantId: s.id, warehouseId: a.id, quantity: -3, reason: 'NEGATIVE_CORRECTION' });
    expect(negative.body.data).toMatchObject([{ onHandAfter: -1 }]);
    expect(await stockOf(product)).toBe(-1);
  });

  it('takes decimals only where the unit allows them, and refuses untracked units', async () => {
    const kg = await putProduct({ stockTypeId: await putStockType({ allowDecimals: true, tracked: true }) });
    expect((await move({ kind: 'COUNT', variantId: kg.variants[0]!.id, warehouseId: a.id, quantity: 1.25 })).body.data).toMatchObject([
      { onHandAfter: 1.25 },
    ]);
    const service = await putProduct({ stockTypeId: await putStockType({ allowDecimals: false, tracked: false, name: 'Hizmet' }) });
    expect((await move({ kind: 'COUNT', variantId: service.variants[0]!.id, warehouseId: a.id, quantity: 1 })).status).toBe(400);
  });

  it('loses none of 20 concurrent adjustments of one level', async () => {
    const product = await putProduct();
    const s = product.variants[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move({ kind: 'ADJUSTMENT', variantId: s.id, warehouseId: a.id, quantity: 1, reason: 'RECEIVED' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await levelOf(s.id, a.id)).toMatchObject({ onHand: 20, version: 20 });
    const moves = await ledger(s.id);
    expect(moves).toHaveLength(20);
    expect(moves.map((m) => m.onHandAfter).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await stockOf(product)).toBe(20);
  }, 60_000);
});

describe('stock list', () => {
  it('lists a warehouse by SKU, pages, searches by SKU or product name and keeps low ones', async () => {
    const w = await putWarehouse();
    const product = await putProduct({ name: 'Keten gömlek', sizes: ['S', 'M', 'L'] });
    const [s, m, l] = product.variants;
    await move({ kind: 'COUNT', variantId: s!.id, warehouseId: w.id, quantity: 1 });
    await move({ kind: 'COUNT', variantId: m!.id, warehouseId: w.id, quantity: 50 });
    await move({ kind: 'COUNT', variantId: l!.id, warehouseId: w.id, quantity: 0 });
    const first = await call(`/api/admin/stock?warehouseId=${w.id}&limit=2`, { as: 'PRODUCT_MANAGER' });
    expect(first.status).toBe(200);
    expect(first.body.data.map((x: { sku: string }) => x.sku)).toEqual([l!.sku, m!.sku]);
    const second = await call(`/api/admin/stock?warehouseId=${w.id}&limit=2&cursor=${first.body.nextCursor}`, { as: 'PRODUCT_MANAGER' });
    expect(second.body.data.map((x: { sku: string }) => x.sku)).toEqual([s!.sku]);
    expect(second.body.nextCursor).toBeUndefined();
    const low = await call(`/api/admin/stock?warehouseId=${w.id}&lowOnly=true`, { as: 'WAREHOUSE_MANAGER' });
    expect(low.body.data.map((x: { sku: string }) => x.sku)).toEqual([l!.sku, s!.sku]);
    const bySku = await call(`/api/admin/stock?warehouseId=${w.id}&q=${encodeURIComponent(m!.sku.toLowerCase())}`, { as: 'WAREHOUSE_MANAGER' });
    expect(bySku.body.data.map((x: { sku: string }) => x.sku)).toEqual([m!.sku]);
    const byName = await call(`/api/admin/stock?warehouseId=${w.id}&q=${encodeURIComponent('GÖML')}&lowOnly=true`, { as: 'WAREHOUSE_MANAGER' });
    expect(byName.body.data).toHaveLength(2);
    expect(byName.body.data[0]).toMatchObject({ productName: 'Keten gömlek', optionLabel: 'L', onHand: 0, allocated: 0, available: 0, low: true });
    expect((await call(`/api/admin/stock?warehouseId=${w.id}&cursor=bozuk`, { as: 'WAREHOUSE_MANAGER' })).status).toBe(400);
    // One product's levels in every warehouse, never written ones as zeros.
    const levels = await call(`/api/admin/stock?productId=${product.id}`, { as: 'PRODUCT_MANAGER' });
    expect(levels.body.data).toContainEqual(expect.objectContaining({ variantId: m!.id, warehouseId: w.id, onHand: 50 }));
    expect(levels.body.data).toContainEqual(expect.objectContaining({ variantId: m!.id, warehouseId: a.id, onHand: 0, version: 0 }));
  });
});

describe('stock count import', () => {
  it('previews every bad row with its reason, and writes nothing while any is bad', async () => {
    const inactive = await putWarehouse({ isActive: false });
    const product = await putProduct();
    const [s, m] = product.variants;
    await move({ kind: 'COUNT', variantId: s!.id, warehouseId: a.id, quantity: 4 });
    const rows = [
      { sku: s!.sku.toLowerCase(), warehouseCode: a.code, quantity: '12' },
      { sku: 'YOK-BOYLE-BIR-SKU', warehouseCode: a.code, quantity: '1' },
      { sku: m!.sku, warehouseCode: 'YOK', quantity: '1' },
      { sku: m!.sku, warehouseCode: inactive.code, quantity: '1' },
      { sku: m!.sku, warehouseCode: a.code, quantity: 'on iki' },
      { sku: m!.sku, warehouseCode: b.code, quantity: '2,5' },
      { sku: s!.sku, warehouseCode: a.code, quantity: '3' },
    ];
    const before = await snapshot(product);
    const preview = await call('/api/admin/stock/count-import', { as: 'WAREHOUSE_MANAGER', method: 'POST', body: { rows, commit: false } });
    expect(preview.status).toBe(200);
    expect(preview.body.invalidRows).toBe(6);
    expect(preview.body.rows[0]).toEqual({ line: 1, sku: s!.sku, warehouseCode: a.code, quantity: 12, onHandBefore: 4 });
    expect(preview.body.rows.slice(1).map((r: { error?: string }) => r.error)).toEqual([
      'SKU bulunamadı (YOK-BOYLE-BIR-SKU).',
      'Depo kodu bulunamadı (YOK).',
      `Depo etkin değil (${inactive.code}).`,
      expect.stringContaining('Miktar geçerli bir sayı değil'),
      'Miktar tam sayı olmalıdır (birim: Adet).',
      'Aynı SKU ve depo 1. satırda da var; her çift bir kez sayılır.',
    ]);
    const commit = await call('/api/admin/stock/count-import', { as: 'WAREHOUSE_MANAGER', method: 'POST', body: { rows, commit: true } });
    expect(commit.status).toBe(400);
    expect(commit.body.field).toBe('rows');
    expect(commit.body.issues).toHaveLength(6);
    expect(await snapshot(product)).toBe(before);
  });

  it('writes every row as a COUNT when all are good', async () => {
    const product = await putProduct();
    const [s, m] = product.variants;
    const rows = [
      { sku: s!.sku, warehouseCode: a.code, quantity: '7' },
      { sku: m!.sku, warehouseCode: a.code, quantity: '3' },
      { sku: m!.sku, warehouseCode: b.code, quantity: '1' },
    ];
    const res = await call('/api/admin/stock/count-import', { as: 'WAREHOUSE_MANAGER', method: 'POST', body: { rows, commit: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invalidRows: 0, written: 3 });
    expect(await levelOf(m!.id, b.id)).toMatchObject({ onHand: 1 });
    expect(await stockOf(product)).toBe(11);
    expect((await ledger(s!.id)).map((x) => x.kind)).toEqual(['COUNT']);
  });

  it('undoes the chunks already written when a later chunk meets a level changed since the preview', async () => {
    const sizes = Array.from({ length: 120 }, (_, i) => `B${i}`);
    const product = await putProduct({ sizes });
    const rows = product.variants.map((v, i) => ({ sku: v.sku, warehouseCode: a.code, quantity: String(i + 1) }));
    const last = product.variants.at(-1)!;
    await move({ kind: 'COUNT', variantId: product.variants[0]!.id, warehouseId: a.id, quantity: 5 });
    const { preview, writes } = await previewCount({ rows });
    expect(preview.every((r) => r.error === undefined)).toBe(true);
    // Someone changes a level of the last chunk after the preview was read.
    await move({ kind: 'ADJUSTMENT', variantId: last.id, warehouseId: a.id, quantity: 2, reason: 'FOUND' });
    const result = await writeCountImport(writes, { by: { sub: 'test', name: 'Test' }, threshold: 5 }, undefined);
    expect(result.status).toBe('rolled-back');
    expect(result).toMatchObject({ failedChunk: 2 });
    const levels = await Promise.all(product.variants.map((v) => levelOf(v.id, a.id)));
    expect(levels.map((l) => Number(l?.onHand ?? 0))).toEqual(product.variants.map((_, i) => (i === 0 ? 5 : i === 119 ? 2 : 0)));
    expect(await stockOf(product)).toBe(7);
    // The ledger shows each written count and its reversal, which cancel out.
    const first = await ledger(product.variants[1]!.id);
    expect(first.map((x) => x.delta).sort((x, y) => x - y)).toEqual([-2, 2]);
    expect(first.find((x) => x.delta < 0)?.note).toContain('Geri alındı');
    // Chunks of 48 rows: the first two were written and undone, the third (with the changed level) never written.
    const moves = await movesOf(product);
    const written = product.variants.slice(1, 96);
    expect(written.map((v) => moves.get(v.id)?.length)).toEqual(Array(95).fill(2));
    expect(written.map((v) => moves.get(v.id)?.reduce((sum, d) => sum + d, 0))).toEqual(Array(95).fill(0));
    expect(product.variants.slice(96, 119).map((v) => moves.get(v.id))).toEqual(Array(23).fill(undefined));
  }, 60_000);

  it('undoes an import a timed-out call left WRITING at the next preview, once even when two previews meet it, and leaves a live one alone', async () => {
    const product = await putProduct({ sizes: Array.from({ length: 60 }, (_, i) => `T${i}`) });
    const rows = product.variants.map((v, i) => ({ sku: v.sku, warehouseCode: a.code, quantity: String(i + 1) }));
    await move({ kind: 'COUNT', variantId: product.variants[0]!.id, warehouseId: a.id, quantity: 5 });
    const { writes } = await previewCount({ rows });
    // As a call stopped at its timeout leaves it: the record WRITING, its first chunk (48 rows) written, the rest never sent.
    const importId = randomUUID();
    const writer = { by: { sub: 'sayan', name: 'Sayan Depocu' }, threshold: 5 };
    await startImport(importId, writes.length, writer.by);
    const first = writes.slice(0, 48).map((w) => ({
      target: w.target,
      before: w.before,
      planned: { change: count(w.before ?? EMPTY_LEVEL, w.row.quantity, DEFAULT_UNIT), importId },
    }));
    expect(await writeImportChunk(importId, 0, first, writer)).toBeGreaterThan(0);
    const onHand = async () => (await Promise.all(product.variants.map((v) => levelOf(v.id, a.id)))).map((l) => Number(l?.onHand ?? 0));
    const halfWritten = product.variants.map((_, i) => (i < 48 ? i + 1 : 0));
    expect(await onHand()).toEqual(halfWritten);
    expect(await stockOf(product)).toBe((48 * 49) / 2);
    const preview = () => call('/api/admin/stock/count-import', { as: 'WAREHOUSE_MANAGER', method: 'POST', body: { rows, commit: false } });
    // Just started, it may still be running: a preview leaves it alone.
    expect((await preview()).status).toBe(200);
    expect(await onHand()).toEqual(halfWritten);
    expect(await read(stockImportKey(importId))).toMatchObject({ status: 'WRITING' });
    // Once its call has certainly ended, the next previews undo it, two at once undoing each chunk once.
    await backdate(importId, 2 * 60_000);
    const [p1, p2] = await Promise.all([preview(), preview()]);
    expect([p1.status, p2.status]).toEqual([200, 200]);
    // The preview shows the levels as they were before the half-written import.
    expect(p1.body.rows.slice(0, 3).map((r: { onHandBefore: number }) => r.onHandBefore)).toEqual([5, 0, 0]);
    expect(await onHand()).toEqual(product.variants.map((_, i) => (i === 0 ? 5 : 0)));
    expect(await stockOf(product)).toBe(5);
    expect(await read(stockImportKey(importId))).toMatchObject({ status: 'ROLLED_BACK', finishedAt: expect.any(String) });
    expect((await read(stockImportKey(importId)))?.gsi1pk).toBeUndefined();
    const moves = await movesOf(product);
    expect(product.variants.slice(1, 48).map((v) => moves.get(v.id)?.length)).toEqual(Array(47).fill(2));
    expect(product.variants.slice(0, 48).map((v) => moves.get(v.id)?.reduce((sum, d) => sum + d, 0))).toEqual([5, ...Array(47).fill(0)]);
    expect(product.variants.slice(48).map((v) => moves.get(v.id))).toEqual(Array(12).fill(undefined));
    const reversal = (await ledger(product.variants[1]!.id)).find((m) => m.delta < 0);
    expect(reversal).toMatchObject({ kind: 'COUNT', delta: -2, by: { sub: 'sayan', name: 'Sayan Depocu' } });
    expect(reversal?.note).toContain('Geri alındı');
    // A commit now writes the whole count as usual.
    const commit = await call('/api/admin/stock/count-import', { as: 'WAREHOUSE_MANAGER', method: 'POST', body: { rows, commit: true } });
    expect(commit.status).toBe(200);
    expect(await onHand()).toEqual(product.variants.map((_, i) => i + 1));
  }, 90_000);
});
