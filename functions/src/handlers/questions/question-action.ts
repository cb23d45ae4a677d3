import { API_ROUTES } from '@shop/shared';
import { runQuestionAction } from '../../domain/questions/run-question-action';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

/** Yanıtla, Onayla or Reddet, at the version the page showed; the process table decides (409 otherwise). */
export const handler = apiHandler(API_ROUTES.questionAction, async ({ params, body, caller }) =>
  ok({ data: await runQuestionAction(caller, params.id, body) }),
);
