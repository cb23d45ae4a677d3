import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex, sigV4Authorization } from '../../src/realtime/sigv4';
import { signedPost } from '../../src/realtime/management-api';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token+/=' };

/** What the AWS SDK's own client sends for a PostToConnection, captured by a local server. */
const sdkRequest = async (connectionId: string, data: Uint8Array): Promise<{ path: string; headers: IncomingHttpHeaders; stagePath: string }> => {
  let captured: { path: string; headers: IncomingHttpHeaders } | undefined;
  const server = createServer((req, res) => {
    captured = { path: req.url ?? '', headers: req.headers };
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stagePath = '/prod';
  const client = new ApiGatewayManagementApiClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}${stagePath}`,
    region: 'eu-central-1',
    credentials,
  });
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
  } finally {
    client.destroy();
    server.close();
  }
  if (!captured) throw new Error('no request');
  return { ...captured, stagePath };
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('SigV4 for PostToConnection', () => {
  it("signs exactly as the AWS SDK does, for an id that needs URL-encoding and temporary credentials", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 10, 11, 12) });
    const data = new TextEncoder().encode('{"action":"cursor:update","data":{"x":1}}');
    const sdk = await sdkRequest('L0SM9c+FvH/cIhw=', data);
    const signedNames = /SignedHeaders=([^,]+)/.exec(String(sdk.headers.authorization))?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signedNames.map((name) => [name, String(sdk.headers[name])]));
    const ours = sigV4Authorization(
      { method: 'POST', path: sdk.path, headers, payloadHash: sha256Hex(data) },
      { region: 'eu-central-1', service: 'execute-api', credentials, longDate: '20261123T101112Z' },
    );
    expect(ours).toBe(sdk.headers.authorization);
    expect(sdk.path).toBe('/prod/@connections/L0SM9c%2BFvH%2FcIhw%3D');
  });

  it('posts to {endpoint}/@connections/{id} with the execution role of the environment', () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
    vi.stubEnv('AWS_REGION', 'eu-central-1');
    const post = signedPost('https://abc.execute-api.eu-central-1.amazonaws.com/prod', 'a/b=', new Uint8Array([1]), new Date(Date.UTC(2026, 0, 2)));
    expect(post.path).toBe('/prod/@connections/a%2Fb%3D');
    expect(post.headers).toMatchObject({ host: 'abc.execute-api.eu-central-1.amazonaws.com', 'x-amz-date': '20260102T000000Z', 'x-amz-security-token': 'token+/=' });
    expect(post.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260102\/eu-central-1\/execute-api\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/);
  });
});
