import { DEFAULT_PRODUCT_SETTINGS, optionLabel, type Product, type StockLevel } from '@shop/shared';
import { DEMO_WAREHOUSE_IDS } from './demo-catalogue-setup';

const level = (product: Product, variant: Product['variants'][number], warehouseId: string, onHand: number): StockLevel => ({
  variantId: variant.id,
  productId: product.id,
  productName: product.name,
  sku: variant.sku,
  optionLabel: optionLabel(variant.options, ['Beden', 'Renk']),
  warehouseId,
  onHand,
  allocated: 0,
  available: onHand,
  low: onHand <= DEFAULT_PRODUCT_SETTINGS.lowStockThreshold,
  version: 1,
});

const SOLD_OUT = 3;

/**
 * The demo shop's stock: a product with one variant keeps its generated stock in Merkez Depo; a
 * product in sizes and colours spreads stock over both warehouses, some combinations sold out
 * (the option picker shows them marked). Each product's `stock` is then the sum of its levels,
 * as the ledger keeps it.
 */
export const withDemoStock = (products: readonly Product[]): { products: Product[]; levels: StockLevel[] } => {
  const levels: StockLevel[] = [];
  const stocked = products.map((product) => {
    const own: StockLevel[] =
      product.variants.length === 1 && product.variants[0]
        ? [level(product, product.variants[0], DEMO_WAREHOUSE_IDS.merkez, product.stock)]
        : product.variants.flatMap((variant, i) => [
            // The fourth combination (M / Lacivert) is sold out everywhere.
            level(product, variant, DEMO_WAREHOUSE_IDS.merkez, i === SOLD_OUT ? 0 : (product.stock + i * 7) % 23),
            level(product, variant, DEMO_WAREHOUSE_IDS.ankara, i % 3 === 0 ? 0 : (i * 5) % 11),
          ]);
    levels.push(...own);
    return { ...product, stock: own.reduce((sum, l) => sum + l.available, 0) };
  });
  return { products: stocked, levels };
};
