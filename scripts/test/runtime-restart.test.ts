import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand, GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryKey } from '@shop/shared';
import { startRuntime } from '../src/local/runtime';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const db = (endpoint: string) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );

describe('the local runtime on disk', () => {
  it('seeds on first start, keeps data and users on the second, and leaves no service running', async () => {
    const first = await startRuntime({ port: 0, dataDir });
    expect(first.seeded).toBe('seeded');
    await db(first.dynamoEndpoint).send(
      new PutCommand({
        TableName: first.tableName,
        Item: { ...categoryKey('kept'), id: 'kept', name: 'Kalıcı', slug: 'kalici', parentIds: [] },
      }),
    );
    const firstPool = first.config.userPoolId;
    await first.stop();
    await expect(fetch(first.dynamoEndpoint)).rejects.toThrow();
    await expect(fetch(first.cognitoEndpoint)).rejects.toThrow();

    const second = await startRuntime({ port: 0, dataDir });
    try {
      expect(second.seeded).toBe('kept');
      expect(second.config.userPoolId).toBe(firstPool);
      const kept = await db(second.dynamoEndpoint).send(new GetCommand({ TableName: second.tableName, Key: categoryKey('kept') }));
      expect(kept.Item?.name).toBe('Kalıcı');
    } finally {
      await second.stop();
    }
  }, 120_000);
});
