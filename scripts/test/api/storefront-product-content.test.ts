import { EMPTY_PRODUCT_CONTENT, productContentKey } from '@shop/shared';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';

beforeAll(useRuntimeTable);

/** A product of its own per test (content version 0), active; answers its id and slug. */
const newProduct = async (): Promise<{ id: string; slug: string }> => {
  const res = await call('/api/admin/catalog/product', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: { ...productBody(`Vitrin İçerik ${Date.now()} ${Math.random()}`), description: 'Düz açıklama.' },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, slug: res.body.data.slug };
};

describe('GET /api/storefront/product/{slug}: the product content', () => {
  it('serves what a product manager saved, the description sanitised', async () => {
    const { id, slug } = await newProduct();
    const specs = [
      { key: 'Kumaş', value: '%100 pamuk' },
      { key: 'Menşei', value: 'Türkiye' },
    ];
    const faq = [{ question: 'Kalıbı nasıl?', answer: 'Normal kalıptır.' }];
    const cta = { text: 'Beden tablosu', link: 'https://beden.example.com/tablo' };
    const saved = await call(`/api/admin/catalog/product/${id}/content`, {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: {
        baseVersion: 0,
        description:
          '<h1>Kumaş</h1><p onclick="alert(1)">Yumuşak <strong>pamuk</strong><script>alert(2)</script></p><img src="x" onerror="alert(3)">',
        specs,
        faq,
        cta,
      },
    });
    expect(saved.status).toBe(200);

    const page = await call(`/api/storefront/product/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body.content).toEqual({ description: '<h2>Kumaş</h2><p>Yumuşak <strong>pamuk</strong></p>', specs, faq, cta });
    expect(page.body.content.description).not.toContain('script');
    // The product's own plain description is still there (the page falls back to it).
    expect(page.body.product.description).toBe('Düz açıklama.');
  });

  it('answers the empty content for a product never given any', async () => {
    const { slug } = await newProduct();
    const page = await call(`/api/storefront/product/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body.content).toEqual(EMPTY_PRODUCT_CONTENT);
  });

  it('sanitises a stored description again when serving it (one written before the rules tightened)', async () => {
    const { id, slug } = await newProduct();
    const db = tableClient();
    await db.send(
      new PutCommand({
        TableName: runtime().tableName,
        Item: {
          ...productContentKey(id),
          productId: id,
          version: 1,
          description: '<p>Eski <em>metin</em></p><script>alert(1)</script><a href="javascript:alert(2)">tıkla</a>',
          specs: [],
          faq: [],
          cta: null,
        },
      }),
    );
    db.destroy();
    const page = await call(`/api/storefront/product/${slug}`);
    expect(page.body.content).toEqual({ ...EMPTY_PRODUCT_CONTENT, description: '<p>Eski <em>metin</em></p><a>tıkla</a>' });
  });
});
