import { defaultComponentData, mediaKey, MEDIA_DELETE_MESSAGES as M, type SavePageType } from '@shop/shared';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { upgradeProductMediaUses } from '@shop/functions/domain/catalog/upgrade-media-uses';
import { call, runtime, tableClient, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';

beforeAll(useRuntimeTable);

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
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
});
