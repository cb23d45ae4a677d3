import { API_ROUTES, MESSAGES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getBrand, renameBrand } from '../../repositories/brand-repository';

export const handler = apiHandler(API_ROUTES.renameBrand, async ({ params: { id }, body: { name }, caller }) => {
  const previous = await getBrand(id);
  if (!previous) throw notFound(MESSAGES.api.brandNotFound);
  const audit = auditEntry(caller, API_ROUTES.renameBrand, 'brand.renamed', { type: 'brand', id, name }, `Marka “${previous.name}” → “${name}”.`);
  const result = await renameBrand(previous, name, audit);
  if (result.status === 'not-found') throw notFound(MESSAGES.api.brandNotFound);
  if (result.status === 'duplicate') throw conflict(MESSAGES.api.brandDuplicate);
  if (result.status === 'stale') throw conflict(MESSAGES.api.brandStale);
  return ok({ data: result.brand });
});
