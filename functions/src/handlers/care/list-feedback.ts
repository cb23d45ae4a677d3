import { API_ROUTES, FEEDBACK_LIST, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listFeedback } from '../../repositories/feedback-repository';
import { isListCursor } from '../../repositories/filtered-list';

export const handler = apiHandler(API_ROUTES.listFeedback, async ({ query }) => {
  if (query.cursor !== undefined && !isListCursor(FEEDBACK_LIST, query.cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  return ok(await listFeedback(query));
});
