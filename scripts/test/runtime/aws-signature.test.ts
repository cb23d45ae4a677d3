import { createHash } from 'node:crypto';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { signedPost } from '@shop/functions/realtime/management-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyAuthorizationHeader, type SignedRequest } from '../../src/local/aws-signature';
import { LOCAL_KEYS } from '../../src/local/credentials';

const REGION = 'eu-central-1';
const at = new Date(Date.UTC(2026, 10, 25, 16, 0, 0));
const endpoint = 'http://127.0.0.1:3999';
const data = new TextEncoder().encode('{"action":"cursor:update","data":{"x":1}}');

/** What the local management API receives for a PostToConnection that management-api.ts signed. */
const postAsReceived = async (connectionId: string): Promise<SignedRequest> => {
  const post = await signedPost(endpoint, connectionId, data, {
    now: at,
    headers: { 'content-length': String(data.byteLength), 'content-type': 'application/json' },
  });
  const headers = Object.fromEntries(Object.entries(post.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: 'POST', path: post.path, query: new URLSearchParams(), headers, body: data };
};

const verifyPost = (request: SignedRequest) => verifyAuthorizationHeader(request, { service: 'execute-api', now: at });

const MISMATCH = 'The request signature we calculated does not match the signature you provided.';

afterEach(() => vi.unstubAllEnvs());

describe('SigV4 with the SDK signer on both sides: PostToConnection signed by management-api.ts, checked by the local stand-ins', () => {
  it('takes a post signed with a local key, and refuses it once anything signed is changed', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_KEYS.readWrite.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', LOCAL_KEYS.readWrite.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.stubEnv('AWS_REGION', REGION);
    const request = await postAsReceived('L0SM9c+FvH/cIhw=');
    expect(request.path).toBe('/@connections/L0SM9c%2BFvH%2FcIhw%3D');
    expect(await verifyPost(request)).toEqual({ ok: true, accessKeyId: LOCAL_KEYS.readWrite.accessKeyId, grant: 'readwrite' });

    // Another recipient than the one signed for.
    expect(await verifyPost({ ...request, path: '/@connections/baska' })).toEqual({ ok: false, code: 'SignatureDoesNotMatch', message: MISMATCH });
    // A signed header changed on the way.
    expect(await verifyPost({ ...request, headers: { ...request.headers, 'content-type': 'text/plain' } })).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: MISMATCH,
    });
    // Another body than the one whose hash was signed.
    expect(await verifyPost({ ...request, body: new TextEncoder().encode('{"action":"cursor:update","data":{"x":2}}') })).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: 'The provided x-amz-content-sha256 header does not match what was computed.',
    });
    // The body's hash replaced along with the body: the signature no longer covers it.
    const other = new TextEncoder().encode('{"x":2}');
    expect(
      await verifyPost({
        ...request,
        body: other,
        headers: { ...request.headers, 'x-amz-content-sha256': createHash('sha256').update(other).digest('hex') },
      }),
    ).toEqual({ ok: false, code: 'SignatureDoesNotMatch', message: MISMATCH });
    // The same request long after it was signed.
    expect(await verifyAuthorizationHeader(request, { service: 'execute-api', now: new Date(at.getTime() + 16 * 60_000) })).toEqual({
      ok: false,
      code: 'RequestExpired',
      message: 'Signature expired',
    });
  });

  it('refuses a post signed with a secret that is not the key’s', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_KEYS.readWrite.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'not-the-secret');
    vi.stubEnv('AWS_REGION', REGION);
    expect(await verifyPost(await postAsReceived('abc='))).toEqual({ ok: false, code: 'SignatureDoesNotMatch', message: MISMATCH });
  });

  it('takes an SDK-signed table call whose body is hashed, not declared, and refuses it with another body', async () => {
    const signer = new SignatureV4({ service: 'dynamodb', region: REGION, credentials: LOCAL_KEYS.developer, sha256: Sha256, applyChecksum: false });
    const body = '{"TableName":"shop"}';
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: 8000,
        path: '/',
        query: {},
        headers: { host: '127.0.0.1:8000', 'x-amz-target': 'DynamoDB_20120810.Query', 'content-type': 'application/x-amz-json-1.0' },
        body,
      },
      { signingDate: at },
    );
    const headers = Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers).not.toHaveProperty('x-amz-content-sha256');
    const request: SignedRequest = { method: 'POST', path: '/', query: new URLSearchParams(), headers, body: new TextEncoder().encode(body) };
    expect(await verifyAuthorizationHeader(request, { service: 'dynamodb', now: at })).toMatchObject({ ok: true, accessKeyId: 'local' });
    expect(
      await verifyAuthorizationHeader({ ...request, body: new TextEncoder().encode('{"TableName":"other"}') }, { service: 'dynamodb', now: at }),
    ).toEqual({ ok: false, code: 'SignatureDoesNotMatch', message: MISMATCH });
    expect(await verifyAuthorizationHeader(request, { service: 's3', now: at })).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: "Credential should be scoped to correct service: 's3'.",
    });
  });

  /** A table call signed with the developer's key at `at`, as the SDK client signs it. */
  const tableCall = async (region: string, extraHeaders: Record<string, string> = {}): Promise<SignedRequest> => {
    const signer = new SignatureV4({ service: 'dynamodb', region, credentials: LOCAL_KEYS.developer, sha256: Sha256 });
    const body = '{"TableName":"shop"}';
    const signed = await signer.sign(
      { method: 'POST', protocol: 'http:', hostname: '127.0.0.1', path: '/', query: {}, headers: { host: '127.0.0.1:8000', ...extraHeaders }, body },
      { signingDate: at },
    );
    const headers = Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]));
    return { method: 'POST', path: '/', query: new URLSearchParams(), headers, body: new TextEncoder().encode(body) };
  };

  it('refuses a call signed for another region than the local one, as an AWS endpoint does', async () => {
    expect(await verifyAuthorizationHeader(await tableCall(REGION), { service: 'dynamodb', now: at })).toMatchObject({ ok: true });
    expect(await verifyAuthorizationHeader(await tableCall('us-east-1'), { service: 'dynamodb', now: at })).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: "Credential should be scoped to a valid region, not 'us-east-1'.",
    });
  });

  it('outside S3, takes no declared payload hash but the body’s own: UNSIGNED-PAYLOAD would let any body through', async () => {
    const unsigned = await tableCall(REGION, { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' });
    expect(await verifyAuthorizationHeader(unsigned, { service: 'dynamodb', now: at })).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: 'The provided x-amz-content-sha256 header does not match what was computed.',
    });
  });

  it('refuses an impossible X-Amz-Date instead of taking it as never expiring', async () => {
    const request = await tableCall(REGION);
    for (const amzDate of ['20261399T000000Z', '20260230T000000Z']) {
      const authorization = String(request.headers.authorization).replace('/20261125/', `/${amzDate.slice(0, 8)}/`);
      expect(
        await verifyAuthorizationHeader(
          { ...request, headers: { ...request.headers, 'x-amz-date': amzDate, authorization } },
          { service: 'dynamodb', now: at },
        ),
      ).toEqual({ ok: false, code: 'SignatureDoesNotMatch', message: 'Missing or malformed X-Amz-Date' });
    }
  });
});
