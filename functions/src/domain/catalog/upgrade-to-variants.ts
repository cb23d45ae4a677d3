import { type Product, type StockLevel, type Variant } from '@shop/shared';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { listProducts } from '../../repositories/product-repository';
import { giveDefaultVariant } from '../../repositories/variant-upgrade-repository';
import { listWarehouses } from '../../repositories/warehouse-repository';
import { defaultVariantOf, withUniqueDefaultSku } from './product-variants';

const defaultLevel = (product: Product, variant: Variant, warehouseId: string, threshold: number): StockLevel => ({
  variantId: variant.id,
  productId: product.id,
  productName: product.name,
  sku: variant.sku,
  optionLabel: '',
  warehouseId,
  onHand: product.stock,
  allocated: 0,
  available: product.stock,
  low: product.stock <= threshold,
  version: 1,
});

/**
 * Products stored before variants existed get their default variant, and their one stock number
 * becomes that variant's level in the default warehouse. Runs at every local start and, against a
 * deployed table, in `npm run upgrade-data`; a product that has variants is left alone, so it is
 * safe to repeat. Without a warehouse the stock cannot be placed: the products wait for the next run.
 * Returns how many products it upgraded.
 */
export const upgradeProductsToVariants = async (): Promise<number> => {
  const home = (await listWarehouses()).find((w) => w.isDefault);
  if (!home) return 0;
  const threshold = (await getProductSettings()).lowStockThreshold;
  let upgraded = 0;
  let cursor: string | undefined;
  do {
    const page = await listProducts({ limit: 100, ...(cursor ? { cursor } : {}) });
    for (const product of page.data.filter((p) => p.variants.length === 0)) {
      let variant = defaultVariantOf(product);
      let result = await giveDefaultVariant(product, variant, product.stock !== 0 ? defaultLevel(product, variant, home.id, threshold) : undefined);
      if (result === 'sku-taken') {
        // The SKU made from the slug is another product's (a renamed one): this variant's own suffix makes it unique.
        [variant] = withUniqueDefaultSku({ variants: [variant] }).variants as [Variant];
        result = await giveDefaultVariant(product, variant, product.stock !== 0 ? defaultLevel(product, variant, home.id, threshold) : undefined);
      }
      if (result === 'upgraded') upgraded += 1;
    }
    cursor = page.nextCursor;
  } while (cursor);
  return upgraded;
};
