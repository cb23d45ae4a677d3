import {
  API_ROUTES,
  imageVariantPath,
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
import { processImage, type ProcessedImage } from '../../domain/content/image-variants';
import { DomainError } from '../../domain/domain-error';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getMedia, markMediaReady } from '../../repositories/media-repository';
import { deleteObject, copyObject, putObject, readObject, readObjectStart, storedObjectSize } from '../../repositories/media-storage';
import { MEDIA_TEXTS } from './texts';

/** An image's WebP copies, written beside where the original is published; on a failure none is left. */
const publishVariants = async (objectKey: string, image: ProcessedImage): Promise<() => Promise<void>> => {
  const keys = image.variants.map((v) => imageVariantPath(objectKey, v.width));
  const removeAll = async () => {
    await Promise.all(keys.map((key) => deleteObject(key)));
  };
  try {
    await Promise.all(image.variants.map((v, i) => putObject(keys[i] ?? '', v.bytes, 'image/webp')));
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw error;
  }
  return removeAll;
};

/**
 * Step two: the uploaded bytes are checked (size, and that they start like the declared type,
 * so nothing else is ever served from the shop's origin); an image is decoded, refused when it is
 * too large or unreadable (issue 32), and gets its WebP variants; then the bytes move to media/
 * where CloudFront serves them, and the item joins the library. Completing twice is harmless: a
 * completion that stopped after the move finds the bytes already published (and redraws the variants).
 */
export const handler = apiHandler(API_ROUTES.completeMediaUpload, async ({ params: { id }, caller }) => {
  const stored = await getMedia(id);
  if (!stored) throw notFound();
  if (stored.media.status === 'READY') return ok({ data: stored.media });
  const contentType = stored.media.contentType as MediaContentType;
  const refuse = async (message: string): Promise<never> => {
    await deleteObject(stored.uploadKey);
    throw badRequest(message);
  };
  let size = await storedObjectSize(stored.uploadKey);
  const fromUpload = size !== undefined;
  if (size === undefined) {
    size = await storedObjectSize(stored.objectKey);
    if (size === undefined) throw badRequest(MESSAGES.api.mediaNotUploaded);
  } else {
    // S3 holds the signed length in AWS; the check keeps any other store honest too.
    if (isTooLarge(stored.media.type, size)) await refuse(tooLargeMessage(stored.media.type));
    if (
      !Object.hasOwn(MEDIA_CONTENT_TYPES, contentType) ||
      !startsLikeContentType(contentType, await readObjectStart(stored.uploadKey, MEDIA_SIGNATURE_BYTES))
    )
      await refuse(MEDIA_TEXTS.notOfType(contentType));
  }
  let image: ProcessedImage | undefined;
  if (stored.media.type === 'IMAGE') {
    try {
      image = await processImage(await readObject(fromUpload ? stored.uploadKey : stored.objectKey));
    } catch (error) {
      if (error instanceof DomainError && fromUpload) await refuse(error.message);
      throw error;
    }
  }
  const removeVariants = image ? await publishVariants(stored.objectKey, image) : undefined;
  try {
    if (fromUpload) await copyObject(stored.uploadKey, stored.objectKey, contentType);
    const audit = auditEntry(
      caller,
      API_ROUTES.completeMediaUpload,
      'media.uploaded',
      { type: 'media', id: stored.media.id, name: stored.media.name },
      `${contentType}, ${mediaSizeText(size)}`,
    );
    const dimensions = image ? { width: image.width, height: image.height, variantWidths: image.variants.map((v) => v.width) } : undefined;
    const ready = await markMediaReady(stored.media, size, audit, dimensions);
    if (!ready) throw notFound();
    return ok({ data: ready });
  } catch (error) {
    // Not yet in the library: its variants go too, and a retry draws them again.
    await removeVariants?.().catch(() => undefined);
    throw error;
  }
});
