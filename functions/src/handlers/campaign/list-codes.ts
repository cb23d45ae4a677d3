import { API_ROUTES, MESSAGES } from '@shop/shared';
import * as clock from '../../clock';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { isCodeCursor, listCodes } from '../../repositories/campaign-code-repository';

export const handler = apiHandler(API_ROUTES.listCampaignCodes, async ({ query }) => {
  if (query.cursor !== undefined && !isCodeCursor(query.cursor, query.source)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  return ok(await listCodes(query, clock.now()));
});
