import { defaultComponentData, mediaKey, MEDIA_DELETE_MESSAGES as M, type SavePageType } from '@shop/shared';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeProductMediaUses } from '@shop/functions/domain/catalog/upgrade-media-uses';
import { call, runtime, tableClient, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';
import { tableBaseline } from './setup-test-kit';
import { TINY_PNG } from '../image-files';

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  // Genel Ayarlar is one item the shop shares: put back as it was, with the pages made here gone.
  cleanUp = await tableBaseline({ restoreChanged: true });
});
afterAll(async () => cleanUp(), 60_000);

const PNG = TINY_PNG;
let n = 0;

/** A completed library file. */
const upload = async () => {
  const created = await call('/api/admin/media/uploads', {
    as: 'PRODUCT_MANAGER',
    method: 'POST',
    body: { fileName: `kullanim-${Date.now().toString(36)}${n++}.png`, contentType: 'image/png', size: PNG.length },
  });
  const { media, uploadUrl, headers } = created.body.data;
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: PNG })).ok).toBe(true);
  const done = await call(`/api/admin/media/${String(media.id)}/complete`, { as: 'PRODUCT_MANAGER', method: 'POST' });
  expect(done.status).toBe(200);
  return done.body.data as { id: string; filePath: string; name: string };
};
const remove = (id: string, as: 'PRODUCT_MANAGER' | 'THEME_MANAGER' = 'PRODUCT_MANAGER') => call(`/api/admin/media/${id}`, { as, method: 'DELETE' });
const listed = async (id: string) =>
  ((await call('/api/admin/media?limit=100', { as: 'PRODUCT_MANAGER' })).body.data as { id: string }[]).some((m) => m.id === id);

const COMPONENTS = '/api/admin/theme/components';
const PAGES = '/api/admin/content/pages';
const GENERAL = '/api/admin/settings/general';
const versionOf = async (pageType: SavePageType): Promise<number> => (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.versions[pageType];

describe('deleting a library file', () => {
  it('deletes one nothing uses: gone from the library and from the table', async () => {
    const media = await upload();
    expect(await remove(media.id)).toEqual({ status: 200, body: { deleted: true } });
    expect(await listed(media.id)).toBe(false);
    expect((await tableItems()).some((i) => i.pk === mediaKey(media.id).pk && i.sk === mediaKey(media.id).sk)).toBe(false);
    expect(await remove(media.id)).toEqual({ status: 404, body: { error: 'NotFound', message: 'Dosya bulunamadı.' } });
  });

  it('refuses one a product shows (409 listing the product), archived or not, writing nothing; deletes it once the product lets go', async () => {
    const media = await upload();
    const name = `Görselli ürün ${Date.now().toString(36)}`;
    const made = await call('/api/admin/catalog/product', {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody(name), images: [{ id: media.id, filePath: media.filePath, name: media.name, alt: 'Ön' }] },
    });
    expect(made.status).toBe(201);
    const product = made.body.data;
    const before = await tableItems();
    const refused = {
      status: 409,
      body: { error: 'Conflict', message: M.inUse(1), usedBy: [{ type: 'product', id: product.id, name }] },
    };
    expect(await remove(media.id)).toEqual(refused);
    expect(M.inUse(1)).toBe('Bu dosya 1 yerde kullanıldığı için silinemez. Önce kullanıldığı yerlerden kaldırın.');
    expect(await tableItems()).toEqual(before);
    expect(await listed(media.id)).toBe(true);
    // Archived: its record still shows the image (old orders), so the file stays in use.
    expect((await call(`/api/admin/catalog/product/${product.id}/archive`, { as: 'PRODUCT_MANAGER', method: 'POST' })).status).toBe(200);
    expect((await remove(media.id)).status).toBe(409);
    expect((await call(`/api/admin/catalog/product/${product.id}/restore`, { as: 'PRODUCT_MANAGER', method: 'POST' })).status).toBe(200);
    const saved = await call(`/api/admin/catalog/product/${product.id}`, {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody(name), baseVersion: product.version + 2 },
    });
    expect(saved.status).toBe(200);
    expect(await remove(media.id)).toEqual({ status: 200, body: { deleted: true } });
  });

  it('refuses one the theme shows (409 naming the area and component)', async () => {
    const media = await upload();
    const gallery = {
      componentType: 'GALLERY',
      name: 'Vitrin galerisi',
      order: 1,
      isActive: true,
      componentData: {
        ...defaultComponentData('GALLERY'),
        galleryItems: [
          {
            id: 1,
            order: 1,
            image: { id: media.id, filePath: media.filePath, name: media.name },
            link: { type: 'custom', title: 'Git', target: '/' },
          },
        ],
      },
    };
    const saved = await call(COMPONENTS, {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'BOTTOM', baseVersion: await versionOf('BOTTOM'), components: [gallery] },
    });
    expect(saved.status).toBe(200);
    const res = await remove(media.id, 'THEME_MANAGER');
    expect(res.status).toBe(409);
    expect(res.body.usedBy).toEqual([{ type: 'theme', id: expect.stringMatching(/^BOTTOM#/), name: 'Alt alan · Vitrin galerisi' }]);
    // Taken off the theme, it can go.
    expect(
      (
        await call(COMPONENTS, {
          as: 'THEME_MANAGER',
          method: 'POST',
          body: { pageType: 'BOTTOM', baseVersion: await versionOf('BOTTOM'), components: [] },
        })
      ).status,
    ).toBe(200);
    expect((await remove(media.id, 'THEME_MANAGER')).status).toBe(200);
  });

  it('counts the files of products stored before uses were recorded, once the upgrade has run', async () => {
    const media = await upload();
    const name = `Eski görselli ürün ${Date.now().toString(36)}`;
    const made = await call('/api/admin/catalog/product', {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody(name), images: [{ id: media.id, filePath: media.filePath, name: media.name, alt: '' }] },
    });
    // As a product written before issue 26 is stored: without its media-use item.
    const use = (await tableItems()).find((i) => i.pk === `PRODUCT#${made.body.data.id}` && String(i.sk).startsWith('MEDIA_USE#'));
    expect(use).toBeDefined();
    const db = tableClient();
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: use?.pk, sk: use?.sk } }));
    db.destroy();
    await upgradeProductMediaUses();
    expect(await remove(media.id)).toMatchObject({ status: 409, body: { usedBy: [{ type: 'product', id: made.body.data.id, name }] } });
  });

  it('refuses one a content page shows in its body (409 naming the page, nothing written); deletes it once the page lets go', async () => {
    const media = await upload();
    const title = `Görselli sayfa ${Date.now().toString(36)}`;
    const body = (bodyHtml: string, baseVersion?: number) => ({ title, bodyHtml, status: 'DRAFT', ...(baseVersion ? { baseVersion } : {}) });
    const made = await call(PAGES, { as: 'CONTENT_MANAGER', method: 'POST', body: body(`<p>Mağazamız</p><p><img src="${media.filePath}"></p>`) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const page = made.body.data;
    const before = await tableItems();
    expect(await remove(media.id)).toEqual({
      status: 409,
      body: { error: 'Conflict', message: M.inUse(1), usedBy: [{ type: 'page', id: page.id, name: title }] },
    });
    expect(await tableItems()).toEqual(before);
    expect(await listed(media.id)).toBe(true);
    const saved = await call(`${PAGES}/${String(page.id)}`, { as: 'CONTENT_MANAGER', method: 'POST', body: body('<p>Mağazamız</p>', page.version) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await remove(media.id)).toEqual({ status: 200, body: { deleted: true } });
  });

  it('refuses one Genel Ayarlar shows as the logo (and share image), naming each slot, nothing written; deletes it once they let go', async () => {
    const media = await upload();
    const slot = { id: media.id, type: 'IMAGE', filePath: media.filePath, name: media.name };
    const current = (await call(GENERAL, { as: 'SUPER_ADMIN' })).body;
    const { version, ...settings } = current;
    const withLogo = await call(GENERAL, {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { ...settings, logo: slot, seo: { ...settings.seo, image: slot }, baseVersion: version },
    });
    expect(withLogo.status, JSON.stringify(withLogo.body)).toBe(200);
    const before = await tableItems();
    expect(await remove(media.id)).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: M.inUse(2),
        usedBy: [
          { type: 'general-settings', id: 'general-settings#logo', name: 'Logo' },
          { type: 'general-settings', id: 'general-settings#seo-image', name: 'Paylaşım görseli' },
        ],
      },
    });
    expect(await tableItems()).toEqual(before);
    expect(await listed(media.id)).toBe(true);
    const cleared = await call(GENERAL, { as: 'SUPER_ADMIN', method: 'POST', body: { ...settings, baseVersion: withLogo.body.version } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await remove(media.id)).toEqual({ status: 200, body: { deleted: true } });
  });
});
