import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { batchPut } from '@shop/functions/repositories/batch-write';
import { putProducts } from '@shop/functions/repositories/product-repository';
import { putStockLevels } from '@shop/functions/repositories/stock-repository';
import { CART_COOKIE, skuClaimKey, variantIdOf, warehouseKey, type Product, type StockLevel } from '@shop/shared';
import { summary, timed } from './stats';

/** 20 shoppers at once, each filling a cart (ADDS lines) and placing it, ROUNDS times. */
const SHOPPERS = 20;
const ADDS = 3;
const ROUNDS = 3;
const WAREHOUSE = 'bench-checkout-w';

/** One product whose 20 variants each have plenty in one warehouse: each shopper buys their own variant. */
const setUp = async (): Promise<string[]> => {
  const id = 'bench-checkout-p';
  const product: Product = {
    id,
    name: 'Bench sepet ürünü',
    slug: 'bench-sepet-urunu',
    description: '',
    categoryIds: [],
    price: 150,
    stock: 0,
    images: [],
    isActive: true,
    optionTypeIds: [],
    variants: Array.from({ length: SHOPPERS }, (_, i) => ({
      id: variantIdOf(id, `V${i}`),
      sku: `BCH-${i}`,
      options: { Beden: `V${i}` },
      isActive: true,
      desi: 1,
    })),
    createdAt: '2026-10-01T00:00:00.000Z',
    version: 1,
  };
  const levels: StockLevel[] = product.variants.map((v) => ({
    variantId: v.id,
    productId: id,
    productName: product.name,
    sku: v.sku,
    optionLabel: '',
    warehouseId: WAREHOUSE,
    onHand: 100_000,
    allocated: 0,
    available: 100_000,
    low: false,
    version: 1,
  }));
  await batchPut([
    {
      ...warehouseKey(WAREHOUSE),
      id: WAREHOUSE,
      name: 'Bench sepet deposu',
      code: 'BENCH-CHK',
      province: 'İstanbul',
      district: 'Kadıköy',
      address: '',
      priority: 0,
      isActive: true,
      isDefault: false,
      createdAt: '2026-10-01T00:00:00.000Z',
      version: 1,
    },
    ...product.variants.map((v) => ({ ...skuClaimKey(v.sku), productId: id, variantId: v.id })),
  ]);
  await putProducts([{ ...product, stock: 100_000 * SHOPPERS }]);
  await putStockLevels(levels);
  return product.variants.map((v) => v.id);
};

/** One request from the shopper's own address (their own rate-limit window, as CloudFront's viewer address gives in AWS). */
const send = (url: string, from: string, method: string, headers: Record<string, string>, body?: unknown) =>
  new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, localAddress: from },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? []).map((c) => new RegExp(`^${CART_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean);
          resolve({ status: res.statusCode ?? 0, ...(cookie ? { cookie } : {}) });
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });

const CHECKOUT = {
  phone: '0532 123 45 67',
  address: { name: 'Bench Alıcı', il: 'İstanbul', ilce: 'Kadıköy', line: 'Moda Cad. No: 1' },
  invoice: { kind: 'BIREYSEL', tckn: '10000000146' },
  paymentMethod: 'KAPIDA_NAKIT',
  acceptedTerms: true,
};

/** Add-to-cart and place-order latency through the local runtime, 20 shoppers at once. */
export const runCheckoutBench = async (baseUrl: string, line: (label: string, value: string) => void): Promise<void> => {
  console.log(`\nCart and checkout (${SHOPPERS} shoppers at once, each ${ADDS} adds and an order, ${ROUNDS} rounds)`);
  const variants = await setUp();
  const url = baseUrl.replace('//localhost', '//127.0.0.1');
  const adds: number[] = [];
  const orders: number[] = [];
  const failures: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      variants.map(async (variantId, i) => {
        const from = `127.48.${round}.${i + 1}`;
        let cart: string | undefined;
        for (let n = 0; n < ADDS; n++) {
          const [ms, res] = await timed(() =>
            send(`${url}/api/storefront/cart/lines`, from, 'POST', cart ? { cookie: `${CART_COOKIE}=${cart}` } : {}, { variantId, quantity: 1 }),
          );
          if (res.status !== 200) throw new Error(`bench add to cart: ${res.status}`);
          cart ??= res.cookie;
          adds.push(ms);
        }
        const [ms, res] = await timed(() =>
          send(
            `${url}/api/storefront/checkout`,
            from,
            'POST',
            { cookie: `${CART_COOKIE}=${cart ?? ''}`, 'idempotency-key': randomUUID() },
            { ...CHECKOUT, email: `bench-${round}-${i}@example.com` },
          ),
        );
        if (res.status === 201) orders.push(ms);
        else failures.push(res.status);
      }),
    );
  }
  line('POST /api/storefront/cart/lines', summary(adds));
  line('POST /api/storefront/checkout (201)', `${summary(orders)}${failures.length ? ` · refused ${failures.length}: ${failures.join(', ')}` : ''}`);
};
