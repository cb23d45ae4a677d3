import { API_ROUTES, FORM_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getForm } from '../../repositories/form-repository';

export const handler = apiHandler(API_ROUTES.getForm, async ({ params: { id } }) => {
  const form = await getForm(id);
  if (!form) throw notFound(FORM_TEXTS.notFound);
  return ok({ data: form });
});
