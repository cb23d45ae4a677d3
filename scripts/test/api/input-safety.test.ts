import { DEFAULT_POPUP, defaultComponentData, encodeBannerLink, type SavePageType } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call, tableItems } from '../runtime-client';

const COMPONENTS = '/api/admin/theme/components';
const LINK_ERROR = 'yalnızca http(s), mailto:, tel: ya da site içi bir adres olabilir.';

const versionOf = async (pageType: SavePageType): Promise<number> => (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.versions[pageType];

const header = (target: string, logoPath?: string) => {
  const data = defaultComponentData('HEADER');
  return {
    componentType: 'HEADER',
    name: 'Üst Menü',
    order: 0,
    isActive: true,
    componentData: {
      ...data,
      logo: logoPath === undefined ? null : { type: 'IMAGE', filePath: logoPath, name: 'logo.png' },
      navigationItems: [{ id: 1, type: 'button', title: 'Kampanya', link: { type: 'custom', title: 'Kampanya', target }, order: 1, children: [] }],
    },
  };
};

const gallery = (filePath: string, target = '/urunler') => ({
  componentType: 'GALLERY',
  name: 'Galeri',
  order: 1,
  isActive: true,
  componentData: {
    ...defaultComponentData('GALLERY'),
    galleryItems: [{ id: 1, order: 1, image: { id: 'm1', filePath, name: 'a.png' }, link: { type: 'custom', title: 'Git', target } }],
  },
});

const banner = (link: string) => {
  const data = defaultComponentData('BANNER');
  return {
    componentType: 'BANNER',
    name: 'Banner',
    order: 2,
    isActive: true,
    componentData: { ...data, banners: [{ ...bannerItem, link }] },
  };
};
const bannerItem = { id: 1, queue: 1, title: 'Yaz', gallery: { type: 'IMAGE', filePath: '/media/b/yaz.png', name: 'yaz.png' } };

const saveHome = async (components: unknown[]) =>
  call(COMPONENTS, { as: 'THEME_MANAGER', method: 'POST', body: { pageType: 'HOME', baseVersion: await versionOf('HOME'), components } });

const refused = async (components: unknown[], field: string, message: string) => {
  const before = await tableItems();
  const res = await saveHome(components);
  expect(res.status).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.message).toContain(message);
  expect(await tableItems()).toEqual(before);
};

describe('links are only http(s), mailto:, tel: or paths on the site', () => {
  it('saves every allowed kind of link and shop media', async () => {
    for (const target of [
      'https://instagram.com/magaza',
      'http://example.com',
      'mailto:destek@example.com',
      'tel:+905551112233',
      '/kampanya',
      '#sss',
      '',
    ]) {
      const res = await saveHome([gallery('/media/abc/a.png', target)]);
      expect(res.status, target).toBe(200);
    }
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case with a tab and leading spaces', '  JaVa\tScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['another host without a scheme', '//evil.example/x'],
  ])('refuses %s in a header menu link with 400, writing nothing', async (_name, target) => {
    await refused([header(target)], 'components.0.componentData.navigationItems.0.link.target', LINK_ERROR);
  });

  it('refuses javascript: in a gallery link and inside a banner link', async () => {
    await refused([gallery('/media/abc/a.png', 'javascript:alert(1)')], 'components.0.componentData.galleryItems.0.link.target', LINK_ERROR);
    const link = JSON.stringify({ type: 'custom', title: 'x', target: 'javascript:alert(1)', newTab: false });
    const before = await tableItems();
    const res = await saveHome([banner(link)]);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('components.0.componentData.banners.0.link');
    expect(await tableItems()).toEqual(before);
    expect((await saveHome([banner(encodeBannerLink({ type: 'custom', title: 'Yaz', target: '/yaz', newTab: false }))])).status).toBe(200);
  });
});

describe('media references are only to this shop’s media library', () => {
  it.each([
    ['another host', 'https://evil.example/a.png', 'bu mağazanın medya kütüphanesinden olmalıdır.'],
    ['a data: URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'bu mağazanın medya kütüphanesinden olmalıdır.'],
    ['a site path outside /media/', '/api/admin/member', 'Yalnızca bu mağazanın medya kütüphanesindeki dosyalar kullanılabilir.'],
    ['a path climbing out of /media/', '/media/%2e%2e/api/x', 'Yalnızca bu mağazanın medya kütüphanesindeki dosyalar kullanılabilir.'],
  ])('refuses %s as a gallery image', async (_name, filePath, message) => {
    await refused([gallery(filePath)], 'components.0.componentData.galleryItems.0.image.filePath', message);
  });

  it('refuses a foreign header logo and a foreign popup image', async () => {
    await refused([header('/', 'https://evil.example/logo.png')], 'components.0.componentData.logo.filePath', 'medya');
    const before = await tableItems();
    const res = await call('/api/admin/theme/popup', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { ...DEFAULT_POPUP, galleryId: { type: 'IMAGE', filePath: '/yukle/x.png', name: 'x.png' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('galleryId.filePath');
    expect(await tableItems()).toEqual(before);
  });
});

describe('header and footer are unique per tab; names are visible text', () => {
  it('refuses a second header in a tab', async () => {
    await refused([header('/'), { ...header('/'), order: 1 }], 'components.1.componentType', 'Bir alanda yalnızca bir Üst Menü olabilir.');
  });

  it('refuses a second footer in a tab', async () => {
    const footer = (order: number) => ({
      componentType: 'FOOTER',
      name: 'Alt Menü',
      order,
      isActive: true,
      componentData: defaultComponentData('FOOTER', { year: 2026 }),
    });
    await refused([footer(0), gallery('/media/a/b.png'), footer(2)], 'components.2.componentType', 'Bir alanda yalnızca bir Alt Menü olabilir.');
  });

  it.each([
    ['spaces', '   '],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
  ])('refuses a component name of only %s', async (_name, name) => {
    await refused([{ ...gallery('/media/a/b.png'), name }], 'components.0.name', 'components.0.name gereklidir.');
  });

  it.each([
    ['brand', '/api/admin/catalog/brand', { name: '\u200b\u200b' }],
    ['brand', '/api/admin/catalog/brand', { name: ' \u2060 ' }],
    ['category', '/api/admin/catalog/category', { name: '\u200b' }],
  ])('refuses a %s name of only invisible characters, writing nothing', async (_kind, path, body) => {
    const before = await tableItems();
    const res = await call(path, { as: 'SUPER_ADMIN', method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'name', message: 'name gereklidir.' });
    expect(await tableItems()).toEqual(before);
  });
});
