import { API_ROUTES, FORM_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { setSubmissionRead } from '../../repositories/form-repository';

export const handler = apiHandler(API_ROUTES.markFormSubmission, async ({ params: { id, submissionId }, body: { read } }) => {
  const submission = await setSubmissionRead(id, submissionId, read);
  if (!submission) throw notFound(FORM_TEXTS.submissionNotFound);
  return ok({ data: submission });
});
