import { API_ROUTES, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { isMediaCursor, listReadyMedia, searchReadyMedia } from '../../repositories/media-repository';

export const handler = apiHandler(API_ROUTES.listMedia, async ({ query: { type, limit, cursor, q } }) => {
  if (cursor !== undefined && !isMediaCursor(type, cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  // A search and the plain list read the same index, so a cursor of one is good for the other.
  return ok(await (q === undefined ? listReadyMedia(type, { limit, cursor }) : searchReadyMedia(type, q, { limit, cursor })));
});
