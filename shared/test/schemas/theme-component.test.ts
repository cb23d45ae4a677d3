import { describe, expect, it } from 'vitest';
import {
  COMPONENT_TYPES,
  COMPONENT_TYPE_LABELS,
  DEFAULT_BANNER_CAROUSEL_SETTINGS,
  DEFAULT_POPUP,
  TAB_TYPES,
  UNIQUE_PER_TAB_COMPONENT_TYPES,
  componentDataSchemas,
  defaultComponentData,
  defaultComponentName,
  fixedBannerName,
  saveThemeComponentsRequestSchema,
  themeComponentSchema,
  type ComponentType,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('component types and tabs', () => {
  it('all eleven component types', () => {
    expect(COMPONENT_TYPES).toEqual([
      'BANNER',
      'PRODUCT_LIST',
      'HEADER',
      'FOOTER',
      'MARQUEE',
      'BANNER_COMPONENT',
      'GALLERY',
      'VIDEO',
      'FAQ',
      'NEWSLETTER',
      'POPUP',
    ]);
    expect(Object.keys(componentDataSchemas).sort()).toEqual([...COMPONENT_TYPES].sort());
  });

  it('tab types', () => {
    expect(TAB_TYPES).toEqual(['top', 'middle', 'bottom', 'settings']);
    expect(UNIQUE_PER_TAB_COMPONENT_TYPES).toEqual(['HEADER', 'FOOTER']);
  });

  it('type labels of the theme sidebar', () => {
    expect(COMPONENT_TYPE_LABELS).toEqual({
      BANNER: 'Banner & Afiş',
      PRODUCT_LIST: 'Ürün Listesi',
      HEADER: 'Üst Menü',
      FOOTER: 'Alt Menü',
      MARQUEE: 'Kayan Duyuru Bandı',
      BANNER_COMPONENT: 'Sabit Duyuru Bandı',
      GALLERY: 'Galeri',
      VIDEO: 'Video',
      FAQ: 'Sıkça Sorulan Sorular',
      NEWSLETTER: 'Bülten',
    });
  });
});

describe('defaultComponentName', () => {
  it('labelled types get their label', () => {
    expect(COMPONENT_TYPES.map((type) => [type, defaultComponentName(type, 3)])).toEqual([
      ['BANNER', 'Banner & Afiş'],
      ['PRODUCT_LIST', 'Ürün Listesi'],
      ['HEADER', 'Üst Menü'],
      ['FOOTER', 'Alt Menü'],
      ['MARQUEE', 'Kayan Duyuru Bandı'],
      ['BANNER_COMPONENT', 'Sabit Duyuru Bandı'],
      ['GALLERY', 'Galeri'],
      ['VIDEO', 'Video'],
      ['FAQ', 'Sıkça Sorulan Sorular'],
      ['NEWSLETTER', 'Bülten'],
      ['POPUP', 'POPUP 3'],
    ]);
  });

  it('a type without a label gets its type plus the number', () => {
    expect(defaultComponentName('POPUP', 1)).toBe('POPUP 1');
  });
});

describe('defaultComponentData', () => {
  it.each(COMPONENT_TYPES)('%s parses against its own schema and back to itself', (type: ComponentType) => {
    const data = defaultComponentData(type);
    expectStable(componentDataSchemas[type], data);
    const component = { id: 1, name: defaultComponentName(type, 1), order: 0, componentType: type, componentData: data };
    expect(themeComponentSchema.parse(component).componentData).toEqual(data);
  });

  it('returns a fresh object each time', () => {
    expect(defaultComponentData('HEADER')).not.toBe(defaultComponentData('HEADER'));
    expect(defaultComponentData('HEADER').navigationItems).not.toBe(defaultComponentData('HEADER').navigationItems);
  });

  it('banner added from the builder: 5000 ms (the banner editor alone defaults to 10000)', () => {
    expect(defaultComponentData('BANNER')).toEqual({
      banners: [],
      settings: {
        autoPlay: true,
        autoPlaySpeed: 5000,
        loop: true,
        height: 500,
        transitionEffect: 'FADE',
        navigationEnabled: true,
        paginationEnabled: true,
        aspectRatio: '16/6',
        mobileAspectRatio: '2/3',
      },
    });
    expect(DEFAULT_BANNER_CAROUSEL_SETTINGS.autoPlaySpeed).toBe(10000);
  });

  it('header: logo, 3 grid columns, three columns (1 left, 2 centre, 3 right), Anasayfa to /', () => {
    const header = defaultComponentData('HEADER');
    expect(header.gridColumns).toBe(3);
    expect(header.isLogoShow).toBe(true);
    expect(header.columnConfigs.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(header.navigationItems).toHaveLength(1);
    expect(header.navigationItems[0]).toMatchObject({ type: 'button', title: 'Anasayfa', link: { target: '/' } });
  });

  it('footer: three titled columns, the given year, payment logos', () => {
    const footer = defaultComponentData('FOOTER', { year: 2031 });
    expect(footer.columns.map((c) => c.title)).toEqual(['Kategoriler', 'Sözleşmeler', 'Sayfalar']);
    expect(footer.footerText).toContain('2031');
    expect(footer.showPaymentLogos).toBe(true);
    expect(defaultComponentData('FOOTER').footerText).toContain(String(new Date().getFullYear()));
  });

  it('marquee: colours, speed 50, left, gap 150', () => {
    expect(defaultComponentData('MARQUEE')).toMatchObject({
      backgroundColor: '#ef4444',
      textColor: '#ffffff',
      scrollSpeed: 50,
      direction: 'left',
      announcementGap: 150,
    });
  });

  it('gallery: 3 columns, gap 4, 1:1, radius 8, scale', () => {
    expect(defaultComponentData('GALLERY')).toMatchObject({
      name: 'Görsel Galerisi',
      columnsDesktop: 3,
      gap: 4,
      aspectRatio: '1:1',
      borderRadius: 8,
      hoverEffect: 'scale',
    });
  });

  it('video: not muted, controls, 16:9, full width', () => {
    expect(defaultComponentData('VIDEO')).toMatchObject({
      name: 'Video Oynatıcı',
      muted: false,
      controls: true,
      aspectRatio: '16:9',
      maxWidth: 'full',
    });
  });

  it('FAQ: title shown', () => {
    expect(defaultComponentData('FAQ')).toMatchObject({ title: 'Sıkça Sorulan Sorular', showTitle: true, faqItems: [] });
  });

  it('fixed banner: link, close button, device visibility, rocket, bannerName from the component id', () => {
    const fixed = defaultComponentData('BANNER_COMPONENT', { componentId: 'cmp-7' });
    expect(fixed).toMatchObject({
      linkText: 'Daha fazla',
      linkHref: '#',
      showCloseButton: true,
      centerContent: false,
      showOnMobile: true,
      showOnTablet: true,
      showOnDesktop: true,
      fontSize: 14,
      iconName: 'rocket',
      bannerName: fixedBannerName('cmp-7'),
    });
  });

  it('product list: columns 1/2/4, 8 per page, autoplay 5000, load 8 more', () => {
    expect(defaultComponentData('PRODUCT_LIST')).toMatchObject({
      mobileColumns: 1,
      tabletColumns: 2,
      desktopColumns: 4,
      itemsPerPage: 8,
      autoPlaySpeed: 5000,
      loadMoreCount: 8,
    });
  });

  it('popup: the default popup', () => {
    expect(defaultComponentData('POPUP')).toEqual(DEFAULT_POPUP);
  });
});

describe('theme component', () => {
  const footer = { id: 'c1', name: 'Alt Menü', order: 0, componentType: 'FOOTER', componentData: {} };

  it('fills its defaults', () => {
    const parsed = themeComponentSchema.parse(footer);
    expect(parsed).toMatchObject({ isActive: true, tabType: 'middle', products: [], galleries: [] });
    expectStable(themeComponentSchema, parsed);
  });

  it('checks componentData against its componentType, naming the failing field', () => {
    expect(issueAt(themeComponentSchema, { ...footer, componentData: { columnCount: 9 } }, 'componentData.columnCount').message).toBe(
      'componentData.columnCount en fazla 6 olabilir.',
    );
    expect(
      issueAt(themeComponentSchema, { ...footer, componentType: 'MARQUEE', componentData: { scrollSpeed: 55 } }, 'componentData.scrollSpeed').message,
    ).toContain('componentData.scrollSpeed');
    expect(issueAt(themeComponentSchema, { ...footer, componentType: 'POPUP', componentData: { name: '' } }, 'componentData.name').message).toBe(
      'İsim gereklidir',
    );
  });

  it('the same data is valid for one type and not for another', () => {
    const gallery = { ...footer, componentType: 'GALLERY', componentData: { gap: 8 } };
    expect(themeComponentSchema.safeParse(gallery).success).toBe(true);
    expect(themeComponentSchema.safeParse({ ...gallery, componentType: 'VIDEO', componentData: { borderRadius: 999 } }).success).toBe(false);
  });

  it('rejects an unknown componentType listing the known ones', () => {
    expect(issueAt(themeComponentSchema, { ...footer, componentType: 'SLIDER' }, 'componentType').message).toBe(
      `componentType şu değerlerden biri olmalıdır: ${COMPONENT_TYPES.join(', ')}.`,
    );
  });

  it('rejects a bad tab, name and order', () => {
    expect(issueAt(themeComponentSchema, { ...footer, tabType: 'side' }, 'tabType').message).toBe(
      'tabType şu değerlerden biri olmalıdır: top, middle, bottom, settings.',
    );
    expect(issueAt(themeComponentSchema, { ...footer, name: '' }, 'name').message).toBe('name gereklidir.');
    expect(issueAt(themeComponentSchema, { ...footer, order: -1 }, 'order').message).toBe('order en az 0 olmalıdır.');
  });

  it('carries products for product lists and galleries for banners', () => {
    const list = themeComponentSchema.parse({
      id: 2,
      name: 'Ürün Listesi',
      order: 1,
      componentType: 'PRODUCT_LIST',
      componentData: defaultComponentData('PRODUCT_LIST'),
      products: [{ productId: 'p1', order: 0 }],
    });
    expect(list.products).toEqual([{ productId: 'p1', order: 0 }]);
    const banner = themeComponentSchema.parse({
      id: 3,
      name: 'Banner & Afiş',
      order: 2,
      componentType: 'BANNER',
      componentData: defaultComponentData('BANNER'),
      galleries: [{ id: 9, order: 1 }],
    });
    expect(banner.galleries).toEqual([{ id: 9, order: 1 }]);
  });
});

describe('save request', () => {
  it('one tab of components with its page type', () => {
    const request = saveThemeComponentsRequestSchema.parse({
      pageType: 'HOME',
      baseVersion: 3,
      components: [{ name: 'Galeri', order: 0, componentType: 'GALLERY', componentData: defaultComponentData('GALLERY'), isActive: true }],
    });
    expectStable(saveThemeComponentsRequestSchema, request);
    // A save replaces what is stored: visibility and settings left out are refused, not defaulted.
    const gallery = request.components[0];
    expect(
      issueAt(saveThemeComponentsRequestSchema, { ...request, components: [{ ...gallery, isActive: undefined }] }, 'components.0.isActive'),
    ).toBeDefined();
    expect(
      issueAt(
        saveThemeComponentsRequestSchema,
        { ...request, components: [{ ...gallery, componentData: {} }] },
        'components.0.componentData.galleryItems',
      ).message,
    ).toBe('galleryItems gereklidir.');
    expect(issueAt(saveThemeComponentsRequestSchema, { ...request, pageType: 'MIDDLE' }, 'pageType').message).toBe(
      'pageType şu değerlerden biri olmalıdır: TOP, HOME, BOTTOM.',
    );
    expect(issueAt(saveThemeComponentsRequestSchema, { pageType: 'HOME', components: [] }, 'baseVersion').message).toBe('baseVersion gereklidir.');
  });

  it('the popup goes with staticPageType TOP', () => {
    const popup = { name: 'POPUP 1', order: 0, componentType: 'POPUP', componentData: DEFAULT_POPUP, isActive: true };
    expect(
      issueAt(saveThemeComponentsRequestSchema, { pageType: 'TOP', baseVersion: 0, components: [popup] }, 'components.0.staticPageType').message,
    ).toBe('components.0.staticPageType gereklidir.');
    expect(
      saveThemeComponentsRequestSchema.safeParse({ pageType: 'TOP', baseVersion: 0, components: [{ ...popup, staticPageType: 'TOP' }] }).success,
    ).toBe(true);
  });
});
