import { createHash } from 'node:crypto';
import { slugify } from '@shop/shared';

/*
 * Where the media library's files live, apart from the S3 client: code that only names or
 * checks media paths (the theme's media references) must not load the S3 SDK, which is
 * left out of the bundles and costs a cold start ~350 ms to load from the runtime.
 */

const objectName = (fileName: string, extension: string) => `${slugify(fileName.replace(/\.[^.]*$/, '')).slice(0, 80) || 'dosya'}.${extension}`;

/**
 * Published objects live under media/ so that CloudFront's /media/* behaviour maps a path
 * straight to its key; the id keeps keys unique, the slug keeps them readable.
 */
export const mediaObjectKey = (id: string, fileName: string, extension: string): string => `media/${id}/${objectName(fileName, extension)}`;

/**
 * The browser uploads under uploads/, which nothing serves: only bytes checked on completion
 * reach media/. The bucket expires uploads/ after a day, so an upload never completed goes away.
 */
export const uploadObjectKey = (id: string, fileName: string, extension: string): string => `uploads/${id}/${objectName(fileName, extension)}`;

/** What the storefront and the builder put in src attributes (same origin, through CloudFront). */
export const mediaFilePath = (objectKey: string): string => `/${objectKey}`;

/** Every file of the library is under this path (its objects are under media/). */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * A file's path as a key part: a fixed-length hash (paths may be longer than a key may hold), so the
 * products that show a file are found by Query (see productMediaUseKey).
 */
export const mediaPathHash = (filePath: string): string => createHash('sha256').update(filePath).digest('hex').slice(0, 40);
