import { API_ROUTES, MESSAGES, PRODUCT_ARCHIVE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { savedOrThrow } from '../../domain/catalog/product-write';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listCategories } from '../../repositories/category-repository';
import { getProduct, setProductArchived } from '../../repositories/product-repository';

/** Archives a product instead of deleting it: off the storefront, its listings and search; still read by id (old orders). */
export const handler = apiHandler(API_ROUTES.archiveProduct, async ({ params: { id }, caller }) => {
  const previous = await getProduct(id);
  if (!previous) throw notFound(MESSAGES.api.productNotFound);
  if (previous.archivedAt !== undefined) throw conflict(M.alreadyArchived);
  const audit = auditEntry(caller, API_ROUTES.archiveProduct, 'product.archived', { type: 'product', id, name: previous.name }, 'Ürün arşivlendi.');
  const result = await setProductArchived(previous, new Date().toISOString(), await listCategories(), audit);
  return ok({ data: savedOrThrow(result, previous) });
});
