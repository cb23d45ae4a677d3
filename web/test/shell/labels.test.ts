import { describe, expect, it } from 'vitest';
import { adminAreaOf } from '../../src/shell/admin-areas';
import { breadcrumbLabels } from '../../src/shell/breadcrumb';
import { initials } from '../../src/format/initials';
import { pageTitle } from '../../src/format/page-title';

describe('page labels', () => {
  it('builds the breadcrumb from the section and the page', () => {
    expect(breadcrumbLabels('/admin/dashboard')).toEqual(['Genel Bakış']);
    expect(breadcrumbLabels('/admin/order/list')).toEqual(['Sipariş', 'Siparişler']);
    expect(breadcrumbLabels('/admin/catalog/product/upsert')).toEqual(['Katalog', 'Ekle']);
    expect(breadcrumbLabels('/admin/member/detail/15')).toEqual(['Üyeler', 'Düzenle']);
    expect(breadcrumbLabels('/admin/theme/header')).toEqual(['Tema Düzenleyici']);
    expect(breadcrumbLabels('/admin/unknown')).toEqual([]);
  });

  it('titles pages', () => {
    expect(pageTitle('/admin/catalog/warehouse')).toBe('Depolar');
    expect(pageTitle('/admin/order/detail/9')).toBe('Düzenle');
  });

  it('tells theme mode from system management', () => {
    expect(adminAreaOf('/admin/theme')).toBe('theme');
    expect(adminAreaOf('/admin/theme/footer')).toBe('theme');
    expect(adminAreaOf('/admin/themes')).toBe('system');
    expect(adminAreaOf('/admin/dashboard')).toBe('system');
  });

  it('makes Turkish initials', () => {
    expect(initials('ilker özgür')).toBe('İÖ');
    expect(initials('ayse@example.com')).toBe('AE');
    expect(initials('')).toBe('');
  });
});
