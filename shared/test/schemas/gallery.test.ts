import { describe, expect, it } from 'vitest';
import { DEFAULT_GALLERY_SETTINGS, bulkGallerySelectionSchema, galleryItemSchema, gallerySettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('gallery settings', () => {
  it('defaults per component editors §3', () => {
    expect(DEFAULT_GALLERY_SETTINGS).toEqual({
      name: 'Görsel Galerisi',
      galleryItems: [],
      columnsDesktop: 3,
      columnsTablet: 2,
      columnsMobile: 1,
      gap: 4,
      aspectRatio: '1:1',
      borderRadius: 8,
      hoverEffect: 'scale',
      topMargin: 0,
      bottomMargin: 0,
    });
    expectStable(gallerySettingsSchema, DEFAULT_GALLERY_SETTINGS);
  });

  it('column ranges: desktop 1-6, tablet 1-5, mobile 1-4', () => {
    expect(issueAt(gallerySettingsSchema, { columnsDesktop: 7 }, 'columnsDesktop').message).toBe('columnsDesktop en fazla 6 olabilir.');
    expect(issueAt(gallerySettingsSchema, { columnsTablet: 6 }, 'columnsTablet').message).toBe('columnsTablet en fazla 5 olabilir.');
    expect(issueAt(gallerySettingsSchema, { columnsMobile: 5 }, 'columnsMobile').message).toBe('columnsMobile en fazla 4 olabilir.');
    expect(issueAt(gallerySettingsSchema, { columnsMobile: 0 }, 'columnsMobile').message).toBe('columnsMobile en az 1 olmalıdır.');
  });

  it('option lists', () => {
    expect(issueAt(gallerySettingsSchema, { gap: 3 }, 'gap').message).toBe('gap şu değerlerden biri olmalıdır: 0, 1, 2, 4, 6, 8.');
    expect(issueAt(gallerySettingsSchema, { borderRadius: 10 }, 'borderRadius').message).toBe(
      'borderRadius şu değerlerden biri olmalıdır: 0, 4, 8, 12, 16, 999.',
    );
    expect(issueAt(gallerySettingsSchema, { hoverEffect: 'blur' }, 'hoverEffect').message).toBe(
      'hoverEffect şu değerlerden biri olmalıdır: none, scale, opacity, brightness, grayscale.',
    );
    expect(issueAt(gallerySettingsSchema, { aspectRatio: '16:9' }, 'aspectRatio').message).toBe(
      'aspectRatio şu değerlerden biri olmalıdır: 1:1, 4:3, 3:2, 2:3, 16/2, 16/4, 16/6, 16/8.',
    );
    expect(issueAt(gallerySettingsSchema, { bottomMargin: 60 }, 'bottomMargin').message).toBe(
      'bottomMargin şu değerlerden biri olmalıdır: 0, 10, 20, 30, 40, 50.',
    );
  });
});

describe('gallery item', () => {
  it('needs an image: Görsel seçimi gereklidir.', () => {
    expect(issueAt(galleryItemSchema, { id: 1, order: 1 }, 'image').message).toBe('Görsel seçimi gereklidir.');
    expect(issueAt(galleryItemSchema, { id: 1, order: 1, image: null }, 'image').message).toBe('Görsel seçimi gereklidir.');
  });

  it('the link is optional', () => {
    const item = galleryItemSchema.parse({ id: 1, order: 1, image: { id: 3, name: 'a.jpg', filePath: '/a.jpg' } });
    expect(item.link).toBeUndefined();
    expectStable(galleryItemSchema, item);
    expectStable(galleryItemSchema, galleryItemSchema.parse({ ...item, link: { type: 'product', title: 'Ürün', target: '/p/1' } }));
  });
});

describe('bulk gallery selection', () => {
  const image = { id: 1, name: 'a.jpg', filePath: '/a.jpg' };

  it('needs at least one image: Önce görsel seçin.', () => {
    expect(issueAt(bulkGallerySelectionSchema, [], '').message).toBe('Önce görsel seçin.');
  });

  it('allows at most 50', () => {
    expect(bulkGallerySelectionSchema.safeParse(Array.from({ length: 50 }, () => image)).success).toBe(true);
    expect(
      issueAt(
        bulkGallerySelectionSchema,
        Array.from({ length: 51 }, () => image),
        '',
      ).message,
    ).toBe('Değer en fazla 50 öğe içerebilir.');
  });
});
