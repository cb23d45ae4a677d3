import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, header form, for the two hot paths that sign or check one request per
 * WebSocket delivery: PostToConnection (every recipient of a fan-out) and the local stand-ins'
 * check of it. The SDK's signer (@smithy/signature-v4) spends 60–90 µs a request on providers,
 * date parsing and header bookkeeping; this is the same algorithm in about 10 µs, and the unit
 * tests hold it to that signer's output.
 */

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
/** SHA-256 of an empty body: what a request without a body signs. */
export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SigningCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface CanonicalRequestInput {
  readonly method: string;
  /** The path as sent on the wire, already percent-encoded. */
  readonly path: string;
  readonly query: Iterable<readonly [string, string]>;
  /** Exactly the headers to sign, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly payloadHash: string;
  /** S3 signs the path as sent; every other service normalizes it and encodes it once more. */
  readonly encodePathAgain: boolean;
}

export interface SigningScope {
  /** YYYYMMDDTHHMMSSZ, as in X-Amz-Date. */
  readonly amzDate: string;
  readonly region: string;
  readonly service: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** X-Amz-Date's form of a moment. */
export const toAmzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 3986 encoding as SigV4 asks for it: encodeURIComponent leaves !'()* as they are. */
const escape = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const canonicalPath = (path: string, encodeAgain: boolean) => {
  if (!encodeAgain) return path;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const normalized = `${path.startsWith('/') ? '/' : ''}${segments.join('/')}${segments.length > 0 && path.endsWith('/') ? '/' : ''}`;
  return escape(normalized).replace(/%2F/g, '/');
};

const canonicalQuery = (query: Iterable<readonly [string, string]>) =>
  [...query]
    .map(([key, value]) => [escape(key), `${escape(key)}=${escape(value)}`] as const)
    .sort(([a, pairA], [b, pairB]) => (a < b ? -1 : a > b ? 1 : pairA < pairB ? -1 : pairA > pairB ? 1 : 0))
    .map(([, pair]) => pair)
    .join('&');

export const signedHeaderNames = (headers: Readonly<Record<string, string>>) => Object.keys(headers).sort().join(';');

export const canonicalRequest = (input: CanonicalRequestInput) => {
  const names = Object.keys(input.headers).sort();
  return [
    input.method,
    canonicalPath(input.path, input.encodePathAgain),
    canonicalQuery(input.query),
    names.map((name) => `${name}:${(input.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
};

export const credentialScope = ({ amzDate, region, service }: SigningScope) => `${amzDate.slice(0, 8)}/${region}/${service}/aws4_request`;

/** A day's key for one secret, region and service: four HMACs that every request of that day shares. */
const signingKeys = new Map<string, Buffer>();
const MAX_CACHED_KEYS = 64;

const signingKey = (secretAccessKey: string, scope: SigningScope) => {
  const day = scope.amzDate.slice(0, 8);
  // Keyed by a hash of the secret, so the secret itself is not kept as a map key.
  const id = `${sha256Hex(secretAccessKey)}\n${day}\n${scope.region}\n${scope.service}`;
  let key = signingKeys.get(id);
  if (!key) {
    const hmac = (k: string | Buffer, data: string) => createHmac('sha256', k).update(data).digest();
    key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), scope.region), scope.service), 'aws4_request');
    if (signingKeys.size >= MAX_CACHED_KEYS) signingKeys.clear();
    signingKeys.set(id, key);
  }
  return key;
};

/** The hex signature of a request: HMAC of the string to sign with the day's key. */
export const signatureOf = (secretAccessKey: string, scope: SigningScope, request: CanonicalRequestInput) =>
  createHmac('sha256', signingKey(secretAccessKey, scope))
    .update(`${SIGV4_ALGORITHM}\n${scope.amzDate}\n${credentialScope(scope)}\n${sha256Hex(canonicalRequest(request))}`)
    .digest('hex');

/** The Authorization header for a request whose `headers` are all signed. */
export const authorizationHeader = (credentials: SigningCredentials, scope: SigningScope, request: CanonicalRequestInput) =>
  `${SIGV4_ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope(scope)}, SignedHeaders=${signedHeaderNames(request.headers)}, Signature=${signatureOf(credentials.secretAccessKey, scope, request)}`;
