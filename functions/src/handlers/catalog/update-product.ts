import { API_ROUTES, MESSAGES, PRODUCT_ARCHIVE_MESSAGES } from '@shop/shared';
import { productFromUpsert } from '../../domain/catalog/product-upsert';
import { auditEntry } from '../../domain/audit/audit-entry';
import { productChangeSummary } from '../../domain/audit/product-summary';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listCategories } from '../../repositories/category-repository';
import { getProduct, updateProduct } from '../../repositories/product-repository';
import { checkBrand, savedOrThrow } from '../../domain/catalog/product-write';
import { getOptionTypes } from '../../repositories/variant-reads';
import { newVariantSuffix } from '../../domain/catalog/product-variants';

export const handler = apiHandler(API_ROUTES.updateProduct, async ({ params: { id }, body: { baseVersion, ...upsert }, caller }) => {
  const previous = await getProduct(id);
  if (!previous) throw notFound(MESSAGES.api.productNotFound);
  // The form's body knows nothing of the archive: saving it would bring the product back unasked.
  if (previous.archivedAt !== undefined) throw conflict(PRODUCT_ARCHIVE_MESSAGES.archivedNotEditable);
  // Someone saved since the form was loaded: refused before any other check, as the transaction would.
  if (previous.version !== baseVersion) throw conflict(MESSAGES.api.productStale);
  await checkBrand(upsert);
  const [categories, optionTypes] = await Promise.all([listCategories(), getOptionTypes(upsert.optionTypeIds)]);
  const { product, memberships } = productFromUpsert(upsert, categories, {
    id,
    createdAt: previous.createdAt,
    version: baseVersion + 1,
    now: new Date().toISOString(),
    stock: previous.stock,
    previousVariants: previous.variants,
    optionTypes,
    newSuffix: newVariantSuffix,
  });
  const audit = auditEntry(
    caller,
    API_ROUTES.updateProduct,
    'product.updated',
    { type: 'product', id, name: product.name },
    productChangeSummary(previous, product),
  );
  return ok({ data: savedOrThrow(await updateProduct(previous, product, baseVersion, memberships, audit), product) });
});
