import type { Product } from '@shop/shared';
import { batchPut } from './batch-write';

export const putProducts = (products: readonly Product[]): Promise<void> =>
  batchPut(products.map((p) => ({ pk: 'PRODUCT', sk: `PRODUCT#${p.id}`, ...p })));
