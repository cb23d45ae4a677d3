import { API_ROUTES, CHAT_IMAGE_MAX_BYTES, CHAT_UPLOAD_TEXTS, MEDIA_SIGNATURE_BYTES, startsLikeContentType } from '@shop/shared';
import { findVisitorConversation } from '../../domain/live-chat/visitor-session';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { chatImageObjectKey, chatUploadObjectKey, getChatUpload } from '../../repositories/chat-upload-repository';
import { copyObject, deleteObject, readObjectStart, storedObjectSize } from '../../repositories/media-storage';
import { mediaFilePath } from '../../repositories/media-keys';

/**
 * Step two: the bytes are checked (no larger than signed and the limit, and starting like the
 * declared type) before they move to media/chat/, where they are served and may be sent with
 * chat:send. Anything else is deleted and refused in Turkish. Completing twice answers the same path.
 */
export const handler = apiHandler(API_ROUTES.completeChatUpload, async ({ params: { id }, body, event }) => {
  await enforceRateLimit(event, 'chatUpload', Date.now());
  const conversation = await findVisitorConversation(body.conversationId, body.visitorKey);
  const upload = conversation ? await getChatUpload(conversation.id, id) : undefined;
  if (!upload) throw notFound(CHAT_UPLOAD_TEXTS.notFound);
  const objectKey = chatImageObjectKey(upload);
  const uploadKey = chatUploadObjectKey(upload);
  const size = await storedObjectSize(uploadKey);
  if (size === undefined) {
    if ((await storedObjectSize(objectKey)) === undefined) throw badRequest(CHAT_UPLOAD_TEXTS.notUploaded);
  } else {
    // S3 holds the signed length in AWS; the check keeps any other store honest too.
    const refusal =
      size > Math.min(upload.size, CHAT_IMAGE_MAX_BYTES)
        ? CHAT_UPLOAD_TEXTS.tooLarge
        : !startsLikeContentType(upload.contentType, await readObjectStart(uploadKey, MEDIA_SIGNATURE_BYTES))
          ? CHAT_UPLOAD_TEXTS.notOfType
          : undefined;
    if (refusal) {
      await deleteObject(uploadKey);
      throw badRequest(refusal);
    }
    await copyObject(uploadKey, objectKey, upload.contentType);
  }
  return ok({ imageUrl: mediaFilePath(objectKey) });
});
