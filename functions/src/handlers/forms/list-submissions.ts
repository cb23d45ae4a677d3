import { API_ROUTES, FORM_TEXTS, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getForm, isSubmissionCursor, listSubmissions } from '../../repositories/form-repository';

export const handler = apiHandler(API_ROUTES.listFormSubmissions, async ({ params: { id }, query }) => {
  if (query.cursor !== undefined && !isSubmissionCursor(id, query.cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  if (!(await getForm(id))) throw notFound(FORM_TEXTS.notFound);
  return ok(await listSubmissions(id, query));
});
