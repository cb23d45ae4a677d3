import { describe, expect, it } from 'vitest';
import { contentPageSaveSchema, isPageLive, pageSlugOf } from '../src';

describe('pageSlugOf', () => {
  it.each([
    ['Hakkımızda', 'hakkimizda'],
    ['İletişim', 'iletisim'],
    ['KVKK Aydınlatma Metni', 'kvkk-aydinlatma-metni'],
    ['Çerez Politikası', 'cerez-politikasi'],
    ['İade ve Değişim Koşulları', 'iade-ve-degisim-kosullari'],
    ['Ön Bilgilendirme Formu', 'on-bilgilendirme-formu'],
    ['Mesafeli Satış Sözleşmesi', 'mesafeli-satis-sozlesmesi'],
    ['IŞIK ĞÜÖÇŞİ ışık', 'isik-guocsi-isik'],
    ['  Sık Sorulan   Sorular?! ', 'sik-sorulan-sorular'],
  ])('%s → %s', (title, slug) => expect(pageSlugOf(title)).toBe(slug));

  it('cuts a long title at a word within the limit', () => {
    const slug = pageSlugOf('uzun kelime '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('contentPageSaveSchema', () => {
  const body = { title: 'Hakkımızda', bodyHtml: '<p>x</p>', status: 'DRAFT' };
  it('refuses a title without letters or digits when no slug is given, in Turkish', () => {
    const result = contentPageSaveSchema.safeParse({ ...body, title: '???' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/adres üretilemedi/);
  });
  it('refuses a slug that is not one', () => {
    expect(contentPageSaveSchema.safeParse({ ...body, slug: 'a b' }).success).toBe(false);
    expect(contentPageSaveSchema.parse({ ...body, slug: ' Iade-Kosullari ' }).slug).toBe('iade-kosullari');
  });
});

describe('isPageLive', () => {
  it('shows published pages from their publish date on, never drafts', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(isPageLive({ status: 'PUBLISHED', publishAt: null }, now)).toBe(true);
    expect(isPageLive({ status: 'PUBLISHED', publishAt: '2026-11-27T11:00:00.000Z' }, now)).toBe(true);
    expect(isPageLive({ status: 'PUBLISHED', publishAt: '2026-11-28T00:00:00.000Z' }, now)).toBe(false);
    expect(isPageLive({ status: 'DRAFT', publishAt: null }, now)).toBe(false);
  });
});
