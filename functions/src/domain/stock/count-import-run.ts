import type { Product, StockCountImport, StockCountImportAnswer, Variant } from '@shop/shared';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { getLevels, getProductsById, getSkuOwners, getStockUnit, levelFromMap } from '../../repositories/stock-repository';
import type { CountWrite } from './count-import-write';
import { listWarehouses } from '../../repositories/warehouse-repository';
import { normalizeSku, planCountImport, type CountPreviewRow, type CountVariant } from './count-import';
import { levelTarget, optionOrderOf, optionTypeNames } from './stock-subject';
import { DEFAULT_UNIT, type StockUnit } from './level-change';

/**
 * Reads what a count's rows name (SKU claims, their products and units, the warehouses and the
 * levels now) and checks every row: the preview, and the writes for the good rows with the level
 * versions they were read at (a commit's chunks are conditioned on them).
 */
export const previewCount = async (body: Pick<StockCountImport, 'rows'>): Promise<{ preview: CountPreviewRow[]; writes: CountWrite[] }> => {
  const owners = await getSkuOwners(body.rows.map((r) => normalizeSku(r.sku)));
  const [products, warehouses, settings] = await Promise.all([
    getProductsById([...owners.values()].map((o) => o.productId)),
    listWarehouses(),
    getProductSettings(),
  ]);
  const unitIds = new Set([...products.values()].map((p) => p.stockTypeId ?? settings.defaultStockTypeId ?? ''));
  const units = new Map<string, StockUnit>(
    await Promise.all([...unitIds].map(async (id) => [id, (await getStockUnit(id || undefined)) ?? DEFAULT_UNIT] as const)),
  );
  const variants = new Map<string, CountVariant>();
  const names = await optionTypeNames();
  const subjects = new Map<string, { product: Product; variant: Variant; order: string[] }>();
  for (const [sku, owner] of owners) {
    const product = products.get(owner.productId);
    const variant = product?.variants.find((v) => v.id === owner.variantId);
    // A claim whose variant is gone (a product saved meanwhile) counts as an unknown SKU.
    if (!product || !variant) continue;
    const unit = units.get(product.stockTypeId ?? settings.defaultStockTypeId ?? '') ?? DEFAULT_UNIT;
    variants.set(sku, { ...owner, unit });
    subjects.set(variant.id, { product, variant, order: optionOrderOf(product, names) });
  }
  const { preview, planned } = planCountImport(body.rows, variants, warehouses);
  const levels = await getLevels(planned);
  const writes = planned.map((row): CountWrite => ({
    row,
    target: levelTarget(subjects.get(row.variantId) as { product: Product; variant: Variant; order: string[] }, row.warehouseId),
    before: levelFromMap(levels, row.variantId, row.warehouseId),
  }));
  const before = new Map(writes.map((w) => [w.row.line, w.before?.onHand ?? 0]));
  return { preview: preview.map((r) => (before.has(r.line) ? { ...r, onHandBefore: before.get(r.line) } : r)), writes };
};

export const previewAnswer = (preview: readonly CountPreviewRow[], written: number): StockCountImportAnswer => ({
  rows: [...preview],
  invalidRows: preview.filter((r) => r.error !== undefined).length,
  written,
});
