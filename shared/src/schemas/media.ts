import * as z from 'zod';
import { MESSAGES } from '../messages';
import { enumOf, fieldError, mediaTypeSchema, type Media } from './common';

type MediaType = Media['type'];

/**
 * What the library accepts: the type it files the upload under and the extension its key gets.
 * No SVG: it can carry script, and the storefront renders media on the shop's own origin.
 */
export const MEDIA_CONTENT_TYPES = {
  'image/jpeg': { type: 'IMAGE', extension: 'jpg' },
  'image/png': { type: 'IMAGE', extension: 'png' },
  'image/webp': { type: 'IMAGE', extension: 'webp' },
  'image/gif': { type: 'IMAGE', extension: 'gif' },
  'video/mp4': { type: 'VIDEO', extension: 'mp4' },
  'video/webm': { type: 'VIDEO', extension: 'webm' },
} as const satisfies Record<string, { type: MediaType; extension: string }>;
export type MediaContentType = keyof typeof MEDIA_CONTENT_TYPES;

/** Bytes at an offset; null matches any byte. */
interface Signature {
  readonly offset: number;
  readonly bytes: readonly (number | null)[];
}
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** How each accepted type's files begin (their magic numbers). */
const SIGNATURES: Record<MediaContentType, readonly Signature[][]> = {
  'image/jpeg': [[{ offset: 0, bytes: [0xff, 0xd8, 0xff] }]],
  'image/png': [[{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }]],
  'image/gif': [[{ offset: 0, bytes: ascii('GIF87a') }], [{ offset: 0, bytes: ascii('GIF89a') }]],
  'image/webp': [
    [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  ],
  'video/mp4': [[{ offset: 4, bytes: ascii('ftyp') }]],
  'video/webm': [[{ offset: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] }]],
};

/** Enough of a file's start to tell its type. */
export const MEDIA_SIGNATURE_BYTES = 16;

/** Whether a file's first bytes are what its declared type's files start with. */
export const startsLikeContentType = (contentType: MediaContentType, head: Uint8Array): boolean =>
  SIGNATURES[contentType].some((parts) => parts.every(({ offset, bytes }) => bytes.every((byte, i) => byte === null || head[offset + i] === byte)));
const CONTENT_TYPES = Object.keys(MEDIA_CONTENT_TYPES) as [MediaContentType, ...MediaContentType[]];

const MB = 1024 * 1024;
/** Ours: the spec gives no limits. Banners and galleries need no bigger images; videos are short loops. */
export const MEDIA_MAX_BYTES: Record<MediaType, number> = { IMAGE: 10 * MB, VIDEO: 200 * MB };

export const tooLargeMessage = (type: MediaType) => (type === 'IMAGE' ? MESSAGES.api.imageTooLarge : MESSAGES.api.videoTooLarge);
export const isTooLarge = (type: MediaType, size: number) => size > MEDIA_MAX_BYTES[type];

/** POST /api/admin/media/uploads */
export const mediaUploadRequestSchema = z
  .object({
    fileName: z.string({ error: fieldError }).trim().min(1).max(200),
    contentType: enumOf(CONTENT_TYPES),
    size: z.number({ error: fieldError }).int().min(1).max(MEDIA_MAX_BYTES.VIDEO),
  })
  .superRefine((request, ctx) => {
    const { type } = MEDIA_CONTENT_TYPES[request.contentType];
    if (isTooLarge(type, request.size)) ctx.addIssue({ code: 'custom', path: ['size'], message: tooLargeMessage(type) });
  });
export type MediaUploadRequest = z.infer<typeof mediaUploadRequestSchema>;

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** Ours: a few words of a file name are enough to find it. */
export const MEDIA_SEARCH_MAX_LENGTH = 100;

/** GET /api/admin/media?type=&limit=&cursor=&q= */
export const mediaListQuerySchema = z.object({
  type: z.preprocess(emptyAsMissing, mediaTypeSchema.optional()),
  limit: z.preprocess(emptyAsMissing, z.coerce.number({ error: fieldError }).int().min(1).max(100).default(50)),
  cursor: z.preprocess(emptyAsMissing, z.string({ error: fieldError }).max(2048).optional()),
  /** Words the file name has words starting with (Turkish folding, as searchTokens folds). */
  q: z.preprocess(emptyAsMissing, z.string({ error: fieldError }).max(MEDIA_SEARCH_MAX_LENGTH).optional()),
});
