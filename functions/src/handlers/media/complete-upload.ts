import {
  API_ROUTES,
  isTooLarge,
  MEDIA_CONTENT_TYPES,
  MEDIA_SIGNATURE_BYTES,
  MESSAGES,
  startsLikeContentType,
  tooLargeMessage,
  type MediaContentType,
} from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { mediaSizeText } from '../../domain/audit/media-size';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getMedia, markMediaReady } from '../../repositories/media-repository';
import { deleteObject, copyObject, readObjectStart, storedObjectSize } from '../../repositories/media-storage';
import { MEDIA_TEXTS } from './texts';

/**
 * Step two: the uploaded bytes are checked (size, and that they start like the declared type,
 * so nothing else is ever served from the shop's origin), moved to media/ where CloudFront
 * serves them, and the item joins the library. Completing twice is harmless: a completion that
 * stopped after the move finds the bytes already published.
 */
export const handler = apiHandler(API_ROUTES.completeMediaUpload, async ({ params: { id }, caller }) => {
  const stored = await getMedia(id);
  if (!stored) throw notFound();
  if (stored.media.status === 'READY') return ok({ data: stored.media });
  const contentType = stored.media.contentType as MediaContentType;
  let size = await storedObjectSize(stored.uploadKey);
  if (size === undefined) {
    size = await storedObjectSize(stored.objectKey);
    if (size === undefined) throw badRequest(MESSAGES.api.mediaNotUploaded);
  } else {
    // S3 holds the signed length in AWS; the check keeps any other store honest too.
    const refusal = isTooLarge(stored.media.type, size)
      ? tooLargeMessage(stored.media.type)
      : !Object.hasOwn(MEDIA_CONTENT_TYPES, contentType) ||
          !startsLikeContentType(contentType, await readObjectStart(stored.uploadKey, MEDIA_SIGNATURE_BYTES))
        ? MEDIA_TEXTS.notOfType(contentType)
        : undefined;
    if (refusal) {
      await deleteObject(stored.uploadKey);
      throw badRequest(refusal);
    }
    await copyObject(stored.uploadKey, stored.objectKey, contentType);
  }
  const audit = auditEntry(
    caller,
    API_ROUTES.completeMediaUpload,
    'media.uploaded',
    { type: 'media', id: stored.media.id, name: stored.media.name },
    `${contentType}, ${mediaSizeText(size)}`,
  );
  const ready = await markMediaReady(stored.media, size, audit);
  if (!ready) throw notFound();
  return ok({ data: ready });
});
