import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@shop/shared';
import { productFromUpsert } from '../../domain/catalog/product-upsert';
import { auditEntry } from '../../domain/audit/audit-entry';
import { productChangeSummary } from '../../domain/audit/product-summary';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { listCategories } from '../../repositories/category-repository';
import { createProduct } from '../../repositories/product-repository';
import { checkBrand, savedOrThrow } from '../../domain/catalog/product-write';
import { getOptionTypes } from '../../repositories/variant-reads';
import { newVariantSuffix, withUniqueDefaultSku } from '../../domain/catalog/product-variants';

export const handler = apiHandler(API_ROUTES.createProduct, async ({ body, caller }) => {
  await checkBrand(body);
  const now = new Date().toISOString();
  const [categories, optionTypes] = await Promise.all([listCategories(), getOptionTypes(body.optionTypeIds)]);
  const { product, memberships } = productFromUpsert(body, categories, {
    id: randomUUID(),
    createdAt: now,
    version: 1,
    now,
    stock: 0,
    previousVariants: [],
    optionTypes,
    newSuffix: newVariantSuffix,
  });
  const audit = auditEntry(
    caller,
    API_ROUTES.createProduct,
    'product.created',
    { type: 'product', id: product.id, name: product.name },
    productChangeSummary(undefined, product),
  );
  const result = await createProduct(product, memberships, audit);
  // A SKU the API made from the slug (none sent) that another variant holds, e.g. a renamed product's: made unique instead.
  const retry = body.variants.length === 0 && result.status === 'code-taken' ? withUniqueDefaultSku(product) : undefined;
  return created({ data: savedOrThrow(retry ? await createProduct(retry, memberships, audit) : result, retry ?? product) });
});
