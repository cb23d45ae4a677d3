import { MESSAGES, type ProductUpsert } from '@shop/shared';
import { conflict, invalid } from '../domain-error';
import { getBrand } from '../../repositories/brand-repository';
import type { ProductWriteResult } from '../../repositories/product-repository';

/** A picked brand must exist (checked before anything is written). */
export const checkBrand = async (body: ProductUpsert): Promise<void> => {
  if (body.brandId && !(await getBrand(body.brandId))) throw invalid(MESSAGES.api.productBrandMissing, 'brandId');
};

/** The answer to a refused product write; a saved one passes through. */
export const savedOrThrow = (result: ProductWriteResult, slug: string) => {
  switch (result.status) {
    case 'slug-taken':
      throw conflict(MESSAGES.api.productSlugTaken(slug));
    case 'stale':
      throw conflict(MESSAGES.api.productStale);
    case 'too-many-actions':
      throw invalid(MESSAGES.api.productTooManyCategories, 'categoryIds');
    case 'saved':
      return result.product;
  }
};
