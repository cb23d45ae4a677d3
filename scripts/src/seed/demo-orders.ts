import {
  optionLabel,
  placedEvent,
  type Actor,
  type Member,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderStatus,
  type PaymentMethod,
  type Product,
} from '@shop/shared';
import { DEMO_WAREHOUSE_IDS } from './demo-catalogue-setup';
import type { Random } from './random';

/** What the demo's order history says was done, and by whom. */
const STAFF: Actor = { sub: 'demo-order-manager', name: 'Demo Sipariş Yöneticisi' };

interface Scenario {
  readonly status: OrderStatus;
  readonly method: PaymentMethod;
  /** Hours before now the order was placed. */
  readonly hoursAgo: number;
  readonly lines: number;
}

/**
 * One order in every state, spread over the last two weeks (Genel Bakış' chart shows a living shop).
 * #1001, the newest, is a havale order of three lines waiting for approval: the one the order
 * manager's walk-through confirms, marks paid and ships.
 */
const SCENARIOS: readonly Scenario[] = [
  { status: 'AWAITING_APPROVAL', method: 'HAVALE_EFT', hoursAgo: 1, lines: 3 },
  { status: 'AWAITING_APPROVAL', method: 'KAPIDA_NAKIT', hoursAgo: 3, lines: 2 },
  { status: 'CONFIRMED', method: 'HAVALE_EFT', hoursAgo: 20, lines: 1 },
  { status: 'PREPARING', method: 'KAPIDA_KART', hoursAgo: 30, lines: 2 },
  { status: 'PARTIALLY_SHIPPED', method: 'HAVALE_EFT', hoursAgo: 50, lines: 2 },
  { status: 'SHIPPED', method: 'KAPIDA_NAKIT', hoursAgo: 74, lines: 1 },
  { status: 'CANCELLED', method: 'HAVALE_EFT', hoursAgo: 100, lines: 2 },
  { status: 'DELIVERED', method: 'KAPIDA_KART', hoursAgo: 130, lines: 2 },
  { status: 'COMPLETED', method: 'HAVALE_EFT', hoursAgo: 200, lines: 1 },
  { status: 'CONFIRMED', method: 'KAPIDA_NAKIT', hoursAgo: 240, lines: 1 },
  { status: 'DELIVERED', method: 'HAVALE_EFT', hoursAgo: 280, lines: 3 },
  { status: 'COMPLETED', method: 'KAPIDA_NAKIT', hoursAgo: 320, lines: 2 },
];

const CARGO_FEE = 49.9;
const FREE_CARGO_FROM = 750;
const COD_FEE: Record<PaymentMethod, number> = { KAPIDA_NAKIT: 24.9, KAPIDA_KART: 29.9, HAVALE_EFT: 0 };
const PLACES = [
  { province: 'İstanbul', district: 'Kadıköy', address: 'Caferağa Mah. Moda Cad. No: 12 D: 4' },
  { province: 'Ankara', district: 'Çankaya', address: 'Kızılay Mah. Atatürk Blv. No: 45 D: 7' },
  { province: 'İzmir', district: 'Karşıyaka', address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 210 D: 3' },
  { province: 'Bursa', district: 'Nilüfer', address: 'Görükle Mah. Kampüs Cad. No: 8 D: 2' },
];

const SHIPPED: ReadonlySet<OrderStatus> = new Set(['SHIPPED', 'DELIVERED', 'COMPLETED']);
const DELIVERED: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'COMPLETED']);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The quantities of each variant an open demo order holds allocated (not shipped, not cancelled). */
export const openAllocations = (orders: readonly Order[]): Map<string, number> => {
  const allocated = new Map<string, number>();
  for (const order of orders)
    for (const l of order.lines) {
      const open = l.quantity - l.cancelledQuantity - l.shippedQuantity;
      if (open > 0) allocated.set(l.variantId, (allocated.get(l.variantId) ?? 0) + open);
    }
  return allocated;
};

/**
 * The demo orders with their timelines. Lines take products with a single variant (their stock is
 * in Merkez Depo, where the demo stock allocates what open orders hold), or the sized clothes' first
 * combination.
 */
export const demoOrders = (
  random: Random,
  count: number,
  products: readonly Product[],
  buyers: readonly { kind: 'member' | 'guest'; person: Member }[],
  now: Date,
): { order: Order; events: OrderEvent[] }[] =>
  Array.from({ length: count }, (_, i) => {
    // Past the scenarios, the same states again two weeks earlier each round.
    const scenario = SCENARIOS[i % SCENARIOS.length] as Scenario;
    const id = String(1001 + i);
    const hoursAgo = scenario.hoursAgo + Math.floor(i / SCENARIOS.length) * 336;
    const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
    const later = (hours: number) => new Date(Date.parse(createdAt) + hours * 3_600_000).toISOString();
    const buyer = buyers[i % buyers.length] as (typeof buyers)[number];
    const picked = new Set<string>();
    const lines: OrderLine[] = Array.from({ length: scenario.lines }, (_, n) => {
      let product = random.pick(products);
      while (picked.has(product.id)) product = random.pick(products);
      picked.add(product.id);
      const variant = product.variants[0] as Product['variants'][number];
      const quantity = random.int(1, 2);
      const unitPrice = variant.price ?? product.price;
      const shipped = SHIPPED.has(scenario.status) || (scenario.status === 'PARTIALLY_SHIPPED' && n === 0) ? quantity : 0;
      return {
        id: `L${n + 1}`,
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        name: product.name,
        optionLabel: optionLabel(variant.options, ['Beden', 'Renk']),
        ...(product.images[0] ? { imageUrl: product.images[0].filePath } : {}),
        unitPrice,
        quantity,
        total: round2(unitPrice * quantity),
        warehouseId: DEMO_WAREHOUSE_IDS.merkez,
        ...(variant.desi !== undefined ? { desi: variant.desi } : {}),
        shippedQuantity: shipped,
        deliveredQuantity: DELIVERED.has(scenario.status) ? quantity : 0,
        cancelledQuantity: scenario.status === 'CANCELLED' ? quantity : 0,
        returnRequestedQuantity: 0,
        returnedQuantity: 0,
      };
    });
    const subtotal = round2(lines.reduce((s, l) => s + l.total, 0));
    const cargo = subtotal >= FREE_CARGO_FROM ? 0 : CARGO_FEE;
    const codFee = COD_FEE[scenario.method];
    const total = round2(subtotal + cargo + codFee);
    const place = PLACES[i % PLACES.length] as (typeof PLACES)[number];
    const name = `${buyer.person.name} ${buyer.person.surname}`;
    const phone = `05${String(300000000 + i * 7_654_321).slice(0, 9)}`;
    const paid = scenario.method === 'HAVALE_EFT' ? !['AWAITING_APPROVAL', 'CANCELLED'].includes(scenario.status) : DELIVERED.has(scenario.status);
    const shipments =
      SHIPPED.has(scenario.status) || scenario.status === 'PARTIALLY_SHIPPED'
        ? [
            {
              id: `S${id}`,
              carrierCode: 'YURTICI',
              carrierName: 'Yurtiçi Kargo',
              trackingNumber: `YK${id}0042`,
              trackingUrl: `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK${id}0042`,
              lines: lines.filter((l) => l.shippedQuantity > 0).map((l) => ({ lineId: l.id, quantity: l.shippedQuantity })),
              shippedAt: later(24),
              ...(DELIVERED.has(scenario.status) ? { deliveredAt: later(48) } : {}),
              by: STAFF,
            },
          ]
        : [];
    const paidAt = scenario.method === 'HAVALE_EFT' ? later(2) : later(48);
    const order: Order = {
      id,
      customer: { kind: buyer.kind, id: buyer.person.id, name, email: buyer.person.email, phone },
      lines,
      shippingAddress: { name, phone, ...place },
      invoice:
        i % 4 === 3
          ? { kind: 'CORPORATE', companyName: `${buyer.person.surname} Ticaret Ltd. Şti.`, vkn: '1234567890', taxOffice: 'Kadıköy' }
          : { kind: 'INDIVIDUAL', name, tckn: '10000000146' },
      ...(DELIVERED.has(scenario.status) ? { invoiceNumber: `DMO2026${id}` } : {}),
      totals: { subtotal, discount: 0, cargo, codFee, total },
      total,
      paymentMethod: scenario.method,
      status: scenario.status,
      paymentStatus: paid ? 'PAID' : scenario.status === 'CANCELLED' ? 'VOIDED' : 'AWAITING_PAYMENT',
      fulfillmentStatus: DELIVERED.has(scenario.status)
        ? 'DELIVERED'
        : scenario.status === 'SHIPPED'
          ? 'SHIPPED'
          : scenario.status === 'PARTIALLY_SHIPPED'
            ? 'PARTIALLY_SHIPPED'
            : 'UNFULFILLED',
      shipments,
      payments: paid
        ? [
            {
              id: `P${id}`,
              kind: 'PAYMENT',
              method: scenario.method,
              amount: total,
              reference: scenario.method === 'HAVALE_EFT' ? `DEKONT-${id}` : 'Kapıda tahsilat',
              at: paidAt,
              by: STAFF,
            },
          ]
        : [],
      ...(scenario.method === 'HAVALE_EFT' ? { paymentDueAt: later(72) } : {}),
      ...(scenario.status === 'CANCELLED' ? { cancelReason: 'Müşteri vazgeçti.' } : {}),
      version: 1,
      createdAt,
    };
    const step = (type: OrderEvent['type'], message: string, at: string): OrderEvent => ({
      id: `${id}-${type}`,
      orderId: id,
      type,
      message,
      by: STAFF,
      at,
    });
    const reached = (s: OrderStatus) => SCENARIO_ORDER.indexOf(scenario.status) >= SCENARIO_ORDER.indexOf(s) && scenario.status !== 'CANCELLED';
    const events: OrderEvent[] = [
      placedEvent(order),
      ...(reached('CONFIRMED') ? [step('CONFIRMED', 'Sipariş onaylandı.', later(1))] : []),
      ...(paid ? [step('PAYMENT_RECEIVED', `Ödeme alındı (${order.payments[0]?.reference}).`, paidAt)] : []),
      ...(reached('PREPARING') ? [step('PREPARING', 'Sipariş hazırlanıyor.', later(6))] : []),
      ...(shipments[0] ? [step('SHIPPED', `Kargoya verildi: Yurtiçi Kargo, takip no ${shipments[0].trackingNumber}.`, later(24))] : []),
      ...(DELIVERED.has(scenario.status) ? [step('DELIVERED', 'Sipariş teslim edildi.', later(48))] : []),
      ...(scenario.status === 'COMPLETED' ? [step('COMPLETED', 'Sipariş tamamlandı.', later(60))] : []),
      ...(scenario.status === 'CANCELLED' ? [{ ...step('CANCELLED', 'Sipariş iptal edildi.', later(5)), note: 'Müşteri vazgeçti.' }] : []),
    ];
    return { order, events };
  });

const SCENARIO_ORDER: readonly OrderStatus[] = [
  'AWAITING_APPROVAL',
  'CONFIRMED',
  'PREPARING',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
];
