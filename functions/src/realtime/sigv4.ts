import { createHash, createHmac } from 'node:crypto';

export interface SigningCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
}

export interface RequestToSign {
  readonly method: string;
  /** As sent, already URL-encoded, e.g. `/prod/@connections/abc%3D`. */
  readonly path: string;
  /** Lower-case names; every one of them is signed (host and x-amz-date at least). */
  readonly headers: Readonly<Record<string, string>>;
  readonly payloadHash: string;
}

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** `20260123T101112Z` and `20260123`. */
export const amzDates = (date: Date): { readonly longDate: string; readonly shortDate: string } => {
  const longDate = date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return { longDate, shortDate: longDate.slice(0, 8) };
};

/** RFC 3986 encoding, as SigV4 wants it: encodeURIComponent leaves !'()* alone. */
const escapeUri = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The canonical path of every service but S3: the path as sent, encoded once more per
 * segment (so `%3D` becomes `%253D` and `@` becomes `%40`).
 */
const canonicalPath = (path: string) => path.split('/').map(escapeUri).join('/');

const signingKeys = new Map<string, Buffer>();

/** The day's key, derived with four HMACs; a container reuses it for every request that day. */
const signingKey = (secret: string, shortDate: string, region: string, service: string): Buffer => {
  const id = `${shortDate}/${region}/${service}/${secret}`;
  let key = signingKeys.get(id);
  if (!key) {
    const hmac = (k: string | Buffer, data: string) => createHmac('sha256', k).update(data).digest();
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, shortDate), region), service), 'aws4_request');
    signingKeys.clear();
    signingKeys.set(id, key);
  }
  return key;
};

/**
 * The Authorization header of AWS Signature Version 4 for a request without a query
 * string. `headers` must already hold x-amz-date (the `longDate`), and, with temporary
 * credentials, x-amz-security-token.
 */
export const sigV4Authorization = (
  request: RequestToSign,
  scope: { readonly region: string; readonly service: string; readonly credentials: SigningCredentials; readonly longDate: string },
): string => {
  const names = Object.keys(request.headers).sort();
  const canonicalRequest = [
    request.method,
    canonicalPath(request.path),
    '',
    ...names.map((name) => `${name}:${String(request.headers[name]).trim().replace(/\s+/g, ' ')}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const shortDate = scope.longDate.slice(0, 8);
  const credentialScope = `${shortDate}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', scope.longDate, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(scope.credentials.secretAccessKey, shortDate, scope.region, scope.service))
    .update(stringToSign)
    .digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
};
