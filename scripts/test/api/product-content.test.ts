import { MESSAGES, productContentKey } from '@shop/shared';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';

beforeAll(useRuntimeTable);

const contentPath = (id: string) => `/api/admin/catalog/product/${id}/content`;

/** A product of its own per test, so versions start at 0. */
const newProduct = async (): Promise<string> => {
  const res = await call('/api/admin/catalog/product', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: productBody(`İçerik ${Date.now()} ${Math.random()}`),
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
};

const storedItem = async (id: string) => {
  const db = tableClient();
  const out = await db.send(new GetCommand({ TableName: runtime().tableName, Key: productContentKey(id) }));
  db.destroy();
  return out.Item;
};

describe('product content: each section by its own permission', () => {
  it('starts empty at version 0 and keeps what a content manager saves, the description sanitised', async () => {
    const id = await newProduct();
    const empty = await call(contentPath(id), { as: 'PRODUCT_MANAGER' });
    expect(empty).toEqual({
      status: 200,
      body: { productId: id, productName: expect.stringMatching(/^İçerik /), description: '', specs: [], faq: [], cta: null, version: 0 },
    });

    const saved = await call(contentPath(id), {
      as: 'CONTENT_MANAGER',
      method: 'POST',
      body: {
        baseVersion: 0,
        description:
          '<h1>Başlık</h1><p onclick="alert(1)">Yumuşak <strong>pamuk</strong><script>alert(2)</script></p><a href="javascript:alert(3)">tıkla</a><a href="https://example.com" target="_blank">site</a><img src="https://cdn.example.com/x.png" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
        faq: [{ question: 'Kalıbı nasıl?', answer: 'Normal kalıptır.' }],
        cta: { text: 'Beden tablosu', link: '/sayfa/beden-tablosu' },
      },
    });
    const description =
      '<h2>Başlık</h2><p>Yumuşak <strong>pamuk</strong></p><a>tıkla</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a><img src="https://cdn.example.com/x.png" />';
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, description, faq: [{ question: 'Kalıbı nasıl?', answer: 'Normal kalıptır.' }], specs: [] });
    expect(await storedItem(id)).toMatchObject({ description, version: 1, cta: { text: 'Beden tablosu', link: '/sayfa/beden-tablosu' } });

    // Ek bilgiler is the product manager's (additional info), kept apart from what the content manager saved.
    const specs = await call(contentPath(id), {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { baseVersion: 1, specs: [{ key: 'Kumaş', value: '%100 pamuk' }] },
    });
    expect(specs.status).toBe(200);
    expect((await call(contentPath(id), { as: 'CONTENT_MANAGER' })).body).toMatchObject({
      version: 2,
      description,
      specs: [{ key: 'Kumaş', value: '%100 pamuk' }],
      cta: { text: 'Beden tablosu' },
    });
  });

  it('refuses a section the role does not hold (403 naming it) and writes nothing, even beside sections it holds', async () => {
    const id = await newProduct();
    const before = await tableItems();
    const res = await call(contentPath(id), {
      as: 'CONTENT_MANAGER',
      method: 'POST',
      body: { baseVersion: 0, faq: [{ question: 'S', answer: 'C' }], specs: [{ key: 'Kumaş', value: 'Keten' }] },
    });
    expect(res).toEqual({
      status: 403,
      body: { error: 'Forbidden', message: 'Bu bölümleri düzenleme yetkiniz yok: Ek bilgiler. Hiçbir değişiklik kaydedilmedi.' },
    });
    expect(await tableItems()).toEqual(before);
    // No content permission at all: the route refuses.
    expect((await call(contentPath(id), { as: 'ORDER_MANAGER', method: 'POST', body: { baseVersion: 0, faq: [] } })).status).toBe(403);
    expect((await call(contentPath(id), { as: 'ANALYST' })).status).toBe(403);
  });

  it('answers 400 naming the field for bad input, 409 for a stale version and 404 for an unknown product, writing nothing', async () => {
    const id = await newProduct();
    const before = await tableItems();
    const bad = [
      [{ baseVersion: 0, cta: { text: 'Tıkla', link: 'javascript:alert(1)' } }, 'cta.link'],
      [{ baseVersion: 0, faq: [{ question: '   ', answer: 'Cevap' }] }, 'faq.0.question'],
      [{ baseVersion: 0, specs: Array.from({ length: 51 }, (_, i) => ({ key: `K${i}`, value: 'V' })) }, 'specs'],
      [{ baseVersion: 0 }, undefined],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(contentPath(id), { as: 'PRODUCT_MANAGER', method: 'POST', body });
      expect(res.status).toBe(400);
      if (field) expect(res.body.message).toContain(field);
      else expect(res.body.message).toBe('Kaydedilecek bir bölüm gönderilmedi (description, specs, faq ya da cta).');
    }
    expect(await tableItems()).toEqual(before);

    expect((await call(contentPath(id), { as: 'PRODUCT_MANAGER', method: 'POST', body: { baseVersion: 0, faq: [] } })).status).toBe(200);
    const stale = await call(contentPath(id), { as: 'PRODUCT_MANAGER', method: 'POST', body: { baseVersion: 0, faq: [] } });
    expect(stale).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'Ürün içeriği siz düzenlerken başka biri tarafından kaydedildi. Sayfayı yenileyip yeniden deneyin.' },
    });
    expect(await call(contentPath('yok-boyle-bir-urun'), { as: 'PRODUCT_MANAGER' })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.api.productNotFound },
    });
  });

  it('lets a content manager find products in the list, but not open the product form data', async () => {
    expect((await call('/api/admin/catalog/product?limit=2', { as: 'CONTENT_MANAGER' })).status).toBe(200);
    expect((await call('/api/admin/catalog/product/1', { as: 'CONTENT_MANAGER' })).status).toBe(403);
  });
});
