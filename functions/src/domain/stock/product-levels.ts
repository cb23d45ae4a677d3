import type { StockLevel } from '@shop/shared';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { getProduct } from '../../repositories/product-repository';
import { getLevels, levelFromMap, levelOf } from '../../repositories/stock-repository';
import { listWarehouses } from '../../repositories/warehouse-repository';
import { DomainError } from '../domain-error';
import { EMPTY_LEVEL } from './level-change';
import { levelTarget, optionOrderOf, optionTypeNames } from './stock-subject';

/**
 * A product's levels for every variant in every warehouse (the product form's stock table): one
 * BatchGet of variants × warehouses; a pair never written is shown as zeros with version 0.
 */
export const productLevels = async (productId: string): Promise<StockLevel[]> => {
  const product = await getProduct(productId);
  if (!product) throw new DomainError('not-found', 'Ürün bulunamadı.');
  const [warehouses, settings, names] = await Promise.all([listWarehouses(), getProductSettings(), optionTypeNames()]);
  const order = optionOrderOf(product, names);
  const pairs = product.variants.flatMap((v) => warehouses.map((w) => ({ variantId: v.id, warehouseId: w.id })));
  const stored = await getLevels(pairs);
  return product.variants.flatMap((variant) =>
    warehouses.map((w) => {
      const level = levelFromMap(stored, variant.id, w.id);
      return level ?? levelOf(levelTarget({ product, variant, order }, w.id), EMPTY_LEVEL, 0, settings.lowStockThreshold);
    }),
  );
};
