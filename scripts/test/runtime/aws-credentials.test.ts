import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { AdminGetUserCommand, CognitoIdentityProviderClient, ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { verifyPresignedUrl } from '../../src/local/aws-signature';
import { LOCAL_KEYS } from '../../src/local/credentials';
import { MEDIA_BUCKET } from '../../src/local/runtime';
import { RealtimeClient, closeAll } from '../realtime/realtime-client';
import { runtime } from '../runtime-client';

const REGION = 'eu-central-1';
interface Key {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}
const developer: Key = { accessKeyId: LOCAL_KEYS.developer.accessKeyId, secretAccessKey: LOCAL_KEYS.developer.secretAccessKey };
const wrongSecret = { accessKeyId: LOCAL_KEYS.developer.accessKeyId, secretAccessKey: 'not-the-secret' };
const unknownKey = { accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'local' };

/** The SDK's error for a refused call: its name and HTTP status. */
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as { name: string; $metadata?: { httpStatusCode?: number } },
  );
  return error && { name: error.name, status: error.$metadata?.httpStatusCode };
};

describe('the WebSocket management API checks SigV4 like API Gateway', () => {
  it('delivers a post signed with a local key, and refuses unsigned, unknown-key and wrong-secret posts with 403', async () => {
    const admin = await RealtimeClient.open('ADMIN', 'Murat Kaya');
    const clients = [admin];
    try {
      await admin.join('/admin/dashboard');
      const post = (credentials: Key) =>
        new ApiGatewayManagementApiClient({ endpoint: runtime().url, region: REGION, credentials, maxAttempts: 1 }).send(
          new PostToConnectionCommand({ ConnectionId: admin.socketId, Data: new TextEncoder().encode('{"action":"imza","data":1}') }),
        );
      expect(await refusal(post(wrongSecret))).toEqual({ name: 'InvalidSignatureException', status: 403 });
      expect(await refusal(post(unknownKey))).toEqual({ name: 'UnrecognizedClientException', status: 403 });
      const unsigned = await fetch(`${runtime().url}/@connections/${encodeURIComponent(admin.socketId)}`, {
        method: 'POST',
        body: '{"action":"imza","data":2}',
      });
      expect({ status: unsigned.status, type: unsigned.headers.get('x-amzn-errortype') }).toEqual({ status: 403, type: 'ForbiddenException' });
      await post(developer);
      expect((await admin.waitFor('imza')).data).toBe(1);
      expect(admin.received('imza').map((m) => m.data)).toEqual([1]);
    } finally {
      await closeAll(clients);
    }
  });
});

describe('the S3 stand-in checks SigV4 like S3', () => {
  const s3 = (credentials: Key) =>
    new S3Client({ endpoint: `${runtime().url}/_s3`, forcePathStyle: true, region: REGION, credentials, maxAttempts: 1 });
  const key = `uploads/imza-${Date.now()}/dosya.png`;

  it('serves SDK calls signed with a local key and refuses a wrong secret, an unknown key and no signature', async () => {
    const url = await getSignedUrl(s3(developer), new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }), { expiresIn: 60 });
    expect((await fetch(url, { method: 'PUT', body: 'png' })).status).toBe(200);
    const got = await s3(developer).send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
    expect(await got.Body?.transformToString()).toBe('png');
    expect(await refusal(s3(wrongSecret).send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key })))).toEqual({
      name: 'SignatureDoesNotMatch',
      status: 403,
    });
    expect(await refusal(s3(unknownKey).send(new DeleteObjectCommand({ Bucket: MEDIA_BUCKET, Key: key })))).toEqual({
      name: 'InvalidAccessKeyId',
      status: 403,
    });
    expect((await fetch(`${runtime().url}/_s3/${MEDIA_BUCKET}/${key}`)).status).toBe(403);
    expect((await fetch(`${runtime().url}/_s3/${MEDIA_BUCKET}/${key}`, { method: 'HEAD' })).status).toBe(403);
  });

  it('refuses a presigned URL signed with a wrong secret, or used for another key', async () => {
    const forged = await getSignedUrl(s3(wrongSecret), new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }), { expiresIn: 60 });
    const put = await fetch(forged, { method: 'PUT', body: 'x' });
    expect({ status: put.status, body: await put.text() }).toEqual({
      status: 403,
      body: expect.stringContaining('<Code>SignatureDoesNotMatch</Code>'),
    });
    const other = (await getSignedUrl(s3(developer), new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }), { expiresIn: 60 })).replace(
      'dosya.png',
      'baska.png',
    );
    expect((await fetch(other, { method: 'PUT', body: 'x' })).status).toBe(403);
  });
});

describe('presigned URLs are checked for their lifetime and scope as S3 checks them', () => {
  const s3 = new S3Client({ endpoint: 'http://127.0.0.1:1/_s3', forcePathStyle: true, region: REGION, credentials: developer });
  const presigned = async (signingDate: Date, expiresIn: number) =>
    new URL(await getSignedUrl(s3, new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'uploads/a.png' }), { expiresIn, signingDate }));
  const verify = (url: URL, now: Date) =>
    verifyPresignedUrl({ method: 'PUT', path: url.pathname, query: url.searchParams, headers: { host: url.host } }, { service: 's3', now });
  const at = new Date(Date.UTC(2026, 10, 23, 12));

  it('takes a URL within its lifetime, and refuses it after, before it was signed, or living longer than 7 days', async () => {
    const url = await presigned(at, 3600);
    expect(await verify(url, new Date(at.getTime() + 3599_000))).toMatchObject({ ok: true });
    expect(await verify(url, new Date(at.getTime() + 3601_000))).toMatchObject({ ok: false, code: 'RequestExpired' });
    expect(await verify(url, new Date(at.getTime() - 60 * 60_000))).toMatchObject({ ok: false, code: 'RequestExpired' });
    const forever = await presigned(at, 3600);
    forever.searchParams.set('X-Amz-Expires', String(8 * 24 * 3600));
    expect(await verify(forever, at)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch', message: expect.stringContaining('X-Amz-Expires') });
  });

  it('refuses a credential scoped to another day than the one signed', async () => {
    const url = await presigned(at, 3600);
    url.searchParams.set('X-Amz-Credential', (url.searchParams.get('X-Amz-Credential') ?? '').replace('20261123', '20261122'));
    expect(await verify(url, at)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: 'Credential should be scoped to a valid date.',
    });
  });

  it('refuses a URL whose lifetime was stretched after signing, and one signed for another region', async () => {
    const stretched = await presigned(at, 3600);
    stretched.searchParams.set('X-Amz-Expires', String(24 * 3600));
    expect(await verify(stretched, new Date(at.getTime() + 2 * 3600_000))).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    const elsewhere = new S3Client({ endpoint: 'http://127.0.0.1:1/_s3', forcePathStyle: true, region: 'us-east-1', credentials: developer });
    const url = new URL(
      await getSignedUrl(elsewhere, new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'uploads/a.png' }), { expiresIn: 60, signingDate: at }),
    );
    expect(await verify(url, at)).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: "Credential should be scoped to a valid region, not 'us-east-1'.",
    });
  });
});

describe("the Cognito stand-in keeps its admin API from the browser's endpoint", () => {
  const cognito = (credentials: Key) =>
    new CognitoIdentityProviderClient({ endpoint: runtime().cognitoEndpoint, region: REGION, credentials, maxAttempts: 1 });
  const target = (operation: string, body: unknown) =>
    fetch(runtime().cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(body),
    });

  it('refuses unsigned admin calls, as a browser would send them, and takes them signed with a local key', async () => {
    const unsigned = await target('AdminGetUser', { UserPoolId: runtime().userPoolId, Username: 'super_admin@example.com' });
    expect({ status: unsigned.status, body: await unsigned.json() }).toEqual({
      status: 403,
      body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
    });
    expect((await target('ListUserPools', { MaxResults: 10 })).status).toBe(403);
    expect(await refusal(cognito(wrongSecret).send(new ListUserPoolsCommand({ MaxResults: 10 })))).toEqual({
      name: 'InvalidSignatureException',
      status: 400,
    });
    const user = await cognito(developer).send(new AdminGetUserCommand({ UserPoolId: runtime().userPoolId, Username: 'super_admin@example.com' }));
    expect(user.Username).toBeDefined();
  });

  it("passes a user's own sign-in unsigned, as Amplify sends it", async () => {
    const res = await target('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: runtime().userPoolClientId,
      AuthParameters: { USERNAME: 'analyst@example.com', PASSWORD: 'Demo1234!' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).AuthenticationResult.IdToken).toEqual(expect.any(String));
  });
});
