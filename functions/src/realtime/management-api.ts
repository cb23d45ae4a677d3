import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { authorizationHeader, sha256Hex, toAmzDate } from '../aws/signature-v4';

/** What PostToConnection answered: delivered, gone (410: the connection closed), or failed otherwise. */
export type PostOutcome =
  { readonly kind: 'sent' } | { readonly kind: 'gone' } | { readonly kind: 'failed'; readonly status: number; readonly message: string };

/**
 * One keep-alive agent per container: a fan-out posts to every recipient at once, and each
 * later fan-out reuses those sockets instead of opening (and TLS-handshaking) new ones.
 */
const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 128 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 128 }) };
const POST_TIMEOUT_MS = 10_000;

/** Lambda's execution role, as the runtime puts it in the environment; read at each signing, as a test or a rotation may change it. */
const credentialsFromEnvironment = () => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials missing from the environment');
  return { accessKeyId, secretAccessKey, sessionToken };
};

const readAll = (res: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', reject);
  });

const urls = new Map<string, URL>();
/** A fan-out posts the same data to every recipient: its hash is computed once. */
const payloadHashes = new WeakMap<Uint8Array, string>();

/**
 * A signed `POST {endpoint}/@connections/{id}` (API Gateway's PostToConnection), signing
 * `headers` too, as the SDK client signs them: the path encoded once more, the payload's hash in
 * x-amz-content-sha256, the session token in x-amz-security-token.
 */
export const signedPost = (
  endpoint: string,
  connectionId: string,
  data: Uint8Array,
  { now = new Date(), headers = {} }: { readonly now?: Date; readonly headers?: Readonly<Record<string, string>> } = {},
) => {
  const credentials = credentialsFromEnvironment();
  let url = urls.get(endpoint);
  if (!url) urls.set(endpoint, (url = new URL(endpoint)));
  const path = `${url.pathname.replace(/\/$/, '')}/@connections/${encodeURIComponent(connectionId)}`;
  let payloadHash = payloadHashes.get(data);
  if (payloadHash === undefined) payloadHashes.set(data, (payloadHash = sha256Hex(data)));
  const amzDate = toAmzDate(now);
  const signed: Record<string, string> = {
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const authorization = authorizationHeader(
    credentials,
    { amzDate, region: process.env.AWS_REGION ?? 'us-east-1', service: 'execute-api' },
    { method: 'POST', path, query: [], headers: signed, payloadHash, encodePathAgain: true },
  );
  return { url, path, headers: { ...signed, authorization }, authorization };
};

/**
 * PostToConnection without the SDK client's middleware stack: a fan-out makes one call per
 * recipient, and the generic client spent about half a millisecond of CPU on each (endpoint
 * rules, retries, serde) where signing (signature-v4.ts) and sending take a fraction of that.
 */
export const postToConnection = async (endpoint: string, connectionId: string, data: Uint8Array): Promise<PostOutcome> => {
  const request = signedPost(endpoint, connectionId, data, {
    headers: { 'content-length': String(data.byteLength), 'content-type': 'application/json' },
  });
  const secure = request.url.protocol === 'https:';
  return new Promise<PostOutcome>((resolve) => {
    const req = (secure ? httpsRequest : httpRequest)(
      {
        agent: secure ? agents.https : agents.http,
        hostname: request.url.hostname,
        port: request.url.port || undefined,
        method: 'POST',
        path: request.path,
        headers: request.headers,
        timeout: POST_TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if ((status >= 200 && status < 300) || status === 410) {
          // The status is the answer; draining the (empty) body frees the socket for the next post.
          resolve(status === 410 ? { kind: 'gone' } : { kind: 'sent' });
          res.resume();
          return;
        }
        void readAll(res).then(
          (body) => resolve({ kind: 'failed', status, message: body.slice(0, 500) }),
          (error: unknown) => resolve({ kind: 'failed', status: 0, message: String(error) }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`PostToConnection timed out after ${POST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ kind: 'failed', status: 0, message: String(error) }));
    req.end(data);
  });
};
