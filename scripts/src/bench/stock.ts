import { batchPut } from '@shop/functions/repositories/batch-write';
import { putProducts } from '@shop/functions/repositories/product-repository';
import { putStockLevels } from '@shop/functions/repositories/stock-repository';
import { previewCount } from '@shop/functions/domain/stock/count-import-run';
import { writeCountImport } from '@shop/functions/domain/stock/count-import-write';
import { skuClaimKey, variantIdOf, warehouseKey, type Product, type StockLevel, type Warehouse } from '@shop/shared';
import { timed } from './stats';

/** 1,000 products × 10 variants in 3 warehouses: the stock list's size in the issue. */
const PRODUCTS = 1_000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '36', '38', '40', '42', '44'];
const WAREHOUSES = 3;
const IMPORT_ROWS = 5_000;
const NAMES = ['Keten gömlek', 'Yün kazak', 'Pamuklu tişört', 'Kot pantolon', 'İpek eşarp'];

const warehouse = (i: number): Warehouse => ({
  id: `bench-w${i}`,
  name: `Bench deposu ${i}`,
  code: `BENCH-${i}`,
  province: 'İstanbul',
  district: 'Kadıköy',
  address: '',
  priority: 900 + i,
  isActive: true,
  isDefault: false,
  createdAt: '2026-10-01T00:00:00.000Z',
  version: 1,
});

const product = (i: number): Product => {
  const id = `bench-sp${i}`;
  return {
    id,
    name: `${NAMES[i % NAMES.length] ?? ''} ${i}`,
    slug: `bench-stok-${i}`,
    description: '',
    categoryIds: [],
    price: 100,
    stock: 0,
    images: [],
    isActive: true,
    optionTypeIds: [],
    variants: SIZES.map((size) => ({ id: variantIdOf(id, size), sku: `BST-${i}-${size}`, options: { Beden: size }, isActive: true })),
    createdAt: '2026-10-01T00:00:00.000Z',
    version: 1,
  };
};

/**
 * The stock list read at 10,000 variants × 3 warehouses (p95 through the API) and a 5,000-row
 * stock-count import (preview and all-or-nothing write, timed, with the write units DynamoDB reports).
 */
export const runStockBench = async (
  sample: (paths: readonly string[]) => Promise<string>,
  line: (label: string, value: string) => void,
): Promise<void> => {
  console.log('\nStock (budget: list read p95 < 50 ms at 10,000 variants × 3 warehouses; count import of 5,000 rows)');
  const warehouses = Array.from({ length: WAREHOUSES }, (_, i) => warehouse(i + 1));
  const products = Array.from({ length: PRODUCTS }, (_, i) => product(i + 1));
  const levels: StockLevel[] = products.flatMap((p) =>
    p.variants.flatMap((v, vi) =>
      warehouses.map((w, wi) => {
        const onHand = (vi * 7 + wi * 3 + Number(p.id.slice(8))) % 40;
        return {
          variantId: v.id,
          productId: p.id,
          productName: p.name,
          sku: v.sku,
          optionLabel: v.options.Beden ?? '',
          warehouseId: w.id,
          onHand,
          allocated: 0,
          available: onHand,
          low: onHand <= 5,
          version: 1,
        };
      }),
    ),
  );
  const [seedMs] = await timed(async () => {
    await batchPut(warehouses.map((w) => ({ ...warehouseKey(w.id), ...w })));
    await putProducts(products.map((p) => ({ ...p, stock: levels.filter((l) => l.productId === p.id).reduce((s, l) => s + l.available, 0) })));
    await batchPut(products.flatMap((p) => p.variants.map((v) => ({ ...skuClaimKey(v.sku), productId: p.id, variantId: v.id }))));
    await putStockLevels(levels);
  });
  line('stock written', `${levels.length.toLocaleString('en')} levels in ${(seedMs / 1000).toFixed(1)} s`);

  const w = warehouses[0]?.id ?? '';
  line('GET /api/admin/stock (a page of 50)', await sample([`/api/admin/stock?warehouseId=${w}&limit=50`]));
  line(
    'GET /api/admin/stock?q= (SKU, product name)',
    await sample(
      ['BST-512', 'BST-9', 'keten', 'yün kazak 7', 'tişört'].map((q) => `/api/admin/stock?warehouseId=${w}&limit=50&q=${encodeURIComponent(q)}`),
    ),
  );
  line('GET /api/admin/stock?lowOnly=true', await sample([`/api/admin/stock?warehouseId=${w}&limit=50&lowOnly=true`]));

  const rows = levels
    .slice(0, IMPORT_ROWS)
    .map((l, i) => ({ sku: l.sku, warehouseCode: `BENCH-${l.warehouseId.slice(7)}`, quantity: String(i % 50) }));
  const [previewMs, { preview, writes }] = await timed(() => previewCount({ rows }));
  if (preview.some((r) => r.error)) throw new Error(`bench count rows refused: ${preview.find((r) => r.error)?.error ?? ''}`);
  const [writeMs, result] = await timed(() => writeCountImport(writes, { by: { sub: 'bench', name: 'Bench' }, threshold: 5 }, undefined));
  if (result.status !== 'written') throw new Error('bench count import rolled back');
  line(`count import, ${IMPORT_ROWS.toLocaleString('en')} rows: preview`, `${(previewMs / 1000).toFixed(2)} s`);
  line(
    `count import, ${IMPORT_ROWS.toLocaleString('en')} rows: write`,
    `${(writeMs / 1000).toFixed(2)} s, ${result.writeUnits.toFixed(0)} write units`,
  );
};
