import { API_ROUTES, MESSAGES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deleteBrand, detachBrand, getBrand, productIdsOfBrand } from '../../repositories/brand-repository';

export const handler = apiHandler(API_ROUTES.deleteBrand, async ({ params: { id }, query, caller }) => {
  const brand = await getBrand(id);
  if (!brand) throw notFound(MESSAGES.api.brandNotFound);
  const products = await productIdsOfBrand(id);
  // In use: the admin is asked first; only a confirmed request takes the brand off its products.
  if (products.length > 0 && query.detach !== 'true') throw conflict(MESSAGES.api.brandInUse(products.length));
  const detached = await detachBrand(id, products);
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteBrand,
    'brand.deleted',
    { type: 'brand', id, name: brand.name },
    detached > 0 ? `Marka “${brand.name}” silindi; ${detached} üründen kaldırıldı.` : `Marka “${brand.name}” silindi.`,
  );
  if (!(await deleteBrand(brand, audit))) throw notFound(MESSAGES.api.brandNotFound);
  return ok({ deleted: true, detachedProducts: detached });
});
