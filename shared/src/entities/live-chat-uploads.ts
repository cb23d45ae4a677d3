import * as z from 'zod';
import { MESSAGES } from '../messages';
import { object, requiredText } from '../schemas/common';
import { chatImageSchema } from './live-chat';

/*
 * A shopper's photo in Canlı destek (issue 30): a small, public, visitor-scoped upload. The
 * visitor proves the conversation with the key its ticket answered (as resuming does); the bytes
 * go straight to the media bucket and are checked before they are served or sent.
 */

/** The photo types a visitor may send: no GIF (animations are not support material), no SVG (script). */
export const CHAT_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ChatImageType = keyof typeof CHAT_IMAGE_TYPES;
const IMAGE_TYPES = Object.keys(CHAT_IMAGE_TYPES) as [ChatImageType, ...ChatImageType[]];

/** A phone photo fits; the admin library allows more (10 MB), a stranger's upload less. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const CHAT_UPLOAD_TEXTS = {
  wrongType: 'Yalnızca JPEG, PNG veya WebP fotoğraf gönderilebilir.',
  tooLarge: 'Fotoğraf en fazla 5 MB olabilir.',
  notOfType: 'Dosya bir JPEG, PNG veya WebP fotoğrafı değil.',
  notUploaded: 'Fotoğraf henüz yüklenmedi.',
  notFound: 'Sohbet ya da yükleme bulunamadı.',
} as const;

/** The visitor's proof of their conversation: its id and the key the ticket answered. */
const visitorProof = {
  conversationId: requiredText(undefined, 100),
  visitorKey: requiredText(undefined, 100),
};

/** POST /api/storefront/live-chat/uploads */
export const chatUploadRequestSchema = z.strictObject(
  {
    ...visitorProof,
    contentType: z.enum(IMAGE_TYPES, { error: CHAT_UPLOAD_TEXTS.wrongType }),
    size: z.int({ error: MESSAGES.api.invalidRequest }).min(1, CHAT_UPLOAD_TEXTS.notUploaded).max(CHAT_IMAGE_MAX_BYTES, CHAT_UPLOAD_TEXTS.tooLarge),
  },
  { error: MESSAGES.api.invalidRequest },
);
export type ChatUploadRequest = z.infer<typeof chatUploadRequestSchema>;

export const chatUploadTicketSchema = object({ uploadId: z.uuid(), uploadUrl: z.string(), headers: z.record(z.string(), z.string()) });
export type ChatUploadTicket = z.infer<typeof chatUploadTicketSchema>;

/** POST /api/storefront/live-chat/uploads/{id}/complete */
export const chatUploadParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.api.invalidRequest }) });
export const chatUploadCompleteSchema = z.strictObject(visitorProof, { error: MESSAGES.api.invalidRequest });
/** The checked photo's path, to send with chat:send {imageUrl}. */
export const chatUploadDoneSchema = object({ imageUrl: chatImageSchema });

/** A conversation's photos are served under this path (the key's uuid makes it unguessable). */
export const chatImagePathPrefix = (conversationId: string) => `/media/chat/${conversationId}/`;

const UUID_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Whether a path is exactly one of this conversation's checked photos: its prefix, then a uuid file
 * name and nothing else. A prefix test alone would pass `…/<own>/../../<any media path>`.
 */
export const isOwnChatImagePath = (conversationId: string, path: string): boolean => {
  const prefix = chatImagePathPrefix(conversationId);
  return path.startsWith(prefix) && UUID_FILE.test(path.slice(prefix.length));
};
