import { API_ROUTES, FORM_TEXTS } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { updateForm } from '../../repositories/form-repository';

/** Saves the whole definition; earlier submissions keep the labels they were sent with. */
export const handler = apiHandler(API_ROUTES.updateForm, async ({ params: { id }, body, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.updateForm,
    'form.updated',
    { type: 'form', id, name: body.name },
    `${body.fields.length} alanla kaydedildi.`,
  );
  const form = await updateForm(id, body, new Date(), audit);
  if (!form) throw notFound(FORM_TEXTS.notFound);
  return ok({ data: form });
});
