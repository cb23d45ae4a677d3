import { API_ROUTES, mediaListQuerySchema, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { isMediaCursor, listReadyMedia, searchReadyMedia } from '../../repositories/media-repository';

export const handler = apiHandler(API_ROUTES.listMedia, async ({ event }) => {
  const { type, limit, cursor, q } = parseQuery(event, mediaListQuerySchema);
  if (cursor !== undefined && !isMediaCursor(type, cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  // A search and the plain list read the same index, so a cursor of one is good for the other.
  return ok(await (q === undefined ? listReadyMedia(type, { limit, cursor }) : searchReadyMedia(type, q, { limit, cursor })));
});
