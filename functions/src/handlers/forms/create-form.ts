import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { createForm } from '../../repositories/form-repository';

export const handler = apiHandler(API_ROUTES.createForm, async ({ body, caller }) => {
  const form = await createForm(body, new Date(), (f) =>
    auditEntry(
      caller,
      API_ROUTES.createForm,
      'form.created',
      { type: 'form', id: f.id, name: f.name },
      `${f.fields.length} alanlı form oluşturuldu.`,
    ),
  );
  return created({ data: form });
});
