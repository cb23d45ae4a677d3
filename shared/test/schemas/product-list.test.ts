import { describe, expect, it } from 'vitest';
import { CONTENT_POSITIONS, DEFAULT_PRODUCT_LIST_SETTINGS, PRODUCT_LIST_LAYOUTS, SECTION_SPACINGS, productListSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('product-list settings (platform §3)', () => {
  it('defaults: grid, columns 1/2/4, 8 per page, autoplay speed 5000, load 8 more', () => {
    expect(DEFAULT_PRODUCT_LIST_SETTINGS).toMatchObject({
      layout: 'grid',
      mobileColumns: 1,
      tabletColumns: 2,
      desktopColumns: 4,
      itemsPerPage: 8,
      autoPlaySpeed: 5000,
      loadMoreCount: 8,
    });
    expectStable(productListSettingsSchema, DEFAULT_PRODUCT_LIST_SETTINGS);
  });

  it('option lists', () => {
    expect(PRODUCT_LIST_LAYOUTS).toEqual(['grid', 'slider']);
    expect(CONTENT_POSITIONS).toEqual(['left', 'center', 'right']);
    expect(SECTION_SPACINGS).toEqual(['none', 'small', 'medium', 'normal', 'large']);
  });

  it('columns: mobile 1 or 2, tablet 1-4, desktop 2-6', () => {
    expect(issueAt(productListSettingsSchema, { mobileColumns: 3 }, 'mobileColumns').message).toBe(
      'mobileColumns şu değerlerden biri olmalıdır: 1, 2.',
    );
    expect(issueAt(productListSettingsSchema, { tabletColumns: 5 }, 'tabletColumns').message).toBe('tabletColumns en fazla 4 olabilir.');
    expect(issueAt(productListSettingsSchema, { desktopColumns: 1 }, 'desktopColumns').message).toBe('desktopColumns en az 2 olmalıdır.');
    expect(issueAt(productListSettingsSchema, { desktopColumns: 7 }, 'desktopColumns').message).toBe('desktopColumns en fazla 6 olabilir.');
  });

  it('autoplay speed 5000-20000 in 1000 steps; load-more counts', () => {
    expect(productListSettingsSchema.parse({ autoPlaySpeed: 20000 }).autoPlaySpeed).toBe(20000);
    expect(issueAt(productListSettingsSchema, { autoPlaySpeed: 5500 }, 'autoPlaySpeed').message).toContain('autoPlaySpeed');
    expect(issueAt(productListSettingsSchema, { autoPlaySpeed: 21000 }, 'autoPlaySpeed').message).toContain('autoPlaySpeed');
    expect(issueAt(productListSettingsSchema, { loadMoreCount: 10 }, 'loadMoreCount').message).toBe(
      'loadMoreCount şu değerlerden biri olmalıdır: 4, 6, 8, 12, 16, 20.',
    );
  });

  it('typography: title 16-144 step 8, description 12-72, weights 300-900', () => {
    expect(productListSettingsSchema.parse({ titleFontSize: 144, descriptionFontSize: 72 })).toMatchObject({
      titleFontSize: 144,
      descriptionFontSize: 72,
    });
    expect(issueAt(productListSettingsSchema, { titleFontSize: 20 }, 'titleFontSize').message).toContain('titleFontSize');
    expect(issueAt(productListSettingsSchema, { descriptionFontSize: 73 }, 'descriptionFontSize').message).toBe(
      'descriptionFontSize en fazla 72 olabilir.',
    );
    expect(issueAt(productListSettingsSchema, { titleFontWeight: 950 }, 'titleFontWeight').message).toBe(
      'titleFontWeight şu değerlerden biri olmalıdır: 300, 400, 500, 600, 700, 800, 900.',
    );
    expect(issueAt(productListSettingsSchema, { topSpacing: 'huge' }, 'topSpacing').message).toContain('topSpacing');
  });
});
