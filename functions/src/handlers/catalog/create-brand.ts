import { API_ROUTES, MESSAGES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { created } from '../../http/responses';
import { createBrand } from '../../repositories/brand-repository';

export const handler = apiHandler(API_ROUTES.createBrand, async ({ body: { name }, caller }) => {
  const result = await createBrand(name, (brand) =>
    auditEntry(caller, API_ROUTES.createBrand, 'brand.created', { type: 'brand', id: brand.id, name: brand.name }, `Marka “${brand.name}” eklendi.`),
  );
  if (result.status === 'duplicate') throw conflict(MESSAGES.api.brandDuplicate);
  return created({ data: result.brand });
});
