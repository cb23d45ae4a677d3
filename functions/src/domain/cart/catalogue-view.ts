import type { ProductSettings, Warehouse } from '@shop/shared';
import { getProductsById } from '../../repositories/cart-catalogue-reads';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { getStockType } from '../../repositories/stock-type-repository';
import { availableOf } from '../../repositories/variant-reads';
import { listWarehouses } from '../../repositories/warehouse-repository';
import type { CatalogueView } from './cart-pricing';

/**
 * What the catalogue says of these lines now, read as the storefront's product page reads it:
 * available summed over the active warehouses, a product's unit (its stock type, else Ürün
 * Ayarları' default) deciding whether stock is tracked, and whether backorders are allowed.
 */
export const readCatalogueView = async (
  lines: readonly { productId: string; variantId: string }[],
  read: { settings?: ProductSettings; warehouses?: readonly Warehouse[] } = {},
): Promise<CatalogueView> => {
  const [products, settings, warehouses] = await Promise.all([
    getProductsById(lines.map((l) => l.productId)),
    read.settings ?? getProductSettings(),
    read.warehouses ?? listWarehouses(),
  ]);
  const active = warehouses.filter((w) => w.isActive).map((w) => w.id);
  const typeIds = [...new Set([...products.values()].map((p) => p.stockTypeId ?? settings.defaultStockTypeId).filter((id): id is string => !!id))];
  const [available, types] = await Promise.all([
    availableOf([...new Set(lines.map((l) => l.variantId))], active),
    Promise.all(typeIds.map(getStockType)),
  ]);
  const untrackedTypes = new Set(types.filter((t) => t && !t.tracked).map((t) => t?.id));
  const untracked = new Set(
    [...products.values()].filter((p) => untrackedTypes.has(p.stockTypeId ?? settings.defaultStockTypeId ?? '')).map((p) => p.id),
  );
  return { products, available, untracked, allowBackorder: settings.allowBackorder };
};
