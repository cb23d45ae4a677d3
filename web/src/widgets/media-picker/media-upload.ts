import { MEDIA_CONTENT_TYPES, mediaUploadRequestSchema, type MediaUploadRequest } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { MEDIA_UPLOAD_TEXTS } from './upload-texts';
import type { LibraryMedia, MediaUploadTicket } from '@shop/shared';

/** The file types the library takes, for the file chooser's `accept`. */
export const ACCEPTED_TYPES = Object.keys(MEDIA_CONTENT_TYPES).join(',');

const EXTENSIONS = [...new Set(Object.values(MEDIA_CONTENT_TYPES).map((t) => t.extension.toUpperCase()))].join(', ');

/** What the server is asked for, or the Turkish reason this file cannot go (checked here first, with the server's own rules). */
export const uploadRequestFor = (file: { name: string; type: string; size: number }): { request: MediaUploadRequest } | { error: string } => {
  if (!(file.type in MEDIA_CONTENT_TYPES)) return { error: MEDIA_UPLOAD_TEXTS.unsupportedType(EXTENSIONS) };
  const parsed = mediaUploadRequestSchema.safeParse({ fileName: file.name, contentType: file.type, size: file.size });
  return parsed.success ? { request: parsed.data } : { error: parsed.error.issues[0]?.message ?? MEDIA_UPLOAD_TEXTS.uploadFailed };
};

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** Why an upload failed, in Turkish: our own check's or the API's reason, else that the transfer failed. */
export const uploadErrorText = (error: unknown): string =>
  error instanceof UploadError || error instanceof ApiError ? error.message : MEDIA_UPLOAD_TEXTS.transferFailed;

export interface UploadSteps {
  createUpload(request: MediaUploadRequest): Promise<MediaUploadTicket>;
  /** PUTs the bytes to the presigned URL, reporting progress from 0 to 1. */
  put(ticket: MediaUploadTicket, file: Blob, onProgress: (fraction: number) => void): Promise<void>;
  complete(id: string): Promise<LibraryMedia>;
}

/**
 * The presigned upload: ask for a URL, send the bytes straight to storage, then tell the
 * API they are there; only then does the item join the library.
 */
export const uploadMedia = async (file: File, steps: UploadSteps, onProgress: (fraction: number) => void): Promise<LibraryMedia> => {
  const checked = uploadRequestFor(file);
  if ('error' in checked) throw new UploadError(checked.error);
  const ticket = await steps.createUpload(checked.request);
  await steps.put(ticket, file, onProgress);
  return steps.complete(ticket.media.id);
};
