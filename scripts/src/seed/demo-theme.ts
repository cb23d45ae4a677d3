import { randomUUID } from 'node:crypto';
import {
  bannerSchema,
  defaultComponentData,
  HEADER_ELEMENT_LABELS,
  encodeBannerLink,
  saveThemeComponentsRequestSchema,
  type ComponentData,
  type ComponentType,
  type HeaderElementType,
  type Link,
  type Product,
  type ResponsiveVisibility,
  type SavedThemeComponent,
  type SavePageType,
} from '@shop/shared';
import type { NewCategory } from '@shop/functions/repositories/category-repository';
import { demoBannerMedia } from './demo-images';
import { demoPageLink } from './demo-pages';

/** The slice of the demo catalogue the theme links to and lists. */
export interface DemoCatalogue {
  readonly categories: readonly NewCategory[];
  readonly products: readonly Product[];
}

const DEMO_SHOP_TITLE = 'Demo Mağaza';

/** Top-level categories in the header menu, in this order. */
const MENU_CATEGORIES = ['Giyim', 'Elektronik', 'Ev & Yaşam', 'Kozmetik', 'Spor & Outdoor'];
/** Sub-categories the footer points to, one from each part of the catalogue. */
const FOOTER_SUB_CATEGORIES = ['Kadın', 'Erkek', 'Akıllı Telefon', 'Dizüstü Bilgisayar', 'Cilt Bakımı'];
const FEATURED_PRODUCT_COUNT = 8;

/** The storefront address of a category: its ancestors' slugs, then its own (/category/giyim/kadin). */
const categoryPath = (categories: readonly NewCategory[], category: NewCategory): string => {
  const trail: NewCategory[] = [];
  for (let at: NewCategory | undefined = category; at; at = categories.find((c) => c.id === at.parentIds[0])) trail.unshift(at);
  return `/category/${trail.map((c) => c.slug).join('/')}`;
};

const categoryLink = (categories: readonly NewCategory[], name: string): Link => {
  const category = categories.find((c) => c.name === name);
  if (!category) throw new Error(`demo theme: no category named ${name}`);
  return { type: 'category', title: category.name, target: categoryPath(categories, category), newTab: false };
};

/** In-stock products spread over the catalogue, so the list shows several categories. */
const featuredProducts = (products: readonly Product[], count = FEATURED_PRODUCT_COUNT): Product[] => {
  const inStock = products.filter((p) => p.isActive && p.stock > 0);
  const step = Math.max(1, Math.floor(inStock.length / count));
  return Array.from({ length: Math.min(count, inStock.length) }, (_, i) => inStock[i * step] as Product);
};

const component = <T extends ComponentType>(
  componentType: T,
  name: string,
  order: number,
  componentData: ComponentData<T>,
  extra: { id?: string; products?: SavedThemeComponent['products'] } = {},
) => ({ id: extra.id ?? randomUUID(), componentType, name, order, isActive: true, componentData, products: extra.products ?? [] });

const headerElement = (id: number, type: HeaderElementType, order: number, shown: Partial<ResponsiveVisibility> = {}) => ({
  id,
  name: HEADER_ELEMENT_LABELS[type],
  type,
  order,
  responsive: { mobile: true, tablet: true, desktop: true, ...shown },
});

const topArea = ({ categories }: DemoCatalogue) => {
  const header = defaultComponentData('HEADER');
  const fixedBannerId = randomUUID();
  return [
    component(
      'BANNER_COMPONENT',
      'Hoş Geldin İndirimi',
      0,
      {
        ...defaultComponentData('BANNER_COMPONENT', { componentId: fixedBannerId }),
        name: 'Hoş Geldin İndirimi',
        content: 'Yeni üyelere %10 indirim: HOSGELDIN10',
        linkText: 'Alışverişe başla',
        link: { ...categoryLink(categories, 'Giyim'), title: 'Alışverişe başla' },
        centerContent: true,
      },
      { id: fixedBannerId },
    ),
    component('HEADER', 'Üst Menü', 1, {
      ...header,
      title: DEMO_SHOP_TITLE,
      titleFontSize: 28,
      // Two columns, the title alone in the first: a phone has room for the whole name
      // (a third of its width, beside the menu button, does not).
      gridColumns: 2,
      columnConfigs: [
        { id: 1, justifyContent: 'start', elements: [headerElement(1, 'logo', 1)] },
        {
          id: 2,
          justifyContent: 'end',
          elements: [
            headerElement(2, 'search', 1, { mobile: false }),
            headerElement(3, 'userNav', 2, { mobile: false }),
            headerElement(4, 'cart', 3),
            headerElement(5, 'mobileNav', 4, { desktop: false }),
          ],
        },
      ],
      navigationItems: [
        ...header.navigationItems,
        ...MENU_CATEGORIES.map((name, i) => ({
          id: i + 2,
          type: 'button' as const,
          title: name,
          icon: null,
          link: categoryLink(categories, name),
          order: i + 2,
          children: [],
        })),
      ],
    }),
    component('MARQUEE', 'Kampanya Duyuruları', 2, {
      ...defaultComponentData('MARQUEE'),
      name: 'Kampanya Duyuruları',
      backgroundColor: '#111827',
      announcements: [
        { id: 1, text: '500 TL ve üzeri siparişlerde kargo bedava!', order: 1 },
        { id: 2, text: "Yeni sezon ürünlerinde %20'ye varan indirim", order: 2 },
        { id: 3, text: 'Siparişleriniz 2 iş günü içinde kargoda', order: 3 },
      ],
    }),
  ];
};

const middleArea = ({ categories, products }: DemoCatalogue) => {
  const banners = defaultComponentData('BANNER');
  return [
    component('BANNER', 'Ana Sayfa Afişleri', 0, {
      ...banners,
      settings: { ...banners.settings, aspectRatio: '16/5', mobileAspectRatio: '4/3' },
      // Drawn at seed time (demo-images.ts); a light overlay keeps the white text readable on them.
      banners: [
        bannerSchema.parse({
          id: 1,
          queue: 1,
          title: 'Yeni Sezon Geldi',
          description: 'Kadın, erkek ve çocuk giyimde yeni sezon ürünleri mağazada.',
          link: encodeBannerLink({ ...categoryLink(categories, 'Giyim'), title: 'Giyimi Keşfet' }),
          isButtonVisible: true,
          ...demoBannerMedia('yeni-sezon'),
          overlayColor: 'rgba(76,5,25,0.35)',
        }),
        bannerSchema.parse({
          id: 2,
          queue: 2,
          title: 'Teknolojide Büyük Fırsatlar',
          description: 'Akıllı telefon, bilgisayar ve ses sistemlerinde sezonun en iyi fiyatları.',
          link: encodeBannerLink({ ...categoryLink(categories, 'Elektronik'), title: 'Fırsatları Gör' }),
          isButtonVisible: true,
          ...demoBannerMedia('teknoloji'),
          overlayColor: 'rgba(4,47,46,0.35)',
        }),
      ],
    }),
    component(
      'PRODUCT_LIST',
      'Öne Çıkan Ürünler',
      1,
      {
        ...defaultComponentData('PRODUCT_LIST'),
        mobileColumns: 2,
        title: 'Öne Çıkan Ürünler',
        description: 'Bu hafta en çok incelenen ürünlerimiz',
      },
      {
        products: featuredProducts(products).map((p, i) => ({ productId: p.id, order: i + 1 })),
      },
    ),
    component('FAQ', 'Sıkça Sorulan Sorular', 2, {
      ...defaultComponentData('FAQ'),
      containerWidth: 75,
      faqItems: [
        {
          id: 1,
          question: 'Kargo ücreti ne kadar?',
          answer: "500 TL ve üzeri siparişlerde kargo ücretsizdir; daha küçük siparişlerde kargo ücreti 49,90 TL'dir.",
          order: 1,
        },
        {
          id: 2,
          question: 'Siparişim ne zaman kargoya verilir?',
          answer: 'Siparişiniz en geç 2 iş günü içinde kargoya verilir; takip numarası e-posta adresinize gönderilir.',
          order: 2,
        },
        {
          id: 3,
          question: 'İade ve değişim nasıl yapılır?',
          answer: 'Ürünü teslim aldığınız günden itibaren 14 gün içinde, faturasıyla birlikte ücretsiz iade edebilir ya da değiştirebilirsiniz.',
          order: 3,
        },
      ],
    }),
    component('NEWSLETTER', 'Bülten', 3, {
      ...defaultComponentData('NEWSLETTER'),
      containerWidth: 75,
      description: 'Kampanyalardan ve yeni ürünlerden ilk siz haberdar olun.',
      bottomText: 'Aboneliğinizi dilediğiniz zaman sonlandırabilirsiniz.',
    }),
  ];
};

const bottomArea = ({ categories }: DemoCatalogue, year: number) => {
  const footer = defaultComponentData('FOOTER', { year });
  const links = (names: readonly string[]) =>
    names.map((name, i) => ({ id: i + 1, title: name, link: categoryLink(categories, name), order: i + 1 }));
  const pageLinks = (titles: readonly string[]) => titles.map((title, i) => ({ id: i + 1, title, link: demoPageLink(title), order: i + 1 }));
  const [first, second, third] = footer.columns;
  if (!first || !second || !third) throw new Error('The default footer has three columns.');
  return [
    component('FOOTER', 'Alt Menü', 0, {
      ...footer,
      columnCount: 4,
      footerText: `© ${year} ${DEMO_SHOP_TITLE}. Tüm hakları saklıdır.`,
      columns: [
        { ...first, links: links(MENU_CATEGORIES) },
        { ...second, title: 'Popüler Kategoriler', links: links(FOOTER_SUB_CATEGORIES) },
        // The demo shop's own pages (demo-pages.ts), at /sayfa/<slug>.
        {
          ...third,
          title: 'Kurumsal',
          links: [
            ...pageLinks(['Hakkımızda', 'İletişim', 'İade ve Değişim Koşulları']),
            // Issue 30: the contact form (a Destek request) and the feedback form.
            { id: 4, title: 'Bize Yazın', link: { type: 'custom' as const, title: 'Bize Yazın', target: '/iletisim', newTab: false }, order: 4 },
            {
              id: 5,
              title: 'Geri Bildirim',
              link: { type: 'custom' as const, title: 'Geri Bildirim', target: '/geri-bildirim', newTab: false },
              order: 5,
            },
          ],
        },
        {
          id: 4,
          title: 'Sözleşmeler',
          order: 4,
          contentAlignment: 'left' as const,
          links: pageLinks(['KVKK Aydınlatma Metni', 'Çerez Politikası', 'Mesafeli Satış Sözleşmesi', 'Ön Bilgilendirme Formu']),
        },
      ],
    }),
  ];
};

/**
 * The demo shop's storefront: what a theme manager would have built in the builder, as the
 * save endpoint would take it (checked with its schema), per area.
 */
export const demoTheme = (catalogue: DemoCatalogue, year = new Date().getFullYear()): Record<SavePageType, SavedThemeComponent[]> => {
  const areas = { TOP: topArea(catalogue), HOME: middleArea(catalogue), BOTTOM: bottomArea(catalogue, year) };
  const parse = (pageType: SavePageType) =>
    saveThemeComponentsRequestSchema.parse({ pageType, baseVersion: 0, components: areas[pageType] }).components;
  return { TOP: parse('TOP'), HOME: parse('HOME'), BOTTOM: parse('BOTTOM') };
};
