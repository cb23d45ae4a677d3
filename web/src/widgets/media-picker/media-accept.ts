import { MEDIA_CONTENT_TYPES, type Media, type MediaContentType } from '@shop/shared';

export type MediaType = Media['type'];
export type MediaAccept = readonly MediaType[];

/** The `type` filter of the library list: only when a single type is wanted (the video editor). */
export const listedType = (accept: MediaAccept): MediaType | undefined => (new Set(accept).size === 1 ? accept[0] : undefined);

const CONTENT_TYPES = Object.keys(MEDIA_CONTENT_TYPES) as MediaContentType[];

const acceptedOf = (accept: MediaAccept) => CONTENT_TYPES.filter((contentType) => accept.includes(MEDIA_CONTENT_TYPES[contentType].type));

/** The file chooser's `accept`: the library's content types of the wanted media types. */
export const acceptedContentTypes = (accept: MediaAccept): string => acceptedOf(accept).join(',');

/** The wanted files' extensions, for messages: "JPG, PNG, WEBP, GIF". */
export const acceptedExtensions = (accept: MediaAccept): string =>
  [...new Set(acceptedOf(accept).map((contentType) => MEDIA_CONTENT_TYPES[contentType].extension.toUpperCase()))].join(', ');

/**
 * The media type a chosen file would be filed under, when the field takes it. The chooser's
 * `accept` is only a hint (a drop or "all files" gets past it), so the file is checked too.
 */
export const acceptedFileType = (file: { type: string }, accept: MediaAccept): MediaType | undefined => {
  const known = Object.hasOwn(MEDIA_CONTENT_TYPES, file.type) ? MEDIA_CONTENT_TYPES[file.type as MediaContentType].type : undefined;
  return known !== undefined && accept.includes(known) ? known : undefined;
};

/** Which wording a field gets: its one type, or "any" for images and videos alike. */
export const acceptKind = (accept: MediaAccept): MediaType | 'any' => listedType(accept) ?? 'any';
