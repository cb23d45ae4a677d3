import { MESSAGES, type Product, type ProductUpsert } from '@shop/shared';
import { conflict, invalid } from '../domain-error';
import { getBrand } from '../../repositories/brand-repository';
import type { ProductWriteResult } from '../../repositories/product-repository';

/** A picked brand must exist (checked before anything is written). */
export const checkBrand = async (body: ProductUpsert): Promise<void> => {
  if (body.brandId && !(await getBrand(body.brandId))) throw invalid(MESSAGES.api.productBrandMissing, 'brandId');
};

/** The answer to a refused product write; a saved one passes through. */
export const savedOrThrow = (result: ProductWriteResult, product: Product) => {
  switch (result.status) {
    case 'slug-taken':
      throw conflict(MESSAGES.api.productSlugTaken(product.slug));
    case 'stale':
      throw conflict(MESSAGES.api.productStale);
    case 'too-many-actions':
      throw invalid(MESSAGES.api.productTooManyCategories, 'categoryIds');
    case 'code-taken': {
      const i = product.variants.findIndex((v) => v.id === result.variantId);
      const field = `variants.${i}.${result.kind === 'SKU' ? 'sku' : 'barcode'}`;
      const what = result.kind === 'SKU' ? 'SKU' : 'barkod';
      throw conflict(`${field}: “${result.code}” ${what} “${result.productName}” ürününün “${result.sku}” varyantında kullanılıyor.`);
    }
    case 'variant-stocked':
      throw conflict(`variants: “${result.sku}” varyantının depoda stoğu var; silmeden önce stoğunu sıfırlayın ya da varyantı pasif yapın.`);
    case 'saved':
      return result.product;
  }
};
