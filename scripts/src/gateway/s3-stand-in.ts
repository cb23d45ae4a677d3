import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_SECURITY_HEADERS } from '@shop/shared';
import { verifyAuthorizationHeader, verifyPresignedUrl, type SignedRequest, type Verification } from '../local/aws-signature';

export interface S3StandInOptions {
  /** Objects are files under <dir>/<bucket>/<key>. */
  readonly dir: string;
  /** The bucket whose media/ prefix is served at /media/*, as CloudFront does in AWS. */
  readonly bucket: string;
}

/** The largest upload the media library allows (a video). */
const MAX_OBJECT_BYTES = 200 * 1024 * 1024;

const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The bucket's CORS rule: the app may PUT from any origin it is opened on (localhost or
 * 127.0.0.1); the presigned URL is the credential.
 */
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'etag' };
const allowUploads = (res: ServerResponse) => {
  res.writeHead(204, {
    ...CORS,
    'access-control-allow-methods': 'PUT',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '3000',
  });
  res.end();
};

const sendError = (res: ServerResponse, method: string, error: S3Error) => {
  res.writeHead(error.status, { ...CORS, 'content-type': 'application/xml' });
  res.end(
    method === 'HEAD'
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${error.code}</Code><Message>${error.message}</Message></Error>`,
  );
};

/** The file behind a key, refusing keys that would climb out of the bucket's folder. */
const fileFor = (root: string, encodedKey: string): string => {
  const invalid = new S3Error(400, 'InvalidArgument', 'Invalid key');
  let segments: string[];
  try {
    segments = encodedKey.split('/').map((s) => decodeURIComponent(s));
  } catch {
    throw invalid;
  }
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes(sep))) throw invalid;
  const file = resolve(root, ...segments);
  if (!file.startsWith(root + sep)) throw invalid;
  return file;
};

const signedRequest = (req: IncomingMessage, url: URL): SignedRequest => ({
  method: req.method ?? 'GET',
  path: url.pathname,
  query: url.searchParams,
  headers: req.headers,
});

/** S3's answer to a refused signature: 403 with its own codes. */
const refuse = (verification: Exclude<Verification, { ok: true }>): S3Error => {
  if (verification.code === 'MissingAuthenticationToken') return new S3Error(403, 'AccessDenied', 'Anonymous access is not allowed');
  if (verification.code === 'InvalidClientTokenId') return new S3Error(403, 'InvalidAccessKeyId', verification.message);
  if (verification.code === 'RequestExpired') return new S3Error(403, 'AccessDenied', verification.message);
  return new S3Error(403, 'SignatureDoesNotMatch', verification.message);
};

/** Only presigned PUTs (and GETs) get in, signed by a local key over this very request, and only while the URL lives. */
const checkPresigned = async (req: IncomingMessage, url: URL) => {
  const verification = await verifyPresignedUrl(signedRequest(req, url), { service: 's3' });
  if (!verification.ok) throw refuse(verification);
};

/** SDK calls (not presigned URLs) carry an AWS signature in the Authorization header: checked the same way. */
const checkSigned = async (req: IncomingMessage, url: URL) => {
  const verification = await verifyAuthorizationHeader(signedRequest(req, url), { service: 's3' });
  if (!verification.ok) throw refuse(verification);
};

const putObject = async (req: IncomingMessage, res: ServerResponse, url: URL, file: string) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_OBJECT_BYTES)
    throw new S3Error(413, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  // A browser's upload is presigned; the SDK's own writes (an image's variants, issue 32) are signed in a header.
  if (url.searchParams.has('X-Amz-Signature')) await checkPresigned(req, url);
  else await checkSigned(req, url);
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed, so a HEAD never sees half an object.
  const partial = `${file}.${randomUUID()}.partial`;
  const md5 = createHash('md5');
  let size = 0;
  try {
    await pipeline(
      req,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > MAX_OBJECT_BYTES) throw new S3Error(413, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
          md5.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(partial),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  res.writeHead(200, { ...CORS, etag: `"${md5.digest('hex')}"` });
  res.end();
};

const headObject = async (req: IncomingMessage, res: ServerResponse, url: URL, file: string) => {
  await checkSigned(req, url);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new S3Error(404, 'NotFound', 'Not Found');
  res.writeHead(200, {
    'content-length': String(info.size),
    'content-type': MEDIA_TYPES[extname(file)] ?? 'application/octet-stream',
    'last-modified': info.mtime.toUTCString(),
  });
  res.end();
};

/** GetObject, with the single `bytes=a-b` range the media check asks for. */
const getObject = async (req: IncomingMessage, res: ServerResponse, url: URL, file: string) => {
  // A presigned GET is how an admin downloads a form's file (issue 29); the SDK's own reads are signed in a header.
  if (url.searchParams.has('X-Amz-Signature')) await checkPresigned(req, url);
  else await checkSigned(req, url);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const start = range ? Number(range[1]) : 0;
  const end = range ? Math.min(range[2] ? Number(range[2]) : info.size - 1, info.size - 1) : info.size - 1;
  if (start > end) {
    res.writeHead(416, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidRange</Code></Error>');
    return;
  }
  res.writeHead(range ? 206 : 200, {
    'content-type': MEDIA_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(end - start + 1),
    ...(range ? { 'content-range': `bytes ${start}-${end}/${info.size}` } : {}),
    // What a presigned URL asks S3 to answer with (a download under the shopper's file name).
    ...(url.searchParams.get('response-content-disposition')
      ? { 'content-disposition': url.searchParams.get('response-content-disposition') ?? '' }
      : {}),
  });
  await pipeline(createReadStream(file, { start, end }), res);
};

const deleteObject = async (req: IncomingMessage, res: ServerResponse, url: URL, file: string) => {
  await checkSigned(req, url);
  await rm(file, { force: true });
  res.writeHead(204);
  res.end();
};

/** CopyObject within the bucket (x-amz-copy-source: <bucket>/<key>). */
const copyObject = async (req: IncomingMessage, res: ServerResponse, url: URL, root: string, bucketName: string, file: string) => {
  await checkSigned(req, url);
  const source = String(req.headers['x-amz-copy-source'] ?? '').replace(/^\//, '');
  const [sourceBucket, ...key] = source.split('/');
  if (sourceBucket !== bucketName || key.length === 0) throw new S3Error(400, 'InvalidArgument', 'Invalid copy source');
  const from = fileFor(root, key.join('/'));
  if (!(await stat(from).catch(() => undefined))?.isFile()) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  await copyFile(from, partial);
  await rename(partial, file);
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>"${randomUUID().replace(/-/g, '')}"</ETag></CopyObjectResult>`,
  );
};

/**
 * Uploaded media as CloudFront serves it: immutable (every upload gets a new key), never
 * sniffed, sandboxed so a file opened on its own cannot run script on the app's origin, and
 * anything that is not an image or a video downloaded rather than shown.
 */
const serveMedia = async (req: IncomingMessage, res: ServerResponse, file: string) => {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
  const contentType = MEDIA_TYPES[extname(file)] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': contentType,
    'content-length': String(info.size),
    'cache-control': 'public, max-age=31536000, immutable',
    ...MEDIA_SECURITY_HEADERS,
    ...(/^(image|video)\//.test(contentType) ? {} : { 'content-disposition': 'attachment' }),
  });
  if (req.method === 'HEAD') res.end();
  else await pipeline(createReadStream(file), res);
};

/**
 * The local stand-in for the media bucket and its CloudFront path: path-style
 * `PUT|HEAD|GET|DELETE /_s3/<bucket>/<key>` and copies (what the SDK and presigned URLs send when S3_ENDPOINT points
 * here) and `GET /media/<path>` for the object `media/<path>`. Answers true when it handled the request.
 */
export const handleS3StandIn = async (options: S3StandInOptions, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
  const method = req.method ?? 'GET';
  const s3 = /^\/_s3\/([^/]+)\/(.+)$/.exec(url.pathname);
  const media = /^\/media\/(.+)$/.exec(url.pathname);
  if (!s3 && !media && !url.pathname.startsWith('/_s3/')) return false;
  try {
    if (media) {
      if (method !== 'GET' && method !== 'HEAD') throw new S3Error(405, 'MethodNotAllowed', 'Method Not Allowed');
      await serveMedia(req, res, fileFor(join(resolve(options.dir), options.bucket), `media/${media[1]}`));
      return true;
    }
    const [, bucket = '', key = ''] = s3 ?? [];
    if (bucket !== options.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const root = join(resolve(options.dir), bucket);
    const file = fileFor(root, key);
    if (method === 'OPTIONS') allowUploads(res);
    else if (method === 'PUT' && req.headers['x-amz-copy-source']) await copyObject(req, res, url, root, bucket, file);
    else if (method === 'PUT') await putObject(req, res, url, file);
    else if (method === 'HEAD') await headObject(req, res, url, file);
    else if (method === 'GET') await getObject(req, res, url, file);
    else if (method === 'DELETE') await deleteObject(req, res, url, file);
    else throw new S3Error(405, 'MethodNotAllowed', 'Method Not Allowed');
  } catch (error) {
    if (!(error instanceof S3Error)) throw error;
    if (res.headersSent) return true;
    // An upload refused before its body was read: drop the rest rather than buffer it.
    if (!req.readableEnded) res.setHeader('connection', 'close');
    sendError(res, method, error);
  }
  return true;
};
