import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOOTER_SETTINGS,
  PAYMENT_LOGO_TYPES,
  defaultFooterSettings,
  footerColumnSchema,
  footerLinkFormSchema,
  footerLinkSchema,
  footerSettingsSchema,
  footerTextInYear,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('footer settings', () => {
  it('defaults: three columns Kategoriler, Sözleşmeler, Sayfalar; payment logos; spec colours', () => {
    const f = defaultFooterSettings(2024);
    expect(f.columnCount).toBe(3);
    expect(f.columns.map((c) => [c.id, c.title, c.order, c.links])).toEqual([
      [1, 'Kategoriler', 1, []],
      [2, 'Sözleşmeler', 2, []],
      [3, 'Sayfalar', 3, []],
    ]);
    expect(f.footerText).toContain('2024');
    expect(f.showPaymentLogos).toBe(true);
    expect(f).toMatchObject({
      backgroundColor: '#ffffff',
      footerTextColor: '#6b7280',
      columnTitleColor: '#000000',
      linkTextColor: '#6b7280',
      linkHoverColor: '#3b82f6',
      topMargin: 0,
      bottomMargin: 0,
    });
    expectStable(footerSettingsSchema, f);
  });

  it('the footer text holds the current year unless told otherwise', () => {
    const year = String(new Date().getFullYear());
    expect(DEFAULT_FOOTER_SETTINGS.footerText).toContain(year);
    expect(footerSettingsSchema.parse({}).footerText).toContain(year);
    expectStable(footerSettingsSchema, DEFAULT_FOOTER_SETTINGS);
  });

  it('{yıl} in the footer text becomes the given year, every time it is written; other text stays', () => {
    expect(footerTextInYear('© {yıl} Moda Dükkanı', 2031)).toBe('© 2031 Moda Dükkanı');
    expect(footerTextInYear('{yıl} – {yıl}', 2027)).toBe('2027 – 2027');
    expect(footerTextInYear('© 2026 {year} {YIL}', 2031)).toBe('© 2026 {year} {YIL}');
  });

  it('each default column is a fresh object', () => {
    const a = footerSettingsSchema.parse({});
    const b = footerSettingsSchema.parse({});
    expect(a.columns[0]).not.toBe(b.columns[0]);
  });

  it('two payment logo sets', () => {
    expect(PAYMENT_LOGO_TYPES).toHaveLength(2);
  });

  it('column count 1-6, margins 0-128 in steps of 4', () => {
    expect(issueAt(footerSettingsSchema, { columnCount: 7 }, 'columnCount').message).toBe('columnCount en fazla 6 olabilir.');
    expect(issueAt(footerSettingsSchema, { columnCount: 0 }, 'columnCount').message).toBe('columnCount en az 1 olmalıdır.');
    expect(issueAt(footerSettingsSchema, { topMargin: 10 }, 'topMargin').message).toBe('topMargin 4 değerinin katı olmalıdır.');
    expect(issueAt(footerSettingsSchema, { bottomMargin: 132 }, 'bottomMargin').message).toBe('bottomMargin en fazla 128 olabilir.');
  });

  it('column alignment is left, center or right', () => {
    expect(issueAt(footerColumnSchema, { id: 1, order: 1, contentAlignment: 'justify' }, 'contentAlignment').message).toBe(
      'contentAlignment şu değerlerden biri olmalıdır: left, center, right.',
    );
  });
});

describe('footer link', () => {
  const link = { id: 1, title: 'Gizlilik', link: { type: 'page', target: '/gizlilik' }, order: 1 };

  it('parses and fills the link', () => {
    expectStable(footerLinkSchema, footerLinkSchema.parse(link));
  });

  it('title is required: Link başlığı gereklidir.', () => {
    expect(issueAt(footerLinkSchema, { ...link, title: '' }, 'title').message).toBe('Link başlığı gereklidir.');
  });

  it('a link must be chosen: Link seçimi gereklidir.', () => {
    expect(issueAt(footerLinkSchema, { ...link, link: undefined }, 'link').message).toBe('Link seçimi gereklidir.');
  });

  it('the dialog needs a column: Sütun seçilmedi.', () => {
    expect(issueAt(footerLinkFormSchema, link, 'columnId').message).toBe('Sütun seçilmedi.');
    expect(issueAt(footerLinkFormSchema, { ...link, columnId: null }, 'columnId').message).toBe('Sütun seçilmedi.');
    expect(footerLinkFormSchema.parse({ ...link, columnId: 2 }).columnId).toBe(2);
  });
});
