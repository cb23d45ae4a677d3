import {
  combinationKey,
  combinations,
  fitsUnit,
  isValidGtin,
  SKU_PATTERN,
  skuFromPattern,
  type OptionType,
  type Product,
  type StockCountRow,
  type StockType,
  type VariantOptions,
  type VariantUpsert,
  type Warehouse,
} from '@shop/shared';
import { VARIANT_TEXTS as T } from './texts';

/**
 * One row of the variant table as typed: numbers stay text until saved, so `12,` or `1.234,5`
 * can be typed without the box rewriting itself. `key` never changes while the form is open
 * (a new row gets one before it has an id), so stock cells stay attached through a save.
 */
export interface VariantRow {
  readonly key: string;
  readonly id?: string;
  readonly options: VariantOptions;
  readonly sku: string;
  readonly barcode: string;
  readonly price: string;
  readonly compareAtPrice: string;
  readonly desi: string;
  readonly weight: string;
  readonly imageIds: readonly string[];
  readonly isActive: boolean;
}

export type NumberField = 'price' | 'compareAtPrice' | 'desi' | 'weight';
export type TextField = 'sku' | 'barcode' | NumberField;

/** Typed stock per row key and warehouse id. */
export type StockCells = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type RowProblems = Partial<Record<TextField | 'options' | `stock:${string}`, string>>;

/**
 * Values worked out from a row's options (its label, its pattern SKU, its combination key), kept
 * per options object: a keystroke leaves the options of every row as they were, so the table's
 * 200 labels and placeholders are not worked out again on each one.
 */
const byOptions = new WeakMap<VariantOptions, Map<string, string>>();
export const fromOptions = (options: VariantOptions, key: string, compute: () => string): string => {
  let cached = byOptions.get(options);
  if (!cached) {
    cached = new Map<string, string>();
    byOptions.set(options, cached);
  }
  const known = cached.get(key);
  if (known !== undefined) return known;
  const value = compute();
  cached.set(key, value);
  return value;
};

export const rowCombination = (row: Pick<VariantRow, 'options'>): string =>
  fromOptions(row.options, 'combination', () => combinationKey(row.options));

/** `249,9` for 249.9: how the form shows a stored number. */
export const numberText = (value: number | undefined | null): string =>
  value === undefined || value === null ? '' : String(value).replace('.', ',');

/**
 * A number as a person types it: `12`, `12,5`, `12.5`, `1.234,5` (Turkish thousands dot with a
 * decimal comma). '' is null (left empty); anything else (letters, signs, two decimal marks) is NaN.
 */
export const parseAmount = (written: string): number | null => {
  let text = written.trim().replace(/\s/g, '');
  if (text === '') return null;
  if (text.includes(',') && text.includes('.')) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

let nextKey = 0;
/** A key for a row that has no id yet. */
const newKey = () => `yeni-${String(++nextKey)}`;

export const rowOfVariant = (v: Product['variants'][number]): VariantRow => ({
  key: v.id,
  id: v.id,
  options: v.options,
  sku: v.sku,
  barcode: v.barcode ?? '',
  price: numberText(v.price),
  compareAtPrice: numberText(v.compareAtPrice),
  desi: numberText(v.desi),
  weight: numberText(v.weight),
  imageIds: v.imageIds ?? [],
  isActive: v.isActive,
});

const emptyRow = (options: VariantOptions, sku: string): VariantRow => ({
  key: newKey(),
  options,
  sku,
  barcode: '',
  price: '',
  compareAtPrice: '',
  desi: '',
  weight: '',
  imageIds: [],
  isActive: true,
});

/** A product's rows: its variants, or one empty default row (a new product, or one saved before variants). */
export const rowsOfProduct = (product: Product | undefined): VariantRow[] =>
  product && product.variants.length > 0 ? product.variants.map(rowOfVariant) : [emptyRow({}, '')];

/** The chosen values of one option type, in the type's own order. */
export interface ChosenOption {
  readonly type: OptionType;
  readonly labels: readonly string[];
}

/**
 * Every combination of the chosen values (Tümünü oluştur): a row that already holds a combination
 * is kept as it is (its id, SKU, prices and stock); a new one gets its SKU from the pattern.
 * Combinations no longer chosen go. With nothing chosen, the product's single default row.
 */
export const generateRows = (
  existing: readonly VariantRow[],
  chosen: readonly ChosenOption[],
  pattern: string,
  productName: string,
): VariantRow[] => {
  const used = chosen.filter((c) => c.labels.length > 0);
  if (used.length === 0) return [existing.find((r) => Object.keys(r.options).length === 0) ?? emptyRow({}, '')];
  const byCombination = new Map(existing.map((r) => [rowCombination(r), r]));
  const ordered = used.map(({ type, labels }) => ({
    name: type.name,
    values: type.values.map((v) => v.label).filter((label) => labels.includes(label)),
  }));
  return combinations(ordered).map(
    (options) => byCombination.get(combinationKey(options)) ?? emptyRow(options, skuFromPattern(pattern, productName, options)),
  );
};

/** The SKU sent: what was typed, upper-case, or the pattern's when the box is empty. */
export const patternSku = (row: Pick<VariantRow, 'options'>, pattern: string, productName: string): string =>
  fromOptions(row.options, `sku\u0000${pattern}\u0000${productName}`, () => skuFromPattern(pattern, productName, row.options));

export const effectiveSku = (row: VariantRow, pattern: string, productName: string): string =>
  (row.sku.trim() || patternSku(row, pattern, productName)).toUpperCase();

const SAVED_FIELDS = ['id', 'sku', 'barcode', 'price', 'compareAtPrice', 'desi', 'weight', 'isActive'] as const;

/** Whether two rows hold the same product data (the key is ours, not the product's). */
export const sameRow = (a: VariantRow, b: VariantRow | undefined): boolean =>
  a === b ||
  (b?.options === a.options &&
    SAVED_FIELDS.every((field) => a[field] === b[field]) &&
    a.imageIds.length === b.imageIds.length &&
    a.imageIds.every((id, i) => id === b.imageIds[i]));

const counts = (keys: readonly string[]) => {
  const seen = new Map<string, number>();
  for (const key of keys) if (key !== '') seen.set(key, (seen.get(key) ?? 0) + 1);
  return seen;
};

const amountProblem = (text: string, money: boolean): string | undefined => {
  const value = parseAmount(text);
  if (value === null) return undefined;
  if (Number.isNaN(value)) return T.badNumber;
  return money && !twoDecimals(value) ? T.badMoney : undefined;
};

/** A typed stock quantity's problem for the unit (whole numbers for Adet). */
export const quantityProblem = (text: string, unit: Pick<StockType, 'allowDecimals' | 'name'> | undefined): string | undefined => {
  const value = parseAmount(text);
  if (value === null) return undefined;
  if (Number.isNaN(value)) return T.badQuantity;
  return unit && !fitsUnit(value, unit) ? (unit.allowDecimals ? T.tooManyDecimals : T.wholeOnly(unit.name)) : undefined;
};

/**
 * What is wrong with each row before anything is sent: SKUs, barcodes (GTIN check digit) and
 * combinations that repeat in the table, numbers that are not numbers, stock that does not fit
 * the unit. Rows without problems are left out.
 */
export const rowProblems = (
  rows: readonly VariantRow[],
  stock: StockCells,
  context: { pattern: string; productName: string; warehouses: readonly Warehouse[]; unit?: StockType | undefined },
): Map<string, RowProblems> => {
  const skus = rows.map((r) => effectiveSku(r, context.pattern, context.productName));
  const skuCount = counts(skus);
  const barcodeCount = counts(rows.map((r) => r.barcode.trim()));
  const comboCount = counts(rows.map((r) => rowCombination(r) || '-'));
  const out = new Map<string, RowProblems>();
  rows.forEach((row, i) => {
    const p: Record<string, string> = {};
    const sku = skus[i] ?? '';
    if (sku === '') p.sku = T.skuRequired;
    else if (!SKU_PATTERN.test(sku)) p.sku = T.skuChars;
    else if ((skuCount.get(sku) ?? 0) > 1) p.sku = T.skuTwice;
    const barcode = row.barcode.trim();
    if (barcode !== '' && !isValidGtin(barcode)) p.barcode = T.badGtin;
    else if ((barcodeCount.get(barcode) ?? 0) > 1) p.barcode = T.barcodeTwice;
    if ((comboCount.get(rowCombination(row) || '-') ?? 0) > 1) p.options = T.comboTwice;
    for (const field of ['price', 'compareAtPrice', 'desi', 'weight'] as const) {
      const problem = amountProblem(row[field], field === 'price' || field === 'compareAtPrice');
      if (problem) p[field] = problem;
    }
    for (const w of context.warehouses) {
      const problem = quantityProblem(stock[row.key]?.[w.id] ?? '', context.unit);
      if (problem) p[`stock:${w.id}`] = problem;
    }
    if (Object.keys(p).length > 0) out.set(row.key, p);
  });
  return out;
};

const amountOrNull = (text: string): number | null => parseAmount(text);

/** The variants as the product upsert takes them; the default row of a product without options carries no price or images. */
export const variantsBody = (rows: readonly VariantRow[], pattern: string, productName: string): VariantUpsert[] =>
  rows.map((r) => ({
    ...(r.id ? { id: r.id } : {}),
    sku: effectiveSku(r, pattern, productName),
    barcode: r.barcode.trim() || null,
    options: { ...r.options },
    price: amountOrNull(r.price),
    compareAtPrice: amountOrNull(r.compareAtPrice),
    desi: amountOrNull(r.desi),
    weight: amountOrNull(r.weight),
    imageIds: r.imageIds.length > 0 ? [...r.imageIds] : null,
    isActive: r.isActive,
  }));

/** Stock as read: `onHand` per variant id and warehouse id, as cells. */
export const stockCellsOf = (levels: readonly { variantId: string; warehouseId: string; onHand: number }[]): StockCells => {
  const cells: Record<string, Record<string, string>> = {};
  for (const level of levels) (cells[level.variantId] ??= {})[level.warehouseId] = numberText(level.onHand);
  return cells;
};

/** One cell of a stock-count import, with where it came from (to put the server's answer on the right cell). */
export interface StockChange {
  readonly rowKey: string;
  readonly warehouseId: string;
  readonly row: StockCountRow;
}

/**
 * The stock cells typed since the last read or save, as rows of a stock count (SKU, warehouse
 * code, counted quantity). An empty cell, or one equal to what is on hand (none read is 0), is no change.
 */
export const stockChanges = (
  rows: readonly VariantRow[],
  stock: StockCells,
  base: StockCells,
  warehouses: readonly Warehouse[],
  skuOf: (row: VariantRow) => string,
): StockChange[] =>
  rows.flatMap((row) =>
    warehouses.flatMap((w) => {
      const typed = parseAmount(stock[row.key]?.[w.id] ?? '');
      if (typed === null || Number.isNaN(typed)) return [];
      if (typed === (parseAmount(base[row.key]?.[w.id] ?? '') ?? 0)) return [];
      return [{ rowKey: row.key, warehouseId: w.id, row: { sku: skuOf(row), warehouseCode: w.code, quantity: String(typed) } }];
    }),
  );

/** The row and column a server error names (`variants.3.sku: …` in its field or at the start of its message). */
export const variantFieldOf = (field: string | undefined, message: string): { index: number; column: string } | undefined => {
  const named = field ?? /^([\w.]+):/.exec(message)?.[1];
  const match = named ? /^variants\.(\d+)(?:\.(\w+))?/.exec(named) : null;
  return match ? { index: Number(match[1]), column: match[2] ?? 'options' } : undefined;
};
