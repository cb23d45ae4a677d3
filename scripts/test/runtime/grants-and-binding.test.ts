import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ExecuteStatementCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORY_PARTITION, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV } from '@shop/shared';
import { createLambdaRunner, HandlerError } from '../../src/gateway/lambda-runner';
import { LOCAL_KEYS } from '../../src/local/credentials';
import { startDynamoDbLocal } from '../../src/local/dynamodb-local';
import { freePort } from '../../src/local/free-port';
import { MEDIA_BUCKET } from '../../src/local/runtime';
import { itemsWithPrefix, runtime, subOf, tokenFor } from '../runtime-client';

const REGION = 'eu-central-1';
const table = (key: { accessKeyId: string; secretAccessKey: string }) =>
  new DynamoDBClient({ endpoint: runtime().dynamoEndpoint, region: REGION, credentials: key, maxAttempts: 1 });
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as { name: string },
  );
  return error?.name;
};

describe("the table's grants: read-only keys cannot write, as with grantReadData in AWS", () => {
  const item = { pk: { S: 'GRANT#probe' }, sk: { S: String(Date.now()) } };

  it('lets the read-only key read and refuses its writes (PutItem, PartiQL INSERT) with AccessDeniedException', async () => {
    const readOnly = table(LOCAL_KEYS.readOnly);
    expect(await refusal(readOnly.send(new PutItemCommand({ TableName: runtime().tableName, Item: item })))).toBe('AccessDeniedException');
    expect(
      await refusal(
        readOnly.send(new ExecuteStatementCommand({ Statement: `INSERT INTO "${runtime().tableName}" VALUE {'pk': 'GRANT#probe', 'sk': 'x'}` })),
      ),
    ).toBe('AccessDeniedException');
    expect((await readOnly.send(new GetItemCommand({ TableName: runtime().tableName, Key: item }))).Item).toBeUndefined();
    expect(await itemsWithPrefix('GRANT#')).toEqual([]);
    await table(LOCAL_KEYS.readWrite).send(new PutItemCommand({ TableName: runtime().tableName, Item: item }));
    expect((await readOnly.send(new GetItemCommand({ TableName: runtime().tableName, Key: item, ConsistentRead: true }))).Item).toEqual(item);
  });

  it('refuses an unknown key and a wrong secret, as DynamoDB does', async () => {
    const get = (key: { accessKeyId: string; secretAccessKey: string }) =>
      table(key).send(new GetItemCommand({ TableName: runtime().tableName, Key: item }));
    expect(await refusal(get({ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' }))).toBe('UnrecognizedClientException');
    expect(await refusal(get({ accessKeyId: LOCAL_KEYS.readOnly.accessKeyId, secretAccessKey: 'wrong' }))).toBe('InvalidSignatureException');
  });

  it("fails a writing handler run with a read-only route's grant, and runs it with the read-write one", async () => {
    const lambdas = createLambdaRunner({
      TABLE_NAME: runtime().tableName,
      DYNAMODB_ENDPOINT: runtime().dynamoEndpoint,
      AWS_REGION: REGION,
      MEDIA_BUCKET,
      S3_ENDPOINT: `${runtime().url}/_s3`,
      [ORIGIN_VERIFY_SECRET_ENV]: 'grant-test',
    });
    try {
      const token = await tokenFor('SUPER_ADMIN');
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      const flat = Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
      const name = `Yetki ${Date.now()}`;
      const event = {
        version: '2.0',
        routeKey: 'POST /api/admin/catalog/category',
        rawPath: '/api/admin/catalog/category',
        rawQueryString: '',
        headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: 'grant-test' },
        body: JSON.stringify({ name }),
        isBase64Encoded: false,
        requestContext: {
          http: { method: 'POST', path: '/api/admin/catalog/category', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
          requestId: 'grant-test',
          routeKey: 'POST /api/admin/catalog/category',
          stage: '$default',
          authorizer: { jwt: { claims: flat, scopes: [] } },
        },
      } as unknown as APIGatewayProxyEventV2;
      expect(flat.sub).toBe(await subOf('SUPER_ADMIN'));

      const asReadOnly = await lambdas.invoke<APIGatewayProxyStructuredResultV2>('catalog/create-category', event, 'read').then(
        (r) => r.statusCode,
        (e: unknown) => (e instanceof HandlerError ? 'threw' : e),
      );
      expect([500, 'threw']).toContain(asReadOnly);
      expect((await itemsWithPrefix(CATEGORY_PARTITION)).filter((c) => c.name === name)).toEqual([]);

      const asReadWrite = await lambdas.invoke<APIGatewayProxyStructuredResultV2>('catalog/create-category', event, 'readwrite');
      expect(asReadWrite.statusCode).toBe(201);
      expect((await itemsWithPrefix(CATEGORY_PARTITION)).filter((c) => c.name === name)).toHaveLength(1);
    } finally {
      await lambdas.stop();
    }
  }, 120_000);
});

/** The machine's addresses other than loopback: a service bound to 127.0.0.1 refuses connections on them. */
const outsideAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && !a.internal && a.family === 'IPv4')
  .map((a) => a?.address ?? '');

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.setTimeout(3000, () => resolve(false));
  }).finally(() => undefined);

/** Local addresses of listening TCP sockets on a port, from /proc/net/tcp{,6} (hex, little-endian IPv4). */
const listeningAddresses = (port: number): string[] =>
  ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && parseInt((cols[1] ?? ':').split(':')[1] ?? '', 16) === port)
      .map((cols) => {
        const hex = (cols[1] ?? '').split(':')[0] ?? '';
        const v4 = hex.slice(-8);
        const bytes = (v4.match(/../g) ?? []).map((b) => parseInt(b, 16)).reverse();
        return hex.length === 8 || hex.startsWith('0000000000000000FFFF0000') ? bytes.join('.') : hex;
      }),
  );

describe('everything listens on 127.0.0.1 only', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bind-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the gateway, the table and the Cognito endpoint', async () => {
    const ports = [runtime().url, runtime().dynamoEndpoint, runtime().cognitoEndpoint].map((u) => Number(new URL(u).port));
    for (const port of ports) {
      expect({ port, addresses: listeningAddresses(port) }).toEqual({ port, addresses: ['127.0.0.1'] });
      for (const address of outsideAddresses)
        expect({ address, port, connected: await connects(address, port) }).toEqual({ address, port, connected: false });
    }
  });

  it('DynamoDB Local itself, which has no bind option of its own', async () => {
    const port = await freePort();
    const dynamo = await startDynamoDbLocal({ port });
    try {
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      for (const address of outsideAddresses) expect(await connects(address, port)).toBe(false);
    } finally {
      await dynamo.stop();
    }
  }, 120_000);
});
