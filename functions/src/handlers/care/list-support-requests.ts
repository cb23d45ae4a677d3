import { API_ROUTES, MESSAGES, SUPPORT_REQUEST_LIST } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { isListCursor } from '../../repositories/filtered-list';
import { listSupportRequests } from '../../repositories/support-repository';

export const handler = apiHandler(API_ROUTES.listSupportRequests, async ({ query }) => {
  if (query.cursor !== undefined && !isListCursor(SUPPORT_REQUEST_LIST, query.cursor))
    throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  return ok(await listSupportRequests(query));
});
