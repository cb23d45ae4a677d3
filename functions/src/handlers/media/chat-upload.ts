import { randomUUID } from 'node:crypto';
import { API_ROUTES, CHAT_UPLOAD_TEXTS } from '@shop/shared';
import { findVisitorConversation } from '../../domain/live-chat/visitor-session';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';
import { chatUploadObjectKey, putChatUpload } from '../../repositories/chat-upload-repository';
import { presignUpload } from '../../repositories/media-storage';

/**
 * Step one of a visitor's photo: public, limited per client first, then only for the visitor's own
 * conversation (its id and visitor key, as a resume). The URL signs the type and the exact size
 * (at most 5 MB by the schema), so S3 refuses anything else; the completion checks the bytes.
 */
export const handler = apiHandler(API_ROUTES.createChatUpload, async ({ body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'chatUpload', now.getTime());
  const conversation = await findVisitorConversation(body.conversationId, body.visitorKey);
  if (!conversation) throw notFound(CHAT_UPLOAD_TEXTS.notFound);
  const upload = { conversationId: conversation.id, uploadId: randomUUID(), contentType: body.contentType, size: body.size };
  await putChatUpload(upload, now);
  const { uploadUrl, headers } = await presignUpload(chatUploadObjectKey(upload), body.contentType, body.size);
  return created({ uploadId: upload.uploadId, uploadUrl, headers });
});
