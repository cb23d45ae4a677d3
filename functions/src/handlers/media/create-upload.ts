import { API_ROUTES, MEDIA_CONTENT_TYPES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { mediaSizeText } from '../../domain/audit/media-size';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { createPendingMedia } from '../../repositories/media-repository';
import { presignUpload } from '../../repositories/media-storage';

/** Step one of an upload: a pending item and a URL the browser PUTs the bytes to (S3 directly, not through Lambda). */
export const handler = apiHandler(API_ROUTES.createMediaUpload, async ({ body: { fileName, contentType, size }, caller }) => {
  const { type, extension } = MEDIA_CONTENT_TYPES[contentType];
  const { media, uploadKey } = await createPendingMedia({ name: fileName, type, contentType, extension, size }, (item) =>
    auditEntry(
      caller,
      API_ROUTES.createMediaUpload,
      'media.upload-started',
      { type: 'media', id: item.id, name: item.name },
      `${contentType}, ${mediaSizeText(size)} bekleniyor`,
    ),
  );
  const { uploadUrl, headers } = await presignUpload(uploadKey, contentType, size);
  return created({ data: { media, uploadUrl, headers } });
});
