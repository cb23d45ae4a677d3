import { fitsUnit, QUANTITY_DECIMALS, STOCK_LIMITS, type StockCountRow, type Warehouse } from '@shop/shared';
import type { StockUnit } from './level-change';

/** What the SKUs of a file name: the variant holding each (absent: unknown SKU) and its product's unit. */
export interface CountVariant {
  readonly variantId: string;
  readonly productId: string;
  readonly unit: StockUnit;
}

/** A row that can be written: its variant, warehouse and the counted quantity. */
export interface PlannedCount {
  readonly line: number;
  readonly variantId: string;
  readonly productId: string;
  readonly sku: string;
  readonly warehouseId: string;
  readonly quantity: number;
}

export interface CountPreviewRow {
  readonly line: number;
  readonly sku: string;
  readonly warehouseCode: string;
  readonly quantity?: number;
  readonly onHandBefore?: number;
  readonly error?: string;
}

export const normalizeSku = (sku: string): string => sku.trim().toUpperCase();
export const normalizeWarehouseCode = (code: string): string => code.trim().toUpperCase();

/**
 * A quantity as a person writes it in a spreadsheet: `12`, `12,5` or `12.5`, and `1.234,5` (Turkish
 * thousands dot with a decimal comma). Anything else (letters, signs, two decimal marks) is undefined.
 */
export const parseQuantity = (written: string): number | undefined => {
  let text = written.trim().replace(/\s/g, '');
  if (text.includes(',') && text.includes('.')) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
};

const quantityError = (written: string, unit: StockUnit | undefined): { quantity?: number; error?: string } => {
  const quantity = parseQuantity(written);
  if (quantity === undefined) return { error: `Miktar geçerli bir sayı değil ("${written.trim()}"); sıfır ya da daha büyük bir sayı yazın.` };
  if (quantity > STOCK_LIMITS.maxQuantity)
    return { quantity, error: `Miktar en fazla ${STOCK_LIMITS.maxQuantity.toLocaleString('tr-TR')} olabilir.` };
  if (unit && !fitsUnit(quantity, unit))
    return {
      quantity,
      error: unit.allowDecimals
        ? `Miktar en fazla ${QUANTITY_DECIMALS} ondalık basamak içerebilir.`
        : `Miktar tam sayı olmalıdır (birim: ${unit.name}).`,
    };
  return { quantity };
};

/**
 * Checks every row of a stock count against the catalogue and the warehouses, and plans the
 * COUNT of each good one. Each bad row gets the first reason it cannot be written, in Turkish;
 * a second row for the same SKU and warehouse is bad (which count would win is not ours to guess).
 * `line` is 1-based, after the header as a spreadsheet numbers rows.
 */
export const planCountImport = (
  rows: readonly StockCountRow[],
  variants: ReadonlyMap<string, CountVariant>,
  warehouses: readonly Warehouse[],
): { preview: CountPreviewRow[]; planned: PlannedCount[] } => {
  const byCode = new Map(warehouses.map((w) => [w.code, w]));
  const firstLine = new Map<string, number>();
  const preview: CountPreviewRow[] = [];
  const planned: PlannedCount[] = [];
  rows.forEach((row, index) => {
    const line = index + 1;
    const sku = normalizeSku(row.sku);
    const warehouseCode = normalizeWarehouseCode(row.warehouseCode);
    const variant = variants.get(sku);
    const warehouse = byCode.get(warehouseCode);
    const { quantity, error: badQuantity } = quantityError(row.quantity, variant?.unit);
    const base = { line, sku, warehouseCode, ...(quantity === undefined ? {} : { quantity }) };
    const pair = `${sku}\u0000${warehouseCode}`;
    const duplicateOf = firstLine.get(pair);
    if (duplicateOf === undefined) firstLine.set(pair, line);
    const error =
      sku === ''
        ? 'SKU boş.'
        : !variant
          ? `SKU bulunamadı (${sku}).`
          : !variant.unit.tracked
            ? `Bu ürünün stoğu takip edilmiyor (${variant.unit.name}).`
            : warehouseCode === ''
              ? 'Depo kodu boş.'
              : !warehouse
                ? `Depo kodu bulunamadı (${warehouseCode}).`
                : !warehouse.isActive
                  ? `Depo etkin değil (${warehouseCode}).`
                  : (badQuantity ??
                    (duplicateOf !== undefined ? `Aynı SKU ve depo ${duplicateOf}. satırda da var; her çift bir kez sayılır.` : undefined));
    preview.push(error ? { ...base, error } : base);
    if (!error && variant && warehouse && quantity !== undefined)
      planned.push({ line, variantId: variant.variantId, productId: variant.productId, sku, warehouseId: warehouse.id, quantity });
  });
  return { preview, planned };
};

/**
 * Splits the planned counts into chunks that each fit one transaction: a row writes its level and
 * its movement (2 actions), each product of the chunk one ADD of its stock, and `reserved` actions
 * are kept for the import record (and audit entry). A level appears once per file, so never twice in a chunk.
 */
export const chunkCounts = (planned: readonly PlannedCount[], maxActions: number, reserved: number): PlannedCount[][] => {
  const chunks: PlannedCount[][] = [];
  let chunk: PlannedCount[] = [];
  let products = new Set<string>();
  for (const row of planned) {
    const actions = (chunk.length + 1) * 2 + products.size + (products.has(row.productId) ? 0 : 1) + reserved;
    if (chunk.length > 0 && actions > maxActions) {
      chunks.push(chunk);
      chunk = [];
      products = new Set();
    }
    chunk.push(row);
    products.add(row.productId);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
};
