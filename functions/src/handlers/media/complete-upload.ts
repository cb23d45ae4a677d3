import { API_ROUTES, isTooLarge, MESSAGES, tooLargeMessage } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound } from '../../http/http-error';
import { parseIdParam } from '../../http/parse';
import { ok } from '../../http/responses';
import { getMedia, markMediaReady } from '../../repositories/media-repository';
import { storedObjectSize } from '../../repositories/media-storage';

/** Step two: the bytes are in the bucket, so the item joins the library. Completing twice is harmless. */
export const handler = apiHandler(API_ROUTES.completeMediaUpload, async ({ event }) => {
  const id = parseIdParam(event);
  const stored = await getMedia(id);
  if (!stored) throw notFound();
  if (stored.media.status === 'READY') return ok({ data: stored.media });
  const size = await storedObjectSize(stored.objectKey);
  if (size === undefined) throw badRequest(MESSAGES.api.mediaNotUploaded);
  // S3 holds the signed length in AWS; the check keeps any other store honest too.
  if (isTooLarge(stored.media.type, size)) throw badRequest(tooLargeMessage(stored.media.type));
  const ready = await markMediaReady(stored.media, size);
  if (!ready) throw notFound();
  return ok({ data: ready });
});
