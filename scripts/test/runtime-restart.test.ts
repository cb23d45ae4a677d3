import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand, GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryKey, newestFirstSortKey, PRODUCT_LIST, productKey, skuClaimKey, stockLevelKey } from '@shop/shared';
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
    // A product as stored before variants: one stock number, no variants.
    await db(first.dynamoEndpoint).send(
      new PutCommand({
        TableName: first.tableName,
        Item: {
          ...productKey('eski-1'),
          // Listed in the product list as every product was.
          gsi1pk: PRODUCT_LIST,
          gsi1sk: newestFirstSortKey('2026-01-01T00:00:00.000Z', 'eski-1'),
          id: 'eski-1',
          name: 'Eski Ürün',
          slug: 'eski-urun',
          description: '',
          categoryIds: [],
          price: 10,
          stock: 7,
          images: [],
          isActive: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          version: 3,
        },
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
      // …which the second start gives its default variant, its stock becoming that variant's level in the default warehouse.
      const table = db(second.dynamoEndpoint);
      const upgraded = (await table.send(new GetCommand({ TableName: second.tableName, Key: productKey('eski-1') }))).Item;
      expect(upgraded).toMatchObject({ stock: 7, version: 3, variants: [{ id: 'eski-1_default', sku: 'ESKI-URUN', options: {}, isActive: true }] });
      const level = (await table.send(new GetCommand({ TableName: second.tableName, Key: stockLevelKey('eski-1_default', 'wh-merkez') }))).Item;
      expect(level).toMatchObject({ onHand: 7, allocated: 0, available: 7, productId: 'eski-1', sku: 'ESKI-URUN' });
      const claim = (await table.send(new GetCommand({ TableName: second.tableName, Key: skuClaimKey('ESKI-URUN') }))).Item;
      expect(claim).toMatchObject({ productId: 'eski-1', variantId: 'eski-1_default' });
    } finally {
      await second.stop();
    }
  }, 120_000);
});
