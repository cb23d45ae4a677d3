import { API_ROUTES, QUESTION_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getQuestion } from '../../repositories/question-repository';

export const handler = apiHandler(API_ROUTES.getQuestion, async ({ params: { id } }) => {
  const question = await getQuestion(id);
  if (!question) throw notFound(QUESTION_TEXTS.notFound);
  return ok({ data: question });
});
