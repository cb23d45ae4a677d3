import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '@shop/shared';
import { pageGroupOf, pageGroupsFor } from '../../src/shell/palette-pages';

const labels = (groups: string[], query = '') =>
  Object.fromEntries(pageGroupsFor(groups, query).map((group) => [group.label, group.items.map((item) => item.label)]));

describe('palette page groups (the menu filter)', () => {
  it('puts every page in one of the five page groups', () => {
    for (const page of ADMIN_PAGES) expect(['Özet', 'Ürün Yönetimi', 'Tasarım & İçerik', 'Sistem', 'Yardım']).toContain(pageGroupOf(page));
  });

  it('gives ANALYST only what the role may open, in group order', () => {
    expect(labels(['ANALYST'])).toEqual({
      Özet: ['Genel Bakış', 'İstatistikler'],
      'Ürün Yönetimi': ['Ürünler', 'Siparişler', 'İadeler', 'Misafir Kullanıcılar'],
    });
  });

  it('gives CUSTOMER_SERVICE the help pages', () => {
    expect(labels(['CUSTOMER_SERVICE']).Yardım).toEqual(['Destek', 'Geri Bildirimler', 'Aktif Sohbetler']);
  });

  it('leaves detail and edit pages out, and filters by name with Turkish folding', () => {
    const all = pageGroupsFor(['SUPER_ADMIN'], '').flatMap((group) => group.items.map((item) => item.path));
    expect(all.some((path) => path.includes(':id') || path.includes('upsert'))).toBe(false);
    expect(labels(['SUPER_ADMIN'], 'İSTATİS')).toEqual({ Özet: ['İstatistikler'] });
    expect(labels(['SUPER_ADMIN'], 'siparis')).toEqual({ 'Ürün Yönetimi': ['Siparişler'] });
  });

  it('gives USER nothing', () => {
    expect(pageGroupsFor(['USER'], '')).toEqual([]);
  });
});
