import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToConnection, signedPost } from '../../src/realtime/management-api';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token+/=' };
const SIGNING_TIME = Date.UTC(2026, 10, 23, 10, 11, 12);

const useEnvironmentCredentials = (region: string) => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
  vi.stubEnv('AWS_REGION', region);
};

/** Runs `send` against a local server that answers 200; answers the path and headers it received. */
const capture = async (send: (endpoint: string) => Promise<unknown>): Promise<{ path: string; headers: IncomingHttpHeaders; port: number }> => {
  let captured: { path: string; headers: IncomingHttpHeaders } | undefined;
  const server = createServer((req, res) => {
    captured = { path: req.url ?? '', headers: req.headers };
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await send(`http://127.0.0.1:${port}/prod`);
  } finally {
    server.close();
  }
  if (!captured) throw new Error('no request');
  return { ...captured, port };
};

/** What the AWS SDK's own client sends for a PostToConnection. */
const sdkPost = (connectionId: string, data: Uint8Array) =>
  capture(async (endpoint) => {
    const client = new ApiGatewayManagementApiClient({ endpoint, region: 'eu-central-1', credentials });
    try {
      await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    } finally {
      client.destroy();
    }
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('SigV4 for PostToConnection', () => {
  it('signs exactly as the AWS SDK client does, for an id that needs URL-encoding and temporary credentials', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SIGNING_TIME });
    useEnvironmentCredentials('eu-central-1');
    const connectionId = 'L0SM9c+FvH/cIhw=';
    const data = new TextEncoder().encode('{"action":"cursor:update","data":{"x":1}}');
    const sdk = await sdkPost(connectionId, data);
    expect(sdk.path).toBe('/prod/@connections/L0SM9c%2BFvH%2FcIhw%3D');
    const signedNames = /SignedHeaders=([^,]+)/.exec(String(sdk.headers.authorization))?.[1]?.split(';') ?? [];
    expect(signedNames).toEqual(expect.arrayContaining(['content-type', 'host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-security-token']));

    // The SDK's own headers (invocation id, user agent...) signed along, so both sign the very same request.
    const generated = new Set(['host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-security-token']);
    const sdkHeaders = Object.fromEntries(signedNames.filter((name) => !generated.has(name)).map((name) => [name, String(sdk.headers[name])]));
    const ours = await signedPost(`http://127.0.0.1:${sdk.port}/prod`, connectionId, data, { headers: sdkHeaders });

    expect(ours.path).toBe(sdk.path);
    expect(ours.headers.authorization).toBe(sdk.headers.authorization);
  });

  it('sends what the SDK client sends, the body typed as the JSON it is, signed without the headers only the SDK adds', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SIGNING_TIME });
    useEnvironmentCredentials('eu-central-1');
    const data = new TextEncoder().encode('{"action":"presence:update"}');
    const sdk = await sdkPost('abc=', data);
    const ours = await capture((endpoint) => postToConnection(endpoint, 'abc=', data));
    expect(ours.path).toBe(sdk.path);
    for (const name of ['content-length', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-security-token'])
      expect(ours.headers[name]).toBe(sdk.headers[name]);
    expect(ours.headers['content-type']).toBe('application/json');
    expect(ours.headers.host).toBe(`127.0.0.1:${ours.port}`);
    expect(ours.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261123\/eu-central-1\/execute-api\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
  });

  it('signs with the execution role and region of the environment as they are at each post', async () => {
    useEnvironmentCredentials('eu-central-1');
    const endpoint = 'https://abc.execute-api.eu-central-1.amazonaws.com/prod';
    const at = new Date(Date.UTC(2026, 0, 2));
    const post = await signedPost(endpoint, 'a/b=', new Uint8Array([1]), { now: at });
    expect(post.path).toBe('/prod/@connections/a%2Fb%3D');
    expect(post.headers).toMatchObject({
      host: 'abc.execute-api.eu-central-1.amazonaws.com',
      'x-amz-date': '20260102T000000Z',
      'x-amz-security-token': 'token+/=',
    });
    expect(post.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260102\/eu-central-1\/execute-api\/aws4_request, /);

    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDROTATED');
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    const rotated = await signedPost(endpoint, 'a/b=', new Uint8Array([1]), { now: at });
    expect(rotated.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDROTATED\/20260102\/eu-west-1\/execute-api\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, /,
    );
    expect(rotated.headers).not.toHaveProperty('x-amz-security-token');
  });

  it('refuses to post without credentials in the environment', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(signedPost('https://abc.execute-api.eu-central-1.amazonaws.com/prod', 'x', new Uint8Array([1]))).rejects.toThrow(
      'AWS credentials missing from the environment',
    );
  });

  it('posts over HTTP with its signature, one kept-alive connection for a fan-out', async () => {
    useEnvironmentCredentials('eu-central-1');
    const received: { path: string; data: string; authorization: string; socket: number }[] = [];
    const sockets: unknown[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (!sockets.includes(req.socket)) sockets.push(req.socket);
        received.push({
          path: req.url ?? '',
          data: Buffer.concat(chunks).toString('utf8'),
          authorization: String(req.headers.authorization),
          socket: sockets.indexOf(req.socket),
        });
        res.writeHead(received.length === 1 ? 200 : 410).end();
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const data = new TextEncoder().encode('{"a":1}');
      expect(await postToConnection(endpoint, 'c1', data)).toEqual({ kind: 'sent' });
      expect(await postToConnection(endpoint, 'c/2', data)).toEqual({ kind: 'gone' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
    expect(received).toEqual([
      { path: '/@connections/c1', data: '{"a":1}', authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//), socket: 0 },
      { path: '/@connections/c%2F2', data: '{"a":1}', authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//), socket: 0 },
    ]);
  });
});
