import { API_ROUTES, FORM_TEXTS } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deleteForm, getForm } from '../../repositories/form-repository';

/** A form with submissions stays (409): deleting them is a KVKK decision taken one by one, never a side effect. */
export const handler = apiHandler(API_ROUTES.deleteForm, async ({ params: { id }, caller }) => {
  const form = await getForm(id);
  if (!form) throw notFound(FORM_TEXTS.notFound);
  if (form.submissionCount > 0) throw conflict(FORM_TEXTS.hasSubmissions(form.submissionCount));
  const result = await deleteForm(
    id,
    auditEntry(caller, API_ROUTES.deleteForm, 'form.deleted', { type: 'form', id, name: form.name }, 'Form silindi.'),
  );
  if (result === 'missing') throw notFound(FORM_TEXTS.notFound);
  if (result === 'has-submissions') throw conflict(FORM_TEXTS.hasSubmissions((await getForm(id))?.submissionCount ?? 1));
  return ok({ deleted: true as const });
});
