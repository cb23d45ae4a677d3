import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Long enough to pick and send a 200 MB video, short enough that a leaked URL soon dies. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

let cached: { endpoint: string | undefined; client: S3Client } | undefined;

/**
 * S3_ENDPOINT is only set locally (the gateway's S3 stand-in), which speaks path-style only.
 * Checksums only when required: otherwise a presigned PUT carries the CRC32 of an empty body,
 * and S3 refuses the real bytes.
 */
const s3 = (): S3Client => {
  const endpoint = process.env.S3_ENDPOINT;
  if (cached?.endpoint !== endpoint || !cached) {
    cached?.client.destroy();
    const client = new S3Client({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    });
    cached = { endpoint, client };
  }
  return cached.client;
};

const bucket = (): string => {
  const name = process.env.MEDIA_BUCKET;
  if (!name) throw new Error('MEDIA_BUCKET is not set');
  return name;
};

/**
 * A PUT URL bound to the type and the exact size: both are signed, so S3 refuses another
 * type or a larger body. The caller must send the returned headers with the bytes.
 */
export const presignUpload = async (
  objectKey: string,
  contentType: string,
  size: number,
): Promise<{ uploadUrl: string; headers: Record<string, string> }> => {
  const command = new PutObjectCommand({ Bucket: bucket(), Key: objectKey, ContentType: contentType, ContentLength: size });
  const uploadUrl = await getSignedUrl(s3(), command, {
    expiresIn: UPLOAD_URL_TTL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { uploadUrl, headers: { 'content-type': contentType } };
};

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** The first `bytes` bytes of an object (fewer when it is shorter). */
export const readObjectStart = async (objectKey: string, bytes: number): Promise<Uint8Array> => {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: objectKey, Range: `bytes=0-${bytes - 1}` }));
  return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
};

export const deleteObject = async (objectKey: string): Promise<void> => {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: objectKey }));
};

/**
 * Copies checked bytes to where they are kept, with the type they were checked as: media/ (CloudFront
 * serves it) or form-files/ (private; only a presigned download reads it). The upload stays until the
 * bucket expires uploads/.
 */
export const copyObject = async (fromKey: string, toKey: string, contentType: string): Promise<void> => {
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: toKey,
      CopySource: `${bucket()}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  await deleteObject(fromKey);
};

/** A whole object's bytes (an image to make variants of: at most 10 MB). */
export const readObject = async (objectKey: string): Promise<Uint8Array> => {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: objectKey }));
  return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
};

/** Writes a published object under media/ (an image variant), cached as its original is: its key never changes content. */
export const putObject = async (objectKey: string, bytes: Uint8Array, contentType: string): Promise<void> => {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: objectKey,
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
};

/** The stored object's size, or undefined when nothing was uploaded under the key. */
export const storedObjectSize = async (objectKey: string): Promise<number | undefined> => {
  try {
    const out = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: objectKey }));
    return out.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

/** How long an admin's link to a shopper's form file works: long enough to open it, short enough that a forwarded link soon dies. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/** A GET URL for one private object (a form's file), answered as a download under the shopper's file name. */
export const presignDownload = async (objectKey: string, fileName: string): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: objectKey,
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
