import { MEDIA_SIGNATURE_BYTES, startsLikeContentType, type FormFileContentType } from '@shop/shared';

/** Enough of a file's start to tell its type. */
export const FORM_FILE_SIGNATURE_BYTES = MEDIA_SIGNATURE_BYTES;

const PDF_START = Array.from('%PDF-', (c) => c.charCodeAt(0));

/**
 * Whether a shopper's file starts like the type it was declared as: the pictures by the media
 * library's own signatures, a PDF by `%PDF-`. The admin opens these files, so a script named .pdf must not pass.
 */
export const startsLikeFormFile = (contentType: FormFileContentType, head: Uint8Array): boolean =>
  contentType === 'application/pdf' ? PDF_START.every((byte, i) => head[i] === byte) : startsLikeContentType(contentType, head);
