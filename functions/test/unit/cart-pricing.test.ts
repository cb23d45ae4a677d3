import { DEFAULT_CARGO_SETTINGS, DEFAULT_GENERAL_SETTINGS, productSchema, type CampaignCode, type Product } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { splitLine } from '../../src/domain/cart/allocation';
import { couponDiscount, priceCart, type CatalogueView } from '../../src/domain/cart/cart-pricing';
import { contractTexts } from '../../src/domain/cart/contract-texts';
import type { StoredCart } from '@shop/shared';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const SETTINGS = { ...DEFAULT_CARGO_SETTINGS, freeShippingThreshold: 750 };

const product = (id: string, fields: Partial<Product> = {}): Product =>
  productSchema.parse({
    id,
    name: `Ürün ${id}`,
    slug: `urun-${id}`,
    categoryIds: [],
    price: 100,
    stock: 0,
    images: [{ filePath: `/media/${id}.jpg`, alt: '' }],
    isActive: true,
    variants: [{ id: `${id}_M`, sku: `SKU-${id}`, options: { Beden: 'M' }, isActive: true, desi: 2 }],
    createdAt: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...fields,
  });

const view = (products: Product[], available: Record<string, number>, extra: Partial<CatalogueView> = {}): CatalogueView => ({
  products: new Map(products.map((p) => [p.id, p])),
  available: new Map(Object.entries(available)),
  untracked: new Set(),
  allowBackorder: false,
  ...extra,
});

const cart = (lines: { productId: string; quantity: number; unitPrice: number }[], couponCode?: string): StoredCart => ({
  id: 'c',
  lines: lines.map((l, i) => ({ id: `L${i}`, variantId: `${l.productId}_M`, addedAt: '2026-11-27T10:00:00.000Z', ...l })),
  ...(couponCode ? { couponCode } : {}),
  version: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

const code = (fields: Partial<CampaignCode> = {}): CampaignCode => ({
  code: 'INDIRIM',
  discountType: 'PERCENTAGE',
  discountValue: 10,
  expiresAt: null,
  usageLimit: 1,
  usedCount: 0,
  source: 'MANUAL',
  popupId: null,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: null,
  deactivatedAt: null,
  deactivatedBy: null,
  ...fields,
});

describe('priceCart', () => {
  it('prices lines at the current price, sums the subtotal, adds desi cargo and says how much more ships free', () => {
    const priced = priceCart(cart([{ productId: 'a', quantity: 2, unitPrice: 100 }]), view([product('a')], { a_M: 10 }), SETTINGS, undefined, NOW);
    expect(priced.answer).toMatchObject({
      subtotal: 200,
      discount: 0,
      cargo: 64.9,
      remainingForFree: 550,
      total: 264.9,
      itemCount: 2,
      orderable: true,
      notices: [],
    });
    expect(priced.answer.lines[0]).toMatchObject({ sku: 'SKU-a', optionsLabel: 'M', imageUrl: '/media/a.jpg', lineTotal: 200, available: 10 });
    expect(priced.changed).toBe(false);
  });

  it('says a changed price with both prices and stores the new one', () => {
    const priced = priceCart(
      cart([{ productId: 'a', quantity: 1, unitPrice: 90 }]),
      view([product('a', { price: 120 })], { a_M: 5 }),
      SETTINGS,
      undefined,
      NOW,
    );
    expect(priced.answer.lines[0]).toMatchObject({ unitPrice: 120, notice: { kind: 'PRICE_CHANGED', message: 'Fiyatı ₺90,00 iken ₺120,00 oldu.' } });
    expect(priced.next.lines[0]?.unitPrice).toBe(120);
    expect(priced.changed).toBe(true);
  });

  it('cuts a quantity to what is available, and marks a sold-out or archived line as not orderable (kept in the cart)', () => {
    const priced = priceCart(
      cart([
        { productId: 'a', quantity: 5, unitPrice: 100 },
        { productId: 'b', quantity: 1, unitPrice: 100 },
        { productId: 'c', quantity: 1, unitPrice: 100 },
      ]),
      view([product('a'), product('b'), product('c', { archivedAt: '2026-11-20T00:00:00.000Z' })], { a_M: 3, b_M: 0, c_M: 9 }),
      SETTINGS,
      undefined,
      NOW,
    );
    expect(priced.answer.lines.map((l) => l.notice?.kind)).toEqual(['QUANTITY_REDUCED', 'OUT_OF_STOCK', 'UNAVAILABLE']);
    expect(priced.answer.lines[0]).toMatchObject({ quantity: 3, notice: { message: 'Stokta yalnızca 3 adet kaldı; adet 3 olarak güncellendi.' } });
    expect(priced.answer).toMatchObject({ subtotal: 300, orderable: false });
    expect(priced.next.lines.map((l) => l.quantity)).toEqual([3, 1, 1]);
    expect(priced.lines.map((l) => l.product.id)).toEqual(['a']);
  });

  it('never limits untracked stock or backorders', () => {
    const untracked = priceCart(
      cart([{ productId: 'a', quantity: 5, unitPrice: 100 }]),
      view([product('a')], {}, { untracked: new Set(['a']) }),
      SETTINGS,
      undefined,
      NOW,
    );
    expect(untracked.answer.lines[0]).toMatchObject({ quantity: 5, available: null });
    const backorder = priceCart(
      cart([{ productId: 'a', quantity: 5, unitPrice: 100 }]),
      view([product('a')], { a_M: 0 }, { allowBackorder: true }),
      SETTINGS,
      undefined,
      NOW,
    );
    expect(backorder.answer.orderable).toBe(true);
  });

  it('discounts by the coupon, capped at the subtotal, with cargo on what is left', () => {
    const two = cart([{ productId: 'a', quantity: 8, unitPrice: 100 }], 'INDIRIM');
    const percent = priceCart(two, view([product('a')], { a_M: 10 }), SETTINGS, code(), NOW);
    // 800 − 80 = 720 is under the ₺750 threshold: 16 desi pays the 20-desi row again.
    expect(percent.answer).toMatchObject({ subtotal: 800, discount: 80, cargo: 129.9, total: 849.9, coupon: { code: 'INDIRIM' } });
    expect(couponDiscount({ discountType: 'AMOUNT', discountValue: 5000 }, 800)).toBe(800);
    expect(couponDiscount({ discountType: 'PERCENTAGE', discountValue: 12.5 }, 99.99)).toBe(12.5);
  });

  it('drops a coupon that stopped being valid, and says why', () => {
    const withCode = cart([{ productId: 'a', quantity: 1, unitPrice: 100 }], 'INDIRIM');
    for (const [coupon, why] of [
      [code({ isActive: false }), 'kampanya sona erdi'],
      [code({ expiresAt: '2026-11-27T11:00:00.000Z' }), 'süresi doldu'],
      [code({ usedCount: 1 }), 'kullanım hakkı doldu'],
      [undefined, 'bulunamadı'],
    ] as const) {
      const priced = priceCart(withCode, view([product('a')], { a_M: 1 }), SETTINGS, coupon, NOW);
      expect(priced.answer.notices).toEqual([
        { kind: 'COUPON_REMOVED', message: `INDIRIM kuponu artık geçerli değil (${why}); sepetten kaldırıldı.` },
      ]);
      expect(priced.answer.discount).toBe(0);
      expect(priced.next.couponCode).toBeUndefined();
      expect(priced.changed).toBe(true);
    }
  });

  it('answers an empty cart with no cargo', () => {
    expect(priceCart(cart([]), view([], {}), SETTINGS, undefined, NOW).answer).toMatchObject({
      subtotal: 0,
      cargo: 0,
      total: 0,
      remainingForFree: 750,
      orderable: false,
    });
  });
});

describe('splitLine', () => {
  const warehouses = [
    { warehouseId: 'merkez', available: 2 },
    { warehouseId: 'ankara', available: 5 },
  ];
  it('fills warehouses by priority, or the fullest first', () => {
    expect(splitLine(4, warehouses, 'PRIORITY', false)).toEqual([
      { warehouseId: 'merkez', quantity: 2 },
      { warehouseId: 'ankara', quantity: 2 },
    ]);
    expect(splitLine(4, warehouses, 'MOST_STOCK', false)).toEqual([{ warehouseId: 'ankara', quantity: 4 }]);
  });
  it('refuses a line short of stock unless stock does not limit it', () => {
    expect(splitLine(8, warehouses, 'PRIORITY', false)).toBeUndefined();
    expect(splitLine(8, warehouses, 'PRIORITY', true)).toEqual([
      { warehouseId: 'merkez', quantity: 3 },
      { warehouseId: 'ankara', quantity: 5 },
    ]);
    expect(splitLine(1, [], 'PRIORITY', true)).toBeUndefined();
  });
});

describe('contractTexts', () => {
  it('fills both texts with the seller, the lines and totals and the withdrawal window', () => {
    const priced = priceCart(cart([{ productId: 'a', quantity: 2, unitPrice: 100 }]), view([product('a')], { a_M: 5 }), SETTINGS, undefined, NOW);
    const texts = contractTexts(
      {
        ...SETTINGS,
        ...DEFAULT_GENERAL_SETTINGS,
        returnAddress: { name: 'Mağaza', phone: '0212 555 00 00', province: 'İstanbul', district: 'Kadıköy', line1: 'Moda Cad. 1', line2: '' },
      },
      priced.answer,
      [{ method: 'KAPIDA_NAKIT', label: 'Kapıda nakit', fee: 24.9, enabled: true }],
    );
    expect(texts.map((t) => t.kind)).toEqual(['ON_BILGILENDIRME', 'MESAFELI_SATIS']);
    for (const t of texts) {
      expect(t.text).toContain('SATICI: Mağaza');
      expect(t.text).toContain('Ürün a (M) × 2: ₺200,00');
      expect(t.text).toContain('Kapıda nakit (ek ücret ₺24,90)');
      expect(t.text).toContain('14 gün içinde');
    }
  });

  it('names the seller as Genel Ayarlar gives it: company title, address, phone, e-mail, MERSİS and tax number', () => {
    const priced = priceCart(cart([{ productId: 'a', quantity: 1, unitPrice: 100 }]), view([product('a')], { a_M: 5 }), SETTINGS, undefined, NOW);
    const [text] = contractTexts(
      {
        ...SETTINGS,
        ...DEFAULT_GENERAL_SETTINGS,
        companyTitle: 'Deniz Butik Tekstil Ltd. Şti.',
        address: { province: 'İzmir', district: 'Konak', line: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5' },
        contactPhone: '0232 444 12 12',
        contactEmail: 'destek@denizbutik.com.tr',
        mersisNo: '0123456789000015',
        taxNumber: '1234567890',
      },
      priced.answer,
      [],
    ).map((t) => t.text);
    expect(text).toContain(
      [
        'SATICI: Deniz Butik Tekstil Ltd. Şti.',
        'Adres: Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5, Konak/İZMİR',
        'Telefon: 0232 444 12 12',
        'E-posta: destek@denizbutik.com.tr',
        'MERSİS No: 0123456789000015',
        'Vergi No: 1234567890',
      ].join('\n'),
    );
  });
});
