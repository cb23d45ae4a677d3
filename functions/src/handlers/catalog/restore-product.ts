import { API_ROUTES, MESSAGES, PRODUCT_ARCHIVE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { savedOrThrow } from '../../domain/catalog/product-write';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listCategories } from '../../repositories/category-repository';
import { getProduct, setProductArchived } from '../../repositories/product-repository';

/** Takes a product out of the archive: its listings and search words are written again from the tree as it is now. */
export const handler = apiHandler(API_ROUTES.restoreProduct, async ({ params: { id }, caller }) => {
  const previous = await getProduct(id);
  if (!previous) throw notFound(MESSAGES.api.productNotFound);
  if (previous.archivedAt === undefined) throw conflict(M.notArchived);
  const audit = auditEntry(
    caller,
    API_ROUTES.restoreProduct,
    'product.restored',
    { type: 'product', id, name: previous.name },
    'Ürün arşivden çıkarıldı.',
  );
  const result = await setProductArchived(previous, undefined, await listCategories(), audit);
  return ok({ data: savedOrThrow(result, previous) });
});
