import { skuPart, slugify, variantIdOf, type Brand, type Guest, type Member, type Notification, type Order, type Product } from '@shop/shared';
import type { NewCategory } from '@shop/functions/repositories/category-repository';
import { defaultVariantOf, skuOfSlug } from '@shop/functions/domain/catalog/product-variants';
import { withDemoImage } from './demo-images';
import { demoOrders } from './demo-orders';
import { seededRandom, type Random } from './random';

interface Tree {
  readonly [name: string]: Tree;
}

const CATEGORY_TREE: Tree = {
  Giyim: {
    Kadın: { Elbise: {}, Bluz: {}, Etek: {} },
    Erkek: { Gömlek: {}, Pantolon: {}, Ceket: {} },
    Çocuk: { 'Bebek Giyim': {}, 'Okul Kıyafetleri': {} },
  },
  Elektronik: {
    Telefon: { 'Akıllı Telefon': {}, 'Telefon Aksesuarları': {} },
    Bilgisayar: { 'Dizüstü Bilgisayar': {}, 'Masaüstü Bilgisayar': {} },
    'Ses Sistemleri': {},
  },
  'Ev & Yaşam': { Mutfak: { 'Pişirme Gereçleri': {}, 'Küçük Ev Aletleri': {} }, Dekorasyon: {}, Aydınlatma: {} },
  Kozmetik: { 'Cilt Bakımı': {}, Parfüm: {} },
  'Spor & Outdoor': { Koşu: {}, Fitness: {}, Kamp: {} },
};

/** Turkish-sounding brands; their order here is not Turkish alphabetical on purpose (the API sorts). */
const BRAND_NAMES = ['Şimşek', 'Anadolu', 'İpekyolu', 'Çınar', 'Işıltı', 'Boğaziçi', 'Lale', 'Defne'];

const ADJECTIVES = ['Klasik', 'Modern', 'Şık', 'Günlük', 'Premium', 'Işıltılı', 'Organik', 'Pratik', 'Zarif', 'Dayanıklı'];
const COLOURS = ['Siyah', 'Beyaz', 'Lacivert', 'Kırmızı', 'Yeşil', 'Gri', 'Bej', 'Mavi', 'Pembe', 'Sarı'];
const GIVEN = [
  'Ahmet',
  'Mehmet',
  'Ayşe',
  'Fatma',
  'Ali',
  'Zeynep',
  'Mustafa',
  'Emine',
  'Hüseyin',
  'Şule',
  'İbrahim',
  'Çağla',
  'Ömer',
  'Gül',
  'Ilgaz',
  'Özge',
];
const FAMILY = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Işık', 'Güler'];

const flatten = (tree: Tree, parent?: NewCategory, out: NewCategory[] = []): NewCategory[] => {
  for (const [name, children] of Object.entries(tree)) {
    const category: NewCategory = {
      id: String(out.length + 1),
      name,
      slug: slugify(name),
      parentIds: parent ? [parent.id] : [],
    };
    out.push(category);
    flatten(children, category, out);
  }
  return out;
};

const emailFor = (given: string, family: string, n: number) => `${slugify(given)}.${slugify(family)}${n}@example.com`;

export const demoBrands = (): Brand[] => BRAND_NAMES.map((name, i) => ({ id: String(i + 1), name }));

/** Categories without children: products go there (and show up in their ancestors through the index). */
export const leafCategories = (categories: readonly NewCategory[]): NewCategory[] => {
  const parentIds = new Set(categories.flatMap((c) => c.parentIds));
  return categories.filter((c) => !parentIds.has(c.id));
};

/** The n-th product (from 1) of a generated catalogue. The brand follows n, not a draw, so the names stay those seeded before brands existed. */
export const demoProduct = (random: Random, n: number, category: NewCategory, createdAt: string, id = String(n)): Product => {
  const name = `${random.pick(ADJECTIVES)} ${random.pick(COLOURS)} ${category.name} ${n}`;
  return {
    id,
    name,
    slug: slugify(name),
    description: `${name}: ${category.name} kategorisinden, günlük kullanıma uygun, özenle seçilmiş bir ürün.`,
    images: [],
    version: 1,
    categoryIds: [category.id],
    brandId: String(((n - 1) % BRAND_NAMES.length) + 1),
    price: random.int(50, 5000) + 0.99,
    stock: random.int(0, 200),
    isActive: true,
    optionTypeIds: [],
    variants: [defaultVariantOf({ id, slug: slugify(name) })],
    createdAt,
  };
};

/** The option types the seed gives some clothes (h-setup seeds them with these ids, names and values). */
export const DEMO_OPTION_TYPES = {
  size: { id: 'ot-beden', name: 'Beden', values: ['S', 'M', 'L', 'XL'] },
  colour: { id: 'ot-renk', name: 'Renk', values: ['Kırmızı', 'Lacivert'] },
} as const;
/** Categories whose first products are sold in sizes and colours. */
const SIZED_CATEGORIES = new Set(['Elbise', 'Bluz', 'Etek', 'Gömlek']);
const SIZED_PRODUCTS = 6;
const XL_SURCHARGE = 100;

/** Beden × Renk: 8 variants, XL costing more (so the cards show `₺X'den başlayan`). */
const sizedVariants = (product: Product): Pick<Product, 'optionTypeIds' | 'variants'> => {
  const { size, colour } = DEMO_OPTION_TYPES;
  return {
    optionTypeIds: [size.id, colour.id],
    variants: size.values.flatMap((s) =>
      colour.values.map((c) => ({
        id: variantIdOf(product.id, `${skuPart(s)}-${skuPart(c)}`.toLowerCase()),
        sku: `${skuOfSlug(product.slug)}-${skuPart(s)}-${skuPart(c)}`,
        options: { [size.name]: s, [colour.name]: c },
        ...(s === 'XL' ? { price: Math.round((product.price + XL_SURCHARGE) * 100) / 100 } : {}),
        isActive: true,
      })),
    ),
  };
};

/** The first SIZED_PRODUCTS clothes get Beden × Renk instead of their default variant. */
const withVariants = (products: readonly Product[], categoryOf: (p: Product) => string | undefined): Product[] => {
  let sized = 0;
  return products.map((p) => {
    const clothes = SIZED_CATEGORIES.has(categoryOf(p) ?? '') && sized < SIZED_PRODUCTS;
    if (clothes) sized += 1;
    return clothes ? { ...p, ...sizedVariants(p) } : p;
  });
};

/** The n-th person (from 1) of a generated customer list. */
export const demoPerson = (random: Random, n: number, createdAt: string, id = String(n)): Member => {
  const name = random.pick(GIVEN);
  const surname = random.pick(FAMILY);
  return { id, name, surname, email: emailFor(name, surname, n), createdAt };
};

export interface DemoDataSize {
  readonly products: number;
  readonly members: number;
  readonly guests: number;
  readonly orders: number;
}

export const DEMO_SIZE: DemoDataSize = { products: 60, members: 24, guests: 12, orders: 12 };

/** The demo shop: a nested category tree, brands, products in leaf categories, customers and orders. */
/**
 * `ordersAt` dates the orders back from a moment of their own: the seed passes the time it runs, so
 * Genel Bakış shows a shop that sold today, while the catalogue keeps its fixed dates.
 */
export const demoData = (size: DemoDataSize = DEMO_SIZE, now = new Date('2026-11-01T09:00:00.000Z'), ordersAt: Date = now) => {
  const random = seededRandom(20261101);
  const categories = flatten(CATEGORY_TREE);
  const leaves = leafCategories(categories);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const categoryOf = (p: Product) => categoryName.get(p.categoryIds[0] ?? '');
  // Issue 32: each with a photo drawn at seed time (demo-images.ts).
  const products: Product[] = withVariants(
    Array.from({ length: size.products }, (_, i) => demoProduct(random, i + 1, leaves[i % leaves.length] as NewCategory, at(i * 7))),
    categoryOf,
  ).map((p) => withDemoImage(p, categoryOf(p)));

  const members: Member[] = Array.from({ length: size.members }, (_, i) => demoPerson(random, i + 1, at(i * 60)));
  const guests: Guest[] = Array.from({ length: size.guests }, (_, i) => demoPerson(random, i + 1, at(i * 60)));

  // Orders take single-variant products (their stock sits in one warehouse) and the sized clothes.
  const placed = demoOrders(
    random,
    size.orders,
    products.slice(0, 40),
    [
      ...members.slice(0, 8).map((person) => ({ kind: 'member' as const, person })),
      ...guests.slice(0, 4).map((person) => ({ kind: 'guest' as const, person })),
    ],
    ordersAt,
  );
  const orders: Order[] = placed.map((p) => p.order);

  const notifications: Notification[] = [
    ...orders.slice(0, 3).map((o, i) => ({
      id: `order-${o.id}`,
      type: 'NEW_ORDER' as const,
      title: 'Yeni sipariş',
      description: `#${o.id} numaralı sipariş alındı (${o.customer.name}).`,
      href: `/admin/order/detail/${o.id}`,
      isRead: i === 2,
      createdAt: o.createdAt,
    })),
    {
      id: 'stock-1',
      type: 'PRODUCT_STOCK' as const,
      title: 'Stok azaldı',
      description: `${products[0]?.name} ürününün stoğu azaldı.`,
      href: `/admin/catalog/product/upsert/${products[0]?.id}`,
      isRead: false,
      createdAt: at(30),
    },
    { id: 'system-1', type: 'SYSTEM' as const, title: 'Hoş geldiniz', description: 'Yönetim paneli hazır.', isRead: true, createdAt: at(600) },
  ];

  return {
    categories,
    brands: demoBrands(),
    products,
    categoryOf,
    members,
    guests,
    orders,
    orderEvents: placed.flatMap((p) => p.events),
    notifications,
  };
};
