import { DEFAULT_PRODUCT_SETTINGS, optionLabel, type Order, type Product, type StockLevel } from '@shop/shared';
import { DEMO_WAREHOUSE_IDS } from './demo-catalogue-setup';
import { openAllocations } from './demo-orders';

const level = (product: Product, variant: Product['variants'][number], warehouseId: string, stocked: number, allocated = 0): StockLevel => {
  // An open order's units are on hand and allocated to it; at least as many are on hand.
  const onHand = Math.max(stocked, allocated);
  return {
    variantId: variant.id,
    productId: product.id,
    productName: product.name,
    sku: variant.sku,
    optionLabel: optionLabel(variant.options, ['Beden', 'Renk']),
    warehouseId,
    onHand,
    allocated,
    available: onHand - allocated,
    low: onHand - allocated <= DEFAULT_PRODUCT_SETTINGS.lowStockThreshold,
    version: 1,
  };
};

const SOLD_OUT = 3;

/**
 * The demo shop's stock: a product with one variant keeps its generated stock in Merkez Depo; a
 * product in sizes and colours spreads stock over both warehouses, some combinations sold out
 * (the option picker shows them marked). Each product's `stock` is then the sum of its levels,
 * as the ledger keeps it. What the open demo `orders` have not shipped is allocated in Merkez Depo.
 */
export const withDemoStock = (products: readonly Product[], orders: readonly Order[] = []): { products: Product[]; levels: StockLevel[] } => {
  const allocated = openAllocations(orders);
  const levels: StockLevel[] = [];
  const stocked = products.map((product) => {
    const own: StockLevel[] =
      product.variants.length === 1 && product.variants[0]
        ? [level(product, product.variants[0], DEMO_WAREHOUSE_IDS.merkez, product.stock, allocated.get(product.variants[0].id))]
        : product.variants.flatMap((variant, i) => [
            // The fourth combination (M / Lacivert) is sold out everywhere.
            level(product, variant, DEMO_WAREHOUSE_IDS.merkez, i === SOLD_OUT ? 0 : (product.stock + i * 7) % 23, allocated.get(variant.id)),
            level(product, variant, DEMO_WAREHOUSE_IDS.ankara, i % 3 === 0 ? 0 : (i * 5) % 11),
          ]);
    levels.push(...own);
    return { ...product, stock: own.reduce((sum, l) => sum + l.available, 0) };
  });
  return { products: stocked, levels };
};
