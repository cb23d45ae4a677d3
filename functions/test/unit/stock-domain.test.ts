import type { Warehouse } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { chunkCounts, parseQuantity, planCountImport, type CountVariant } from '../../src/domain/stock/count-import';
import { DomainError } from '../../src/domain/domain-error';
import { adjust, allocate, count, DEFAULT_UNIT, release, sell, takeBack, transfer } from '../../src/domain/stock/level-change';

const KG = { name: 'Kg', allowDecimals: true, tracked: true };
const level = (onHand: number, allocated = 0) => ({ onHand, allocated });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, field: error.field, message: error.message } : error;
  }
  throw new Error('not refused');
};

describe('level changes', () => {
  it('adjusts by ± quantity and refuses a negative result unless the reason allows it', () => {
    expect(adjust(level(5), -2, 'DAMAGED', DEFAULT_UNIT)).toEqual({ kind: 'ADJUSTMENT', delta: -2, after: level(3) });
    expect(refusal(() => adjust(level(1), -2, 'LOST', DEFAULT_UNIT))).toMatchObject({ kind: 'invalid', field: 'quantity' });
    expect(adjust(level(1), -2, 'NEGATIVE_CORRECTION', DEFAULT_UNIT).after).toEqual(level(-1));
  });

  it('counts: the quantity becomes on hand, the delta is the difference', () => {
    expect(count(level(7, 2), 4, DEFAULT_UNIT)).toEqual({ kind: 'COUNT', delta: -3, after: level(4, 2) });
  });

  it('keeps quantities to the unit: whole for Adet, three decimals without drift for Kg, none for untracked', () => {
    expect(refusal(() => count(level(0), 1.5, DEFAULT_UNIT))).toMatchObject({ field: 'quantity', message: expect.stringContaining('tam sayı') });
    expect(adjust(level(0.1), 0.2, 'FOUND', KG).after.onHand).toBe(0.3);
    expect(refusal(() => count(level(0), 1.2345, KG))).toMatchObject({ field: 'quantity' });
    expect(refusal(() => count(level(0), 1, { ...DEFAULT_UNIT, tracked: false }))).toMatchObject({ field: 'variantId' });
  });

  it('transfers only what is available out of one level into the other', () => {
    const moved = transfer(level(10, 4), level(1), 6, DEFAULT_UNIT);
    expect(moved.out).toEqual({ kind: 'TRANSFER_OUT', delta: -6, after: level(4, 4) });
    expect(moved.in).toEqual({ kind: 'TRANSFER_IN', delta: 6, after: level(7) });
    expect(refusal(() => transfer(level(10, 4), level(0), 7, DEFAULT_UNIT))).toMatchObject({ field: 'quantity' });
  });

  it("follows an order's life: allocate, release, sell, return", () => {
    expect(allocate(level(3), 2, DEFAULT_UNIT, false).after).toEqual(level(3, 2));
    expect(refusal(() => allocate(level(3, 2), 2, DEFAULT_UNIT, false))).toMatchObject({ field: 'quantity' });
    expect(allocate(level(3, 2), 2, DEFAULT_UNIT, true).after).toEqual(level(3, 4));
    expect(release(level(3, 2), 1, DEFAULT_UNIT)).toEqual({ kind: 'RELEASE', delta: -1, after: level(3, 1) });
    // An order that held less (backorder, or stored before the ledger) releases only what it held…
    expect(release(level(3, 1), 2, DEFAULT_UNIT)).toEqual({ kind: 'RELEASE', delta: -1, after: level(3, 0) });
    expect(sell(level(3, 2), 2, DEFAULT_UNIT)).toEqual({ kind: 'SALE', delta: -2, after: level(1, 0) });
    // …and still ships: on hand goes down by what leaves, allocated by what was held.
    expect(sell(level(1, 0), 2, DEFAULT_UNIT)).toEqual({ kind: 'SALE', delta: -2, after: level(-1, 0) });
    expect(takeBack(level(1), 1, DEFAULT_UNIT)).toEqual({ kind: 'RETURN', delta: 1, after: level(2) });
  });
});

describe('stock-count import', () => {
  const warehouse = (code: string, isActive = true) => ({ id: `w-${code}`, code, isActive }) as Warehouse;
  const variants = new Map<string, CountVariant>([
    ['A-1', { variantId: 'p1_a', productId: 'p1', unit: DEFAULT_UNIT }],
    ['K-1', { variantId: 'p2_k', productId: 'p2', unit: KG }],
  ]);

  it('reads quantities as people write them', () => {
    expect([' 12 ', '12,5', '12.5', '1.234,5', '0'].map(parseQuantity)).toEqual([12, 12.5, 12.5, 1234.5, 0]);
    expect(['', '-1', 'on', '1,2,3', '1e3'].map(parseQuantity)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('gives every bad row its reason in Turkish and plans only the good ones', () => {
    const { preview, planned } = planCountImport(
      [
        { sku: 'a-1', warehouseCode: 'ist', quantity: '5' },
        { sku: 'YOK', warehouseCode: 'IST', quantity: '5' },
        { sku: 'A-1', warehouseCode: 'ANK', quantity: '5' },
        { sku: 'A-1', warehouseCode: 'IZM', quantity: '5' },
        { sku: 'A-1', warehouseCode: 'ESK', quantity: '2,5' },
        { sku: 'K-1', warehouseCode: 'ESK', quantity: '2,5' },
        { sku: 'A-1', warehouseCode: 'IST', quantity: '6' },
        { sku: '', warehouseCode: 'IST', quantity: '1' },
      ],
      variants,
      [warehouse('IST'), warehouse('IZM', false), warehouse('ESK')],
    );
    expect(preview.map((r) => r.error)).toEqual([
      undefined,
      'SKU bulunamadı (YOK).',
      'Depo kodu bulunamadı (ANK).',
      'Depo etkin değil (IZM).',
      'Miktar tam sayı olmalıdır (birim: Adet).',
      undefined,
      'Aynı SKU ve depo 1. satırda da var; her çift bir kez sayılır.',
      'SKU boş.',
    ]);
    expect(planned).toEqual([
      { line: 1, variantId: 'p1_a', productId: 'p1', sku: 'A-1', warehouseId: 'w-IST', quantity: 5 },
      { line: 6, variantId: 'p2_k', productId: 'p2', sku: 'K-1', warehouseId: 'w-ESK', quantity: 2.5 },
    ]);
  });

  it('chunks rows so a chunk never holds more than a transaction takes', () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      line: i + 1,
      variantId: `p${i % 7}_${i}`,
      productId: `p${i % 7}`,
      sku: `S${i}`,
      warehouseId: 'w',
      quantity: 1,
    }));
    const chunks = chunkCounts(rows, 100, 1);
    expect(chunks.flat()).toEqual(rows);
    for (const chunk of chunks) expect(chunk.length * 2 + new Set(chunk.map((r) => r.productId)).size + 1).toBeLessThanOrEqual(100);
    expect(chunks[0]).toHaveLength(46);
  });
});
