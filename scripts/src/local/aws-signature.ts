import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { LOCAL_ACCESS_KEYS, LOCAL_REGION, type Grant } from './credentials';

/** What a request carries that SigV4 covers. `path` is the raw (still %-encoded) path as received. */
export interface SignedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body?: Uint8Array | undefined;
}

export interface VerifyOptions {
  /** The service name in the credential scope: execute-api, s3, dynamodb, cognito-idp. */
  readonly service: string;
  readonly now?: Date;
}

/** Who signed, and the grant of that key; or why the signature does not hold, in AWS's words. */
export type Verification =
  | { readonly ok: true; readonly accessKeyId: string; readonly grant: Grant }
  | {
      readonly ok: false;
      readonly code: 'MissingAuthenticationToken' | 'InvalidClientTokenId' | 'SignatureDoesNotMatch' | 'RequestExpired';
      readonly message: string;
    };

/** AWS refuses signatures more than 15 minutes off its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;._-]+),\s*Signature=([0-9a-f]{64})$/;
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/;

/**
 * X-Amz-Date is YYYYMMDDTHHMMSSZ. Only a real moment counts: an impossible one (month 13, 30
 * February) would pass the age checks as NaN or be read as another day.
 */
const parseAmzDate = (value: string): Date | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().replace(/[-:]|\.\d{3}/g, '') === value ? date : undefined;
};

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The values of exactly the headers the client signed, as the canonical request takes them. */
const signedHeaderValues = (headers: IncomingHttpHeaders, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, headerValue(headers, name) ?? '']));

/** The query as the signer takes it: repeated names grouped, `without` (the presigned URL's own signature) left out. */
const queryObject = (query: URLSearchParams, without: ReadonlySet<string>) => {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of query) {
    if (without.has(key)) continue;
    const existing = result[key];
    result[key] = existing === undefined ? value : [existing, value].flat();
  }
  return result;
};

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

const sameSignature = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A request is checked by signing it again with the signer the SDK clients themselves use
 * (verification is security code too, so it is not ours). S3 signs the path as sent; every
 * other service encodes it once more. A signer is only its settings: the day's signing key is
 * cached inside the library (bounded), so a fan-out's posts share it without a cache of ours
 * keyed by what a caller wrote.
 */
const signerFor = (service: string, accessKeyId: string, secretAccessKey: string): SignatureV4 =>
  new SignatureV4({
    service,
    region: LOCAL_REGION,
    credentials: { accessKeyId, secretAccessKey },
    sha256: Sha256,
    uriEscapePath: service !== 's3',
    // Adds no x-amz-content-sha256 of its own: a declared one is signed as it is, else the body is hashed.
    applyChecksum: false,
  });

/** AWS's answer to a scope naming another region than the endpoint's (a client set up for another region passes nowhere in AWS). */
const wrongRegion = (region: string) => `Credential should be scoped to a valid region, not '${region}'.`;

const refused = (code: Exclude<Verification, { ok: true }>['code'], message: string): Verification => ({ ok: false, code, message });

const keyOf = (accessKeyId: string) => LOCAL_ACCESS_KEYS.get(accessKeyId);

/**
 * Checks an `Authorization: AWS4-HMAC-SHA256 …` request as AWS does: a known access key, the
 * right service in the scope, a fresh date, and the same signature when signed again with the
 * key's secret over exactly the headers the client signed.
 */
export const verifyAuthorizationHeader = async (request: SignedRequest, options: VerifyOptions): Promise<Verification> => {
  const authorization = headerValue(request.headers, 'authorization');
  if (!authorization) return refused('MissingAuthenticationToken', 'Missing Authentication Token');
  const m = AUTHORIZATION.exec(authorization);
  if (!m) return refused('SignatureDoesNotMatch', 'Authorization header is not a valid AWS4-HMAC-SHA256 signature');
  const [, accessKeyId = '', scopeDay = '', region = '', service = '', signedHeaders = '', signature = ''] = m;
  const key = keyOf(accessKeyId);
  if (!key) return refused('InvalidClientTokenId', 'The security token included in the request is invalid.');
  if (service !== options.service) return refused('SignatureDoesNotMatch', `Credential should be scoped to correct service: '${options.service}'.`);
  if (region !== LOCAL_REGION) return refused('SignatureDoesNotMatch', wrongRegion(region));
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const signingDate = parseAmzDate(amzDate);
  if (!signingDate) return refused('SignatureDoesNotMatch', 'Missing or malformed X-Amz-Date');
  if (!amzDate.startsWith(scopeDay)) return refused('SignatureDoesNotMatch', 'Credential should be scoped to a valid date.');
  if (Math.abs((options.now ?? new Date()).getTime() - signingDate.getTime()) > MAX_SKEW_MS) return refused('RequestExpired', 'Signature expired');

  const names = signedHeaders.split(';');
  if (!names.includes('host')) return refused('SignatureDoesNotMatch', 'The host header must be signed');
  const headers = signedHeaderValues(request.headers, names);
  // The payload is signed as the client declared it, else as hashed. Only S3 takes a declaration
  // that is not the body's hash (UNSIGNED-PAYLOAD, streaming); every other service signs the body
  // itself, so there a declared value must be the body's hash, or any body would pass.
  const declaredHash = headers['x-amz-content-sha256'];
  const bodyMismatch =
    declaredHash !== undefined &&
    (service === 's3'
      ? /^[0-9a-f]{64}$/.test(declaredHash) && request.body !== undefined && sha256Hex(request.body) !== declaredHash
      : sha256Hex(request.body ?? new Uint8Array()) !== declaredHash);
  if (bodyMismatch) return refused('SignatureDoesNotMatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
  const again = await signerFor(service, accessKeyId, key.secretAccessKey).sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: 'localhost',
      path: request.path,
      query: queryObject(request.query, new Set()),
      headers,
      body: request.body,
    },
    { signingDate },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(again.headers.authorization))?.[1] ?? '';
  if (!sameSignature(expected, signature)) {
    return refused('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
  return { ok: true, accessKeyId, grant: key.grant };
};

/** The presigned URL's own parameters: the presigner adds them again, so they are not part of the query it is handed. */
const PRESIGN_PARAMS = new Set([
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Content-Sha256',
]);

/** Checks a presigned URL (query-string SigV4), expiry included, the way S3 does. */
export const verifyPresignedUrl = async (request: SignedRequest, options: VerifyOptions): Promise<Verification> => {
  const q = request.query;
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !q.get('X-Amz-Signature')) {
    return refused('MissingAuthenticationToken', 'Anonymous access is not allowed');
  }
  const credential = CREDENTIAL.exec(q.get('X-Amz-Credential') ?? '');
  const amzDate = q.get('X-Amz-Date') ?? '';
  const signingDate = parseAmzDate(amzDate);
  const expiresIn = Number(q.get('X-Amz-Expires'));
  if (!credential || !signingDate || !Number.isInteger(expiresIn)) return refused('SignatureDoesNotMatch', 'Malformed presigned URL');
  const [, accessKeyId = '', scopeDay = '', region = '', service = ''] = credential;
  const key = keyOf(accessKeyId);
  if (!key) return refused('InvalidClientTokenId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (service !== options.service) return refused('SignatureDoesNotMatch', `Credential should be scoped to correct service: '${options.service}'.`);
  if (region !== LOCAL_REGION) return refused('SignatureDoesNotMatch', wrongRegion(region));
  // S3 takes 1 s to 7 days, and no URL signed in the future (beyond the clock skew it allows).
  if (expiresIn < 1 || expiresIn > MAX_PRESIGNED_SECONDS)
    return refused('SignatureDoesNotMatch', 'X-Amz-Expires must be between 1 and 604800 seconds');
  const now = (options.now ?? new Date()).getTime();
  if (signingDate.getTime() - now > MAX_SKEW_MS) return refused('RequestExpired', 'Request is not yet valid');
  if (now > signingDate.getTime() + expiresIn * 1000) return refused('RequestExpired', 'Request has expired');
  if (!amzDate.startsWith(scopeDay)) return refused('SignatureDoesNotMatch', 'Credential should be scoped to a valid date.');

  const headers = signedHeaderValues(request.headers, (q.get('X-Amz-SignedHeaders') ?? 'host').split(';'));
  // The presigner puts the payload hash in a header and hoists it into the query under the same
  // name: the same here (the name's case counts in the canonical query).
  const payload = q.get('X-Amz-Content-Sha256');
  if (payload) headers['X-Amz-Content-Sha256'] = payload;
  const again = await signerFor(service, accessKeyId, key.secretAccessKey).presign(
    { method: request.method, protocol: 'http:', hostname: 'localhost', path: request.path, query: queryObject(q, PRESIGN_PARAMS), headers },
    { signingDate, expiresIn },
  );
  const expected = String(again.query?.['X-Amz-Signature'] ?? '');
  if (!sameSignature(expected, q.get('X-Amz-Signature') ?? '')) {
    return refused(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return { ok: true, accessKeyId, grant: key.grant };
};
