import { optionLabel, productIdOfVariant, type Product, type Variant, type Warehouse } from '@shop/shared';
import { listOptionTypes } from '../../repositories/option-type-repository';
import { getProduct } from '../../repositories/product-repository';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { getStockUnit, type LevelTarget, type StockWriter } from '../../repositories/stock-repository';
import { getWarehouse } from '../../repositories/warehouse-repository';
import type { Caller } from '../caller';
import { DomainError, invalid } from '../domain-error';
import { DEFAULT_UNIT, type StockUnit } from './level-change';

/** What a movement needs to know of its variant: the product, the variant, and the unit its quantities are in. */
export interface StockSubject {
  readonly product: Product;
  readonly variant: Variant;
  readonly unit: StockUnit;
  /** The product's option type names in its display order (`Beden`, `Renk`). */
  readonly order: readonly string[];
}

/** Option type id → name: a variant's option map comes back from the table in no set order, the product's type ids give it. */
export const optionTypeNames = async (): Promise<ReadonlyMap<string, string>> => new Map((await listOptionTypes()).map((t) => [t.id, t.name]));

export const optionOrderOf = (product: Pick<Product, 'optionTypeIds'>, names: ReadonlyMap<string, string>): string[] =>
  product.optionTypeIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined);

/** The level of a variant in a warehouse, with what lists show beside its numbers (`L / Lacivert`, in the product's order). */
export const levelTarget = (subject: Pick<StockSubject, 'product' | 'variant' | 'order'>, warehouseId: string): LevelTarget => ({
  variantId: subject.variant.id,
  warehouseId,
  productId: subject.product.id,
  productName: subject.product.name,
  sku: subject.variant.sku,
  optionLabel: optionLabel(subject.variant.options, subject.order.length > 0 ? subject.order : Object.keys(subject.variant.options).sort()),
});

/** The variant a movement names (its id leads to its product), or 404. */
export const stockSubject = async (variantId: string): Promise<StockSubject> => {
  const productId = productIdOfVariant(variantId);
  const product = productId ? await getProduct(productId) : undefined;
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) throw new DomainError('not-found', 'Varyant bulunamadı.');
  const [unit, names] = await Promise.all([
    getStockUnit(product.stockTypeId ?? (await getProductSettings()).defaultStockTypeId ?? undefined),
    product.optionTypeIds.length > 0 ? optionTypeNames() : new Map<string, string>(),
  ]);
  return { product, variant, unit: unit ?? DEFAULT_UNIT, order: optionOrderOf(product, names) };
};

/** A warehouse stock moves in or out of: it must exist and be active. */
export const activeWarehouse = async (id: string, field: string): Promise<Warehouse> => {
  const warehouse = await getWarehouse(id);
  if (!warehouse) throw new DomainError('not-found', 'Depo bulunamadı.');
  if (!warehouse.isActive) throw invalid(`${warehouse.name} deposu etkin değil; stok hareketi yazılamaz.`, field);
  return warehouse;
};

/** Who writes, and the low-stock line the levels they write are marked against. */
export const stockWriter = async (caller: Caller): Promise<StockWriter> => ({
  by: { sub: caller.sub, name: caller.name },
  threshold: (await getProductSettings()).lowStockThreshold,
});
