import { createHash } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

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
  if (!accessKeyId || !secretAccessKey) return Promise.reject(new Error('AWS credentials missing from the environment'));
  return Promise.resolve({ accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) });
};

/**
 * Request signing is security code, so it is the signer and hash the SDK's
 * ApiGatewayManagementApiClient itself uses (@smithy/signature-v4, @smithy/core's Sha256), not
 * ours. Its defaults are kept on purpose: `uriEscapePath` (execute-api, like every service but
 * S3, signs the already-encoded path encoded once more) and `applyChecksum` (the payload's hash
 * is signed in x-amz-content-sha256, as the client does). The day's signing key is cached inside
 * the library, so a fan-out's posts share it.
 */
const signer = new SignatureV4({
  service: 'execute-api',
  region: () => Promise.resolve(process.env.AWS_REGION ?? 'us-east-1'),
  credentials: credentialsFromEnvironment,
  sha256: Sha256,
});

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
 * `headers` too. The payload's hash goes in x-amz-content-sha256, so the signer takes it from
 * there instead of hashing the same body again for every recipient.
 */
export const signedPost = async (
  endpoint: string,
  connectionId: string,
  data: Uint8Array,
  { now = new Date(), headers = {} }: { readonly now?: Date; readonly headers?: Readonly<Record<string, string>> } = {},
) => {
  let url = urls.get(endpoint);
  if (!url) urls.set(endpoint, (url = new URL(endpoint)));
  const path = `${url.pathname.replace(/\/$/, '')}/@connections/${encodeURIComponent(connectionId)}`;
  let payloadHash = payloadHashes.get(data);
  if (payloadHash === undefined) payloadHashes.set(data, (payloadHash = createHash('sha256').update(data).digest('hex')));
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      path,
      query: {},
      headers: { ...headers, host: url.host, 'x-amz-content-sha256': payloadHash },
    },
    { signingDate: now },
  );
  return { url, path, headers: signed.headers };
};

/**
 * PostToConnection without the SDK client's middleware stack: a fan-out makes one call per
 * recipient, and the generic client spent about half a millisecond of CPU on each (endpoint
 * rules, retries, serde) where signing with its signer and sending take a fraction of that.
 */
export const postToConnection = async (endpoint: string, connectionId: string, data: Uint8Array): Promise<PostOutcome> => {
  const request = await signedPost(endpoint, connectionId, data, {
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
