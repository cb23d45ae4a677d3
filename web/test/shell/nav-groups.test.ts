import { describe, expect, it } from 'vitest';
import { navGroupsFor } from '../../src/shell/nav-groups';

const labelsOf = (groups: string[]) => navGroupsFor(groups).map((group) => [group.label ?? '', group.items.map((item) => item.label)] as const);

describe('navGroupsFor', () => {
  it('gives THEME_MANAGER the dashboard, the theme editor and the gallery only', () => {
    expect(labelsOf(['THEME_MANAGER'])).toEqual([
      ['', ['Genel Bakış', 'Tema Düzenleyici']],
      ['İçerik', ['Galeri']],
    ]);
  });

  it('gives ORDER_MANAGER orders and returns, cargo settings and the product list', () => {
    expect(labelsOf(['ORDER_MANAGER'])).toEqual([
      ['', ['Genel Bakış']],
      ['Katalog', ['Ürünler']],
      ['Sipariş', ['Siparişler', 'İadeler']],
      ['Ayarlar', ['Genel Ayarlar', 'Ürün Ayarları', 'Kargo Otomasyonu']],
    ]);
  });

  it('never lists detail or upsert pages, even for SUPER_ADMIN', () => {
    const paths = navGroupsFor(['SUPER_ADMIN']).flatMap((group) => group.items.map((item) => item.path));
    expect(paths).toContain('/admin/other/audit');
    expect(paths.some((path) => path.includes(':id') || path.includes('upsert'))).toBe(false);
  });

  it('keeps the section order and gives every entry an icon', () => {
    const groups = navGroupsFor(['SUPER_ADMIN']);
    expect(groups.map((group) => group.id)).toEqual(['main', 'catalog', 'order', 'member', 'content', 'campaign', 'settings', 'other']);
    expect(groups.flatMap((group) => group.items).every((item) => item.icon.startsWith('pi pi-'))).toBe(true);
  });

  it('gives USER and unknown groups nothing', () => {
    expect(navGroupsFor(['USER'])).toEqual([]);
    expect(navGroupsFor(['HACKER'])).toEqual([]);
  });
});
