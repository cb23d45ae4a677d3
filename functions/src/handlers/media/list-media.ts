import { API_ROUTES, mediaListQuerySchema, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { isMediaCursor, listReadyMedia } from '../../repositories/media-repository';

export const handler = apiHandler(API_ROUTES.listMedia, async ({ event }) => {
  const { type, limit, cursor } = parseQuery(event, mediaListQuerySchema);
  if (cursor !== undefined && !isMediaCursor(type, cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  return ok(await listReadyMedia(type, { limit, cursor }));
});
