import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placeOrder } from '@shop/functions/domain/orders/place-order';
import { batchPut } from '@shop/functions/repositories/batch-write';
import { documentClient } from '@shop/functions/repositories/document-client';
import { listOrders, newOrderItems } from '@shop/functions/repositories/order-repository';
import { putProducts } from '@shop/functions/repositories/product-repository';
import { putStockLevels } from '@shop/functions/repositories/stock-repository';
import {
  placedEvent,
  shopDay,
  variantIdOf,
  warehouseKey,
  type FulfillmentStatus,
  type Order,
  type OrderPageQuery,
  type OrderStatus,
  type PaymentStatus,
  type Product,
} from '@shop/shared';
import { startRuntime } from '../local/runtime';
import { demoIdToken } from '../seed/demo-sign-in';
import { placedOrder } from '../seed/placed-order';
import { summary, timed } from './stats';

/** The order list's size in the design's budget; BENCH_ORDERS narrows it for a quick run. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const DAYS = 30;
/** Orders written per batch of work; 8 batches in flight keep DynamoDB Local busy without one huge array. */
const CHUNK = 250;
const LANES = 8;

const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Ahmet',
  'Elif',
  'Mustafa',
  'Fatma',
  'Emre',
  'Merve',
  'Can',
  'Selin',
  'Burak',
  'Deniz',
  'Ece',
  'Kerem',
];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir'];
const SURNAMES_MORE = ['Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek'];
const ALL_SURNAMES = [...SURNAMES, ...SURNAMES_MORE];
/** 15 first names × 20 surnames: 300 customers, each surname shared by 15 of them (about 5,000 orders). */
const CUSTOMERS = FIRST_NAMES.length * ALL_SURNAMES.length;
const ascii = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** A shop's month: most orders finished, a working set in the early states (weights per status). */
const STATUS_MIX: [OrderStatus, number][] = [
  ['AWAITING_APPROVAL', 5],
  ['CONFIRMED', 10],
  ['PREPARING', 8],
  ['PARTIALLY_SHIPPED', 2],
  ['SHIPPED', 10],
  ['DELIVERED', 15],
  ['COMPLETED', 40],
  ['CANCELLED', 10],
];
/** The payment states each status goes with (a completed order is never awaiting payment). */
const PAYMENT_MIX: Record<OrderStatus, [PaymentStatus, number][]> = {
  AWAITING_APPROVAL: [
    ['AWAITING_PAYMENT', 6],
    ['PAID', 4],
  ],
  CONFIRMED: [
    ['AWAITING_PAYMENT', 5],
    ['PAID', 5],
  ],
  PREPARING: [
    ['AWAITING_PAYMENT', 5],
    ['PAID', 5],
  ],
  PARTIALLY_SHIPPED: [
    ['AWAITING_PAYMENT', 3],
    ['PAID', 7],
  ],
  SHIPPED: [
    ['AWAITING_PAYMENT', 3],
    ['PAID', 7],
  ],
  DELIVERED: [
    ['PAID', 9],
    ['PARTIALLY_REFUNDED', 1],
  ],
  COMPLETED: [
    ['PAID', 85],
    ['PARTIALLY_REFUNDED', 8],
    ['REFUNDED', 7],
  ],
  CANCELLED: [
    ['VOIDED', 6],
    ['REFUNDED', 4],
  ],
};
const FULFILLMENT: Record<OrderStatus, FulfillmentStatus> = {
  AWAITING_APPROVAL: 'UNFULFILLED',
  CONFIRMED: 'UNFULFILLED',
  PREPARING: 'UNFULFILLED',
  PARTIALLY_SHIPPED: 'PARTIALLY_SHIPPED',
  SHIPPED: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  COMPLETED: 'DELIVERED',
  CANCELLED: 'UNFULFILLED',
};

/** A fixed spread in [0, 1) per order and salt (murmur3's finaliser: salts independent), the same data on every run. */
const spread = (i: number, salt: number) => {
  let h = (i + Math.imul(salt, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};
const pick = <T>(mix: readonly [T, number][], r: number): T => {
  let left = r * mix.reduce((s, [, w]) => s + w, 0);
  for (const [value, weight] of mix) if ((left -= weight) < 0) return value;
  return (mix.at(-1) as [T, number])[0];
};

const customer = (c: number): Order['customer'] => {
  const first = FIRST_NAMES[c % FIRST_NAMES.length] ?? '';
  const surname = ALL_SURNAMES[Math.floor(c / FIRST_NAMES.length) % ALL_SURNAMES.length] ?? '';
  return {
    kind: 'member',
    id: `bench-c${c}`,
    name: `${first} ${surname}`,
    email: `${ascii(first)}.${ascii(surname)}${c}@example.com`,
    phone: `0532${String(1_000_000 + c).slice(1)}`,
  };
};

/** The i-th of the bench's orders, the oldest first, `span` ms spread back from `end`. */
const benchOrder = (i: number, end: number): Order => {
  const status = pick(STATUS_MIX, spread(i, 1));
  const paymentStatus = pick(PAYMENT_MIX[status], spread(i, 2));
  const total = 50 + Math.floor(spread(i, 3) * 4000);
  const base = placedOrder({
    id: String(100_001 + i),
    customer: customer(Math.floor(spread(i, 4) * CUSTOMERS)),
    total,
    createdAt: new Date(end - (ORDERS - i) * ((DAYS * 86_400_000) / ORDERS)).toISOString(),
  });
  const shipped = FULFILLMENT[status] !== 'UNFULFILLED';
  return {
    ...base,
    status,
    paymentStatus,
    fulfillmentStatus: FULFILLMENT[status],
    // An order shipped unpaid is paid at the door.
    paymentMethod:
      shipped && paymentStatus === 'AWAITING_PAYMENT'
        ? 'KAPIDA_NAKIT'
        : pick(
            [
              ['HAVALE_EFT', 1],
              ['KAPIDA_NAKIT', 1],
              ['KAPIDA_KART', 1],
            ],
            spread(i, 5),
          ),
  };
};

/** Writes the orders' items (newOrderItems: header, finders, search words, "placed") in batches; no day counters. */
const loadOrders = async (end: number): Promise<void> => {
  let next = 0;
  const lane = async () => {
    for (let from = next; from < ORDERS; from = next) {
      next += CHUNK;
      const items: Record<string, unknown>[] = [];
      for (let i = from; i < Math.min(from + CHUNK, ORDERS); i++) {
        const order = benchOrder(i, end);
        items.push(...newOrderItems(order, [placedEvent(order)]));
      }
      await batchPut(items);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
};

/** Items DynamoDB read (ScannedCount) for one listOrders call, run in this process against the same table. */
const itemsRead = async (query: OrderPageQuery): Promise<number> => {
  const client = documentClient();
  let read = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      const out = await next(args);
      read += (out.output as { ScannedCount?: number }).ScannedCount ?? 0;
      return out;
    },
    { step: 'initialize', name: 'benchItemsRead' },
  );
  try {
    await listOrders(query);
  } finally {
    client.middlewareStack.remove('benchItemsRead');
  }
  return read;
};

const BENCH_PRODUCT: Product = {
  id: 'bench-op',
  name: 'Bench siparişi ürünü',
  slug: 'bench-siparis-urunu',
  description: '',
  categoryIds: [],
  price: 100,
  stock: 0,
  images: [],
  isActive: true,
  optionTypeIds: [],
  variants: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({
    id: variantIdOf('bench-op', size),
    sku: `BOP-${size}`,
    options: { Beden: size },
    isActive: true,
  })),
  createdAt: '2026-10-01T00:00:00.000Z',
  version: 1,
};
const BENCH_WAREHOUSE = 'bench-ow';

/** Stock counted first (1,000 of each size), then `count` kapıda orders of one line placed as checkout does. */
const placeActionOrders = async (count: number): Promise<{ ids: string[]; placeMs: number[] }> => {
  await batchPut([
    {
      ...warehouseKey(BENCH_WAREHOUSE),
      id: BENCH_WAREHOUSE,
      name: 'Bench sipariş deposu',
      code: 'BENCH-O',
      province: 'İstanbul',
      district: 'Kadıköy',
      address: '',
      priority: 950,
      isActive: true,
      isDefault: false,
      createdAt: '2026-10-01T00:00:00.000Z',
      version: 1,
    },
  ]);
  await putProducts([{ ...BENCH_PRODUCT, stock: 1000 * BENCH_PRODUCT.variants.length }]);
  await putStockLevels(
    BENCH_PRODUCT.variants.map((v) => ({
      variantId: v.id,
      productId: BENCH_PRODUCT.id,
      productName: BENCH_PRODUCT.name,
      sku: v.sku,
      optionLabel: v.options.Beden ?? '',
      warehouseId: BENCH_WAREHOUSE,
      onHand: 1000,
      allocated: 0,
      available: 1000,
      low: false,
      version: 1,
    })),
  );
  const ids: string[] = [];
  const placeMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const variant = BENCH_PRODUCT.variants[i % BENCH_PRODUCT.variants.length];
    if (!variant) throw new Error('bench product without variants');
    const base = placedOrder({ id: String(900_001 + i), customer: customer(i % CUSTOMERS), total: 100, createdAt: new Date().toISOString() });
    const order: Order = {
      ...base,
      paymentMethod: 'KAPIDA_NAKIT',
      lines: base.lines.map((l) => ({
        ...l,
        productId: BENCH_PRODUCT.id,
        variantId: variant.id,
        sku: variant.sku,
        name: BENCH_PRODUCT.name,
        optionLabel: variant.options.Beden ?? '',
        warehouseId: BENCH_WAREHOUSE,
      })),
    };
    const [ms, placed] = await timed(() => placeOrder(order, { threshold: 0, allowBackorder: false }));
    if (placed !== 'placed') throw new Error(`bench order ${order.id} not placed: ${placed}`);
    ids.push(order.id);
    placeMs.push(ms);
  }
  return { ids, placeMs };
};

/**
 * The order list at 100,000 orders through the HTTP API as an ORDER_MANAGER (whole list, one
 * axis, a second axis filtered, a payment state in a date range, a customer's surname), an order's
 * detail, and the end-to-end latency of actions on freshly placed orders. Its own runtime: the
 * other benches' figures are not measured against a table of 100,000 orders, nor these against theirs.
 */
export const runOrderBench = async (line: (label: string, value: string) => void): Promise<void> => {
  console.log(`\nOrders (budget: admin order reads p95 < 50 ms at ${ORDERS.toLocaleString('en')} orders)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-orders-'));
  const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, streamPoller: false });
  try {
    const end = Date.now() - 3_600_000;
    const [loadMs] = await timed(() => loadOrders(end));
    const perOrder = newOrderItems(benchOrder(0, end), [placedEvent(benchOrder(0, end))]).length;
    line(
      'orders written',
      `${ORDERS.toLocaleString('en')} orders (~${(ORDERS * perOrder).toLocaleString('en')} items) over ${DAYS} days in ${(loadMs / 1000).toFixed(0)} s`,
    );

    const token = await demoIdToken({ endpoint: runtime.cognitoEndpoint, clientId: runtime.config.userPoolClientId }, 'ORDER_MANAGER');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const request = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${runtime.url}${path}`, { headers, ...init });
      const body: unknown = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    };
    const sample = async (paths: readonly string[]) => {
      for (const p of paths.slice(0, 10)) await request(p);
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await timed(() => request(paths[i % paths.length] as string)))[0]);
      return summary(times);
    };
    const list = async (label: string, queries: readonly Partial<OrderPageQuery>[]) => {
      const paths = queries.map((q) => `/api/admin/order?${new URLSearchParams({ limit: '25', ...q } as Record<string, string>).toString()}`);
      const read: number[] = [];
      for (const q of queries) read.push(await itemsRead({ limit: 25, ...q }));
      line(label, `${await sample(paths)} · ${Math.max(...read).toLocaleString('en')} items read`);
    };

    const day = (daysAgo: number) => shopDay(end - daysAgo * 86_400_000);
    await list('GET /api/admin/order (whole list)', [{}]);
    await list('?status=CONFIRMED', [{ status: 'CONFIRMED' }]);
    await list('?status=CONFIRMED&paymentStatus=PAID', [{ status: 'CONFIRMED', paymentStatus: 'PAID' }]);
    await list('?paymentStatus=AWAITING_PAYMENT, 3 days', [{ paymentStatus: 'AWAITING_PAYMENT', from: day(12), to: day(10) }]);
    await list(
      '?q=<surname> (5 surnames)',
      SURNAMES.slice(0, 5).map((q) => ({ q })),
    );
    // No completed order awaits payment: the pair's own finder list is empty (before that finder, the status list was read to its 2,000-item budget).
    await list('?status=COMPLETED&paymentStatus=AWAITING_PAYMENT', [{ status: 'COMPLETED', paymentStatus: 'AWAITING_PAYMENT' }]);
    line(
      'GET /api/admin/order/{id}',
      await sample(Array.from({ length: 50 }, (_, i) => `/api/admin/order/${100_001 + Math.floor((i * ORDERS) / 50)}`)),
    );

    const { ids, placeMs } = await placeActionOrders(SAMPLES);
    line('placeOrder, 1 line allocated (in process)', summary(placeMs));
    const act = async (id: string, body: Record<string, unknown>) =>
      (await timed(() => request(`/api/admin/order/${id}/actions`, { method: 'POST', body: JSON.stringify(body) })))[0];
    const confirm: number[] = [];
    const ship: number[] = [];
    const note: number[] = [];
    for (const id of ids) {
      confirm.push(await act(id, { action: 'CONFIRM', version: 1 }));
      ship.push(
        await act(id, { action: 'SHIP', version: 2, carrierCode: 'YURTICI', trackingNumber: `YK${id}`, lines: [{ lineId: 'L1', quantity: 1 }] }),
      );
      note.push(await act(id, { action: 'NOTE', version: 3, note: 'Bench notu' }));
    }
    line('POST …/actions CONFIRM (stock untouched)', summary(confirm));
    line('POST …/actions SHIP (allocation sold)', summary(ship));
    line('POST …/actions NOTE', summary(note));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
