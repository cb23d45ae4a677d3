import { slugify, type Guest, type Member, type Notification, type Order, type Product } from '@shop/shared';
import type { NewCategory } from '@shop/functions/repositories/category-repository';
import { seededRandom } from './random';

type Tree = { readonly [name: string]: Tree };

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

const ADJECTIVES = ['Klasik', 'Modern', 'Şık', 'Günlük', 'Premium', 'Işıltılı', 'Organik', 'Pratik', 'Zarif', 'Dayanıklı'];
const COLOURS = ['Siyah', 'Beyaz', 'Lacivert', 'Kırmızı', 'Yeşil', 'Gri', 'Bej', 'Mavi', 'Pembe', 'Sarı'];
const GIVEN = ['Ahmet', 'Mehmet', 'Ayşe', 'Fatma', 'Ali', 'Zeynep', 'Mustafa', 'Emine', 'Hüseyin', 'Şule', 'İbrahim', 'Çağla', 'Ömer', 'Gül', 'Ilgaz', 'Özge'];
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

export interface DemoDataSize {
  readonly products: number;
  readonly members: number;
  readonly guests: number;
  readonly orders: number;
}

export const DEMO_SIZE: DemoDataSize = { products: 60, members: 24, guests: 12, orders: 10 };

/** The demo shop: a nested category tree, products in leaf categories, customers and orders. */
export const demoData = (size: DemoDataSize = DEMO_SIZE, now = new Date('2026-11-01T09:00:00.000Z')) => {
  const random = seededRandom(20261101);
  const categories = flatten(CATEGORY_TREE);
  const parentIds = new Set(categories.flatMap((c) => c.parentIds));
  const leaves = categories.filter((c) => !parentIds.has(c.id));
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

  const products: Product[] = Array.from({ length: size.products }, (_, i) => {
    const category = leaves[i % leaves.length] as NewCategory;
    const name = `${random.pick(ADJECTIVES)} ${random.pick(COLOURS)} ${category.name} ${i + 1}`;
    return {
      id: String(i + 1),
      name,
      slug: slugify(name),
      categoryIds: [category.id],
      price: random.int(50, 5000) + 0.99,
      stock: random.int(0, 200),
      isActive: true,
      createdAt: at(i * 7),
    };
  });

  const person = (i: number): Member => {
    const name = random.pick(GIVEN);
    const surname = random.pick(FAMILY);
    return { id: String(i + 1), name, surname, email: emailFor(name, surname, i + 1), createdAt: at(i * 60) };
  };
  const members: Member[] = Array.from({ length: size.members }, (_, i) => person(i));
  const guests: Guest[] = Array.from({ length: size.guests }, (_, i) => ({ ...person(i), id: String(i + 1) }));

  const orders: Order[] = Array.from({ length: size.orders }, (_, i) => {
    const buyer = i % 3 === 2 ? { kind: 'guest' as const, p: guests[i % guests.length] } : { kind: 'member' as const, p: members[i % members.length] };
    const lines = Array.from({ length: random.int(1, 3) }, () => {
      const product = random.pick(products);
      return { productId: product.id, name: product.name, quantity: random.int(1, 3), unitPrice: product.price };
    });
    return {
      id: String(1001 + i),
      customer: { kind: buyer.kind, id: buyer.p?.id ?? '0', name: `${buyer.p?.name} ${buyer.p?.surname}`, email: buyer.p?.email ?? '' },
      lines,
      total: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) * 100) / 100,
      status: random.pick(['PENDING', 'PAID', 'SHIPPED', 'DELIVERED'] as const),
      createdAt: at(i * 90),
    };
  });

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

  return { categories, products, members, guests, orders, notifications };
};
