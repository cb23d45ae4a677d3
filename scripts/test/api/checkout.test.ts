import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { campaignCodeKey, CART_LIMITS, cartKey, productKey, type Product } from '@shop/shared';
import { getLevels, levelFromMap, levelOf, putStockLevels } from '@shop/functions/repositories/stock-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, tableItems, useRuntimeTable } from '../runtime-client';
import { checkoutBody, Shopper } from '../shopper';
import { putProduct } from '../stock-fixtures';
import { admin, streamSettled, tableBaseline } from './setup-test-kit';

const CART = '/api/storefront/cart';
const MERKEZ = 'wh-merkez';

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
});
afterAll(async () => cleanUp());

/** A product of one variant with `onHand` units in Merkez Depo. */
const stocked = async (onHand: number, price = 100): Promise<{ product: Product; variantId: string }> => {
  const product = await putProduct({ sizes: ['STD'] });
  const variant = product.variants[0];
  if (!variant) throw new Error('no variant');
  if (price !== product.price) await setPrice(product, price);
  await setStock(product, variant.id, onHand);
  return { product: { ...product, price }, variantId: variant.id };
};

const setStock = async (product: Product, variantId: string, onHand: number) => {
  const target = {
    variantId,
    warehouseId: MERKEZ,
    productId: product.id,
    productName: product.name,
    sku: product.variants[0]?.sku ?? '',
    optionLabel: '',
  };
  const before = levelFromMap(await getLevels([target]), variantId, MERKEZ);
  await putStockLevels([levelOf(target, { onHand, allocated: before?.allocated ?? 0 }, (before?.version ?? 0) + 1, 0)]);
};

const level = async (variantId: string) => levelFromMap(await getLevels([{ variantId, warehouseId: MERKEZ }]), variantId, MERKEZ);

const rawItem = async (key: { pk: string; sk: string }) => {
  const db = tableClient();
  const out = await db.send(new GetCommand({ TableName: runtime().tableName, Key: key, ConsistentRead: true }));
  db.destroy();
  return out.Item;
};
const putRaw = async (Item: Record<string, unknown>) => {
  const db = tableClient();
  await db.send(new PutCommand({ TableName: runtime().tableName, Item }));
  db.destroy();
};

const setPrice = async (product: Pick<Product, 'id'>, price: number) => {
  const item = await rawItem(productKey(product.id));
  await putRaw({ ...item, price });
};

/** A campaign code made through the admin API. */
const newCode = async (fields: { discountType: 'PERCENTAGE' | 'AMOUNT'; discountValue: number; usageLimit?: number }) =>
  String((await admin('/api/admin/campaign/code', 'POST', fields)).data.code);

/** The table without the per-client rate limits' counters (a counted request that is then refused writes only those). */
const withoutRateCounters = async () => (await tableItems()).filter((i) => !String(i.pk).startsWith('RATE#'));

const ordersOf = async (ids: readonly string[]) =>
  Promise.all(ids.map(async (id) => (await call(`/api/admin/order/${id}`, { as: 'SUPER_ADMIN' })).body.data));

describe('the cart', () => {
  it('is empty without a cookie, and GET writes nothing', async () => {
    const before = await tableItems();
    const res = await new Shopper().call(CART);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: [], itemCount: 0, subtotal: 0, cargo: 0, discount: 0, total: 0, orderable: false, notices: [] });
    expect(res.setCookie).toEqual([]);
    // An unknown cookie is an empty cart too.
    const stranger = new Shopper();
    stranger.cartId = 'bilinmeyen-sepet-kimligi-0123456789abc';
    expect((await stranger.call(CART)).body.lines).toEqual([]);
    expect(await tableItems()).toEqual(before);
  });

  it('is created by the first write, named by an HttpOnly SameSite=Lax cookie, and lives CART_LIMITS.ttlDays', async () => {
    const { product, variantId } = await stocked(10, 250);
    const shopper = new Shopper();
    // A forged price, total or line id in the body changes nothing.
    const res = await shopper.call(`${CART}/lines`, { method: 'POST', body: { variantId, quantity: 2, unitPrice: 1, total: 1, id: 'x' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.setCookie[0]).toMatch(/^cart=[A-Za-z0-9_-]{32}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=2592000$/);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ variantId, productId: product.id, slug: product.slug, quantity: 2, unitPrice: 250, lineTotal: 500, available: 10 }),
    ]);
    expect(res.body).toMatchObject({ itemCount: 2, subtotal: 500, orderable: true });
    // The demo tariff: 0 desi is the first row, ₺49,90; free from ₺750.
    expect(res.body).toMatchObject({ cargo: 49.9, remainingForFree: 250, total: 549.9 });
    const item = await rawItem(cartKey(shopper.cartId ?? ''));
    expect(item?.ttl).toBeGreaterThan(Date.now() / 1000 + (CART_LIMITS.ttlDays - 1) * 86_400);

    // The same variant again adds to its line; reaching the threshold ships free.
    const again = await shopper.add(variantId, 1);
    expect(again.body.lines).toHaveLength(1);
    expect(again.body).toMatchObject({ itemCount: 3, subtotal: 750, cargo: 0, remainingForFree: 0, total: 750 });
  });

  it('refuses more than is available (409, in Turkish), an unknown variant (404) and bad input (400 naming the field, nothing written)', async () => {
    const { variantId } = await stocked(3);
    const shopper = new Shopper();
    await shopper.add(variantId, 2);
    const more = await shopper.add(variantId, 2);
    expect(more).toMatchObject({ status: 409, body: { message: 'Bu üründen stokta yalnızca 3 adet var.' } });
    const empty = await stocked(0);
    expect(await shopper.add(empty.variantId, 1)).toMatchObject({ status: 409, body: { message: 'Bu ürün tükendi; sepete eklenemez.' } });
    expect(await shopper.add('yok_STD', 1)).toMatchObject({ status: 404 });
    const before = await tableItems();
    for (const [body, field] of [
      [{ variantId, quantity: 0 }, 'quantity'],
      [{ variantId, quantity: 1.5 }, 'quantity'],
      [{ quantity: 1 }, 'variantId'],
    ] as const) {
      const res = await shopper.call(`${CART}/lines`, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(
      await shopper.call(`${CART}/lines`, { method: 'POST', rawBody: JSON.stringify({ variantId, quantity: 1, pad: 'x'.repeat(2000) }) }),
    ).toMatchObject({
      status: 413,
    });
    expect(await tableItems()).toEqual(before);
  });

  it('changes and removes lines; another cart’s line or no cart is 404', async () => {
    const { variantId } = await stocked(5);
    const other = await stocked(5);
    const shopper = new Shopper();
    await shopper.add(variantId, 1);
    const added = await shopper.add(other.variantId, 1);
    const [first, second] = added.body.lines;
    const changed = await shopper.call(`${CART}/lines/${first.id}`, { method: 'PATCH', body: { quantity: 4 } });
    expect(changed.body.lines[0]).toMatchObject({ quantity: 4 });
    expect(await shopper.call(`${CART}/lines/${first.id}`, { method: 'PATCH', body: { quantity: 6 } })).toMatchObject({ status: 409 });
    const stranger = new Shopper();
    await stranger.add(variantId, 1);
    expect(await stranger.call(`${CART}/lines/${first.id}`, { method: 'PATCH', body: { quantity: 1 } })).toMatchObject({ status: 404 });
    expect(await stranger.call(`${CART}/lines/${first.id}`, { method: 'DELETE' })).toMatchObject({ status: 404 });
    expect(await new Shopper().call(`${CART}/lines/${first.id}`, { method: 'DELETE' })).toMatchObject({ status: 404 });
    const removed = await shopper.call(`${CART}/lines/${second.id}`, { method: 'DELETE' });
    expect(removed.body.lines.map((l: { id: string }) => l.id)).toEqual([first.id]);
  });

  it('holds at most 50 lines (400 in Turkish beyond)', async () => {
    const { variantId } = await stocked(5);
    const shopper = new Shopper();
    await shopper.add(variantId, 1);
    const item = await rawItem(cartKey(shopper.cartId ?? ''));
    const line = (item?.lines as Record<string, unknown>[])[0];
    await putRaw({ ...item, lines: Array.from({ length: 50 }, (_, i) => ({ ...line, id: `L${i}`, variantId: `${String(line?.productId)}_X${i}` })) });
    const { variantId: another } = await stocked(5);
    expect(await shopper.add(another, 1)).toMatchObject({
      status: 400,
      body: { field: 'variantId', message: 'Sepette en fazla 50 farklı ürün olabilir.' },
    });
  });

  it('says a changed price, a cut quantity, a sold-out line and an archived product, then stores what it said', async () => {
    const a = await stocked(5, 100);
    const b = await stocked(5, 100);
    const c = await stocked(5, 100);
    const d = await stocked(5, 100);
    const shopper = new Shopper();
    for (const p of [a, b, c, d]) await shopper.add(p.variantId, 3);
    await setPrice(a.product, 120);
    await setStock(b.product, b.variantId, 2);
    await setStock(c.product, c.variantId, 0);
    await putRaw({ ...(await rawItem(productKey(d.product.id))), archivedAt: new Date().toISOString() });
    const res = await shopper.call(CART);
    const [la, lb, lc, ld] = res.body.lines;
    expect(la).toMatchObject({ unitPrice: 120, notice: { kind: 'PRICE_CHANGED', message: 'Fiyatı ₺100,00 iken ₺120,00 oldu.' } });
    expect(lb).toMatchObject({
      quantity: 2,
      notice: { kind: 'QUANTITY_REDUCED', message: 'Stokta yalnızca 2 adet kaldı; adet 2 olarak güncellendi.' },
    });
    expect(lc).toMatchObject({ available: 0, notice: { kind: 'OUT_OF_STOCK' } });
    expect(ld).toMatchObject({ notice: { kind: 'UNAVAILABLE' } });
    expect(res.body).toMatchObject({ subtotal: 360 + 200, orderable: false });
    // Said once: the stored cart now follows the catalogue.
    const again = await shopper.call(CART);
    expect(again.body.lines[0].notice).toBeUndefined();
    expect(again.body.lines[1]).toMatchObject({ quantity: 2 });
    expect(again.body.lines[1].notice).toBeUndefined();
    expect(again.body.lines[2].notice.kind).toBe('OUT_OF_STOCK');
  });
});

describe('coupons on the cart', () => {
  it('applies a valid code (percent and amount, capped at the subtotal), refuses unknown and deactivated ones, drops one that stops being valid', async () => {
    const { variantId } = await stocked(10, 200);
    const shopper = new Shopper();
    await shopper.add(variantId, 1);
    const percent = await newCode({ discountType: 'PERCENTAGE', discountValue: 10 });
    const applied = await shopper.call(`${CART}/coupon`, { method: 'POST', body: { code: percent.toLowerCase() } });
    expect(applied.body).toMatchObject({ subtotal: 200, discount: 20, coupon: { code: percent, discountType: 'PERCENTAGE', discountValue: 10 } });
    const amount = await newCode({ discountType: 'AMOUNT', discountValue: 500 });
    expect((await shopper.call(`${CART}/coupon`, { method: 'POST', body: { code: amount } })).body).toMatchObject({ discount: 200 });
    expect((await shopper.call(`${CART}/coupon`, { method: 'DELETE' })).body).toMatchObject({ discount: 0, total: 249.9 });

    expect(await shopper.call(`${CART}/coupon`, { method: 'POST', body: { code: 'YOKBOYLEKOD' } })).toMatchObject({
      status: 400,
      body: { field: 'code' },
    });
    const dead = await newCode({ discountType: 'AMOUNT', discountValue: 5 });
    await admin(`/api/admin/campaign/code/${dead}/deactivate`, 'POST');
    expect(await shopper.call(`${CART}/coupon`, { method: 'POST', body: { code: dead } })).toMatchObject({ status: 400, body: { field: 'code' } });
    // Expired: a code whose time passed (written as the table holds it).
    const expired = `ESKI-${randomUUID().slice(0, 6).toUpperCase()}`;
    await putRaw({
      ...campaignCodeKey(expired),
      code: expired,
      discountType: 'AMOUNT',
      discountValue: 5,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
      usageLimit: 1,
      usedCount: 0,
      source: 'MANUAL',
      popupId: null,
      isActive: true,
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      createdBy: null,
      deactivatedAt: null,
      deactivatedBy: null,
    });
    expect(await shopper.call(`${CART}/coupon`, { method: 'POST', body: { code: expired } })).toMatchObject({ status: 400, body: { field: 'code' } });

    // Applied, then deactivated: the next answer drops it and says so.
    const later = await newCode({ discountType: 'AMOUNT', discountValue: 10 });
    await shopper.call(`${CART}/coupon`, { method: 'POST', body: { code: later } });
    await admin(`/api/admin/campaign/code/${later}/deactivate`, 'POST');
    const dropped = await shopper.call(CART);
    expect(dropped.body.discount).toBe(0);
    expect(dropped.body.coupon).toBeUndefined();
    expect(dropped.body.notices).toEqual([
      { kind: 'COUPON_REMOVED', message: `${later} kuponu artık geçerli değil (kampanya sona erdi); sepetten kaldırıldı.` },
    ]);
  });
});

describe('checkout', () => {
  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const { variantId } = await stocked(5);
    const shopper = new Shopper();
    await shopper.add(variantId, 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...checkoutBody(), email: 'değil' }, 'email'],
      [{ ...checkoutBody(), invoice: { kind: 'BIREYSEL', tckn: '12345678901' } }, 'invoice.tckn'],
      [{ ...checkoutBody(), invoice: { kind: 'KURUMSAL', title: 'A.Ş.', vkn: '1234567891', taxOffice: 'Kadıköy' } }, 'invoice.vkn'],
      [{ ...checkoutBody(), address: { ...checkoutBody().address, ilce: 'Çankaya' } }, 'address.ilce'],
      [{ ...checkoutBody(), paymentMethod: 'KART' }, 'paymentMethod'],
      [{ ...checkoutBody(), carrier: 'YOK-BOYLE' }, 'carrier'],
      [
        { ...checkoutBody(), invoice: { kind: 'BIREYSEL', tckn: '10000000146', address: { il: 'Ankara', ilce: 'Kadıköy', line: 'Atatürk Blv. 1' } } },
        'invoice.address.ilce',
      ],
      [{ ...checkoutBody(), acceptedTerms: false }, 'acceptedTerms'],
    ];
    const before = await tableItems();
    for (const [body, field] of cases) {
      const res = await shopper.checkout(body, randomUUID());
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toContain(field);
    }
    const noKey = await shopper.call('/api/storefront/checkout', { method: 'POST', body: checkoutBody() });
    expect(noKey).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    // A carrier is checked against Kargo Otomasyonu once the request is counted: its rate counter is all it writes.
    expect(await withoutRateCounters()).toEqual(before.filter((i) => !String(i.pk).startsWith('RATE#')));
  });

  it('places a havale order: the order manager sees it awaiting payment, its e-mail is in the outbox, the cart is empty, the confirmation needs its token', async () => {
    const { product, variantId } = await stocked(5, 300);
    const shopper = new Shopper();
    await shopper.add(variantId, 2);
    const email = `havale-${randomUUID().slice(0, 8)}@example.com`;
    // A forged total, price or quantity in the body changes nothing.
    const res = await shopper.checkout(
      { ...checkoutBody({ email, paymentMethod: 'HAVALE_EFT' }), total: 1, lines: [{ variantId, quantity: 99, unitPrice: 0 }] },
      randomUUID(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ orderNo: expect.stringMatching(/^\d+$/), orderId: res.body.orderNo, token: expect.any(String), total: 649.9 });
    expect(Number(res.body.orderNo)).toBeGreaterThan(1012);

    const list = await call('/api/admin/order?limit=5&paymentStatus=AWAITING_PAYMENT', { as: 'ORDER_MANAGER' });
    expect(list.body.data.find((o: { id: string }) => o.id === res.body.orderId)).toMatchObject({
      status: 'AWAITING_APPROVAL',
      paymentStatus: 'AWAITING_PAYMENT',
      paymentMethod: 'HAVALE_EFT',
      customer: { kind: 'guest', email },
      total: 649.9,
    });
    const [order] = await ordersOf([res.body.orderId]);
    expect(order).toMatchObject({
      lines: [{ variantId, productId: product.id, quantity: 2, unitPrice: 300, total: 600, warehouseId: MERKEZ }],
      totals: { subtotal: 600, discount: 0, cargo: 49.9, codFee: 0, total: 649.9 },
      acceptedContracts: [
        { kind: 'ON_BILGILENDIRME', version: expect.any(String) },
        { kind: 'MESAFELI_SATIS', version: expect.any(String) },
      ],
      paymentDueAt: expect.any(String),
    });
    expect(order.events.map((e: { type: string }) => e.type)).toContain('PLACED');
    const items = await tableItems();
    expect(items.filter((i) => i.pk === `ORDER#${res.body.orderId}` && String(i.sk).startsWith('MAIL#')).map((i) => i.kind)).toEqual([
      'ORDER_RECEIVED',
    ]);
    // Only a hash of the token is stored.
    expect(JSON.stringify(items)).not.toContain(res.body.token);
    // Misafir Kullanıcılar counts the guest's order.
    const guest = items.find((i) => String(i.pk).startsWith('GUEST#') && i.email === email);
    expect(guest?._orderCount).toBe(1);
    expect((await level(variantId))?.allocated).toBe(2);
    expect((await shopper.call(CART)).body.lines).toEqual([]);

    const confirmation = await new Shopper().call(`/api/storefront/orders/${res.body.orderNo}?token=${res.body.token}`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toMatchObject({
      orderNo: res.body.orderNo,
      paymentMethod: 'HAVALE_EFT',
      paymentStatus: 'AWAITING_PAYMENT',
      bankAccounts: [
        { bank: 'Ziraat Bankası', iban: 'TR33 0006 1005 1978 6457 8413 26' },
        { bank: 'Garanti BBVA', iban: 'TR18 0006 2001 1900 0006 6723 15' },
      ],
      paymentReference: `Sipariş #${res.body.orderNo}`,
      totals: { total: 649.9 },
      lines: [{ quantity: 2, unitPrice: 300, lineTotal: 600 }],
    });
    // One character changed (never to itself: a token may already end in A).
    const changed = `${res.body.token.slice(0, -1)}${res.body.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [changed, 'x']) {
      expect(await new Shopper().call(`/api/storefront/orders/${res.body.orderNo}?token=${token}`)).toMatchObject({ status: 404 });
    }
    expect(await new Shopper().call(`/api/storefront/orders/1001?token=${res.body.token}`)).toMatchObject({ status: 404 });
  });

  it('answers the same order for the same Idempotency-Key, even sent twice at once; an empty cart is 409', async () => {
    const { variantId } = await stocked(5);
    const shopper = new Shopper();
    await shopper.add(variantId, 1);
    const key = randomUUID();
    const body = checkoutBody();
    const [one, two] = await Promise.all([shopper.checkout(body, key), shopper.checkout(body, key)]);
    const three = await shopper.checkout(body, key);
    expect(one.status).toBe(201);
    expect(two).toEqual(one);
    expect(three).toEqual(one);
    expect((await level(variantId))?.allocated).toBe(1);
    expect(await shopper.checkout(body, randomUUID())).toMatchObject({ status: 409, body: { message: 'Sepetiniz boş.' } });
    // The same key with another body is not this order.
    expect(await shopper.checkout({ ...body, phone: '0533 000 00 00' }, key)).toMatchObject({ status: 409 });
  });

  it('names a line that cannot be allocated (409 with lines) and writes nothing', async () => {
    const { product, variantId } = await stocked(2);
    const shopper = new Shopper();
    await shopper.add(variantId, 2);
    await setStock(product, variantId, 1);
    // The cart says the cut first (and stores it): the checkout after it is refused as changed…
    const changed = await shopper.checkout(checkoutBody(), randomUUID());
    expect(changed.status).toBe(409);
    await setStock(product, variantId, 0);
    // The per-client rate limit's counter is the only item a refused checkout writes.
    const before = await withoutRateCounters();
    const res = await shopper.checkout(checkoutBody(), randomUUID());
    expect(res).toMatchObject({ status: 409, body: { error: 'Conflict', lines: [{ variantId, available: 0 }] } });
    expect(await withoutRateCounters()).toEqual(before);
  });

  it('refuses a payment method switched off and havale without a bank account', async () => {
    const { variantId } = await stocked(5);
    const shopper = new Shopper();
    await shopper.add(variantId, 1);
    const settings = await admin('/api/admin/settings/cargo');
    const { version, ...rest } = settings;
    await admin('/api/admin/settings/cargo', 'POST', {
      ...rest,
      codFees: { ...rest.codFees, KAPIDA_KART: { enabled: false, fee: 10 } },
      baseVersion: version,
    });
    // The bank accounts are Genel Ayarlar' (issue 29).
    const { version: generalVersion, ...general } = await admin('/api/admin/settings/general');
    await admin('/api/admin/settings/general', 'POST', { ...general, bankAccounts: [], baseVersion: generalVersion });
    try {
      const options = await shopper.call('/api/storefront/checkout/options');
      expect(options.body.paymentMethods).toEqual([
        { method: 'KAPIDA_NAKIT', label: 'Kapıda nakit', fee: 24.9, enabled: true },
        { method: 'KAPIDA_KART', label: 'Kapıda kredi kartı', fee: 10, enabled: false },
        { method: 'HAVALE_EFT', label: 'Havale/EFT', fee: 0, enabled: false },
      ]);
      for (const method of ['KAPIDA_KART', 'HAVALE_EFT']) {
        const res = await shopper.checkout(checkoutBody({ paymentMethod: method }), randomUUID());
        expect(res).toMatchObject({ status: 400, body: { field: 'paymentMethod' } });
      }
    } finally {
      const now = await admin('/api/admin/settings/cargo');
      await admin('/api/admin/settings/cargo', 'POST', { ...rest, baseVersion: now.version });
      const generalNow = await admin('/api/admin/settings/general');
      await admin('/api/admin/settings/general', 'POST', { ...general, baseVersion: generalNow.version });
    }
  });

  it('ships with the chosen carrier (the first active one when none is sent), refuses one switched off, and keeps an invoice address', async () => {
    const settings = await admin('/api/admin/settings/cargo');
    const active = (settings.carriers as { code: string; name: string; isActive: boolean }[]).filter((c) => c.isActive);
    const [first, second] = active;
    if (!first || !second) throw new Error('the demo shop has at least two active carriers');
    const { variantId } = await stocked(10);

    const options = await new Shopper().call('/api/storefront/checkout/options');
    expect(options.body.carriers).toEqual(active.map(({ code, name }) => ({ code, name })));

    const chosen = new Shopper();
    await chosen.add(variantId, 1);
    const invoiceAddress = { il: 'İzmir', ilce: 'Konak', line: 'Cumhuriyet Blv. No: 5', postalCode: '35210' };
    const placed = await chosen.checkout(
      { ...checkoutBody(), carrier: second.code.toLowerCase(), invoice: { kind: 'BIREYSEL', tckn: '10000000146', address: invoiceAddress } },
      randomUUID(),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const legacy = new Shopper();
    await legacy.add(variantId, 1);
    // A client from before the cargo step (no carrier, no invoice address) still orders.
    const defaulted = await legacy.checkout(checkoutBody(), randomUUID());
    expect(defaulted.status, JSON.stringify(defaulted.body)).toBe(201);
    const [withCarrier, withDefault] = await ordersOf([placed.body.orderId, defaulted.body.orderId]);
    expect(withCarrier).toMatchObject({
      carrier: { code: second.code, name: second.name },
      invoice: {
        kind: 'INDIVIDUAL',
        tckn: '10000000146',
        address: { province: 'İzmir', district: 'Konak', address: 'Cumhuriyet Blv. No: 5', postalCode: '35210' },
      },
    });
    expect(withDefault.carrier).toEqual({ code: first.code, name: first.name });
    expect(withDefault.invoice.address).toBeUndefined();
    const confirmation = await chosen.call(`/api/storefront/orders/${placed.body.orderNo}?token=${placed.body.token}`);
    expect(confirmation.body.carrierName).toBe(second.name);

    const { version, ...rest } = settings;
    await admin('/api/admin/settings/cargo', 'POST', {
      ...rest,
      carriers: rest.carriers.map((c: { code: string }) => (c.code === second.code ? { ...c, isActive: false } : c)),
      baseVersion: version,
    });
    try {
      const late = new Shopper();
      await late.add(variantId, 1);
      await streamSettled();
      const before = await withoutRateCounters();
      const refused = await late.checkout({ ...checkoutBody(), carrier: second.code }, randomUUID());
      expect(refused).toMatchObject({ status: 400, body: { field: 'carrier', message: expect.stringMatching(/^carrier: .*kargo firması/) } });
      expect(await withoutRateCounters()).toEqual(before);
      expect((await late.call('/api/storefront/checkout/options')).body.carriers.map((c: { code: string }) => c.code)).not.toContain(second.code);
    } finally {
      const now = await admin('/api/admin/settings/cargo');
      await admin('/api/admin/settings/cargo', 'POST', { ...rest, baseVersion: now.version });
    }
  });

  it('limits checkout to 10 per client in 10 minutes (429 with Retry-After, nothing written; another client unaffected) and refuses an oversized body (413)', async () => {
    const { variantId } = await stocked(5);
    const busy = new Shopper();
    await busy.add(variantId, 1);
    // Ten counted attempts (each a 400 for an unknown carrier: counted, nothing placed), then the eleventh.
    for (let i = 0; i < 10; i++) expect((await busy.checkout({ ...checkoutBody(), carrier: 'YOK' }, randomUUID())).status).toBe(400);
    // Earlier orders still have their alerts and e-mails landing from the stream.
    await streamSettled();
    const before = await tableItems();
    const limited = await busy.checkout(checkoutBody(), randomUUID());
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await tableItems()).toEqual(before);
    expect((await level(variantId))?.allocated ?? 0).toBe(0);

    const other = new Shopper();
    await other.add(variantId, 1);
    expect((await other.checkout(checkoutBody(), randomUUID())).status).toBe(201);

    const big = new Shopper();
    await big.add(variantId, 1);
    await streamSettled();
    const beforeBig = await tableItems();
    const oversized = await big.call('/api/storefront/checkout', {
      method: 'POST',
      rawBody: JSON.stringify({ ...checkoutBody(), pad: 'x'.repeat(9 * 1024) }),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(oversized.status).toBe(413);
    expect(await tableItems()).toEqual(beforeBig);
  });

  it('limits coupon apply to 10 per client in 10 minutes (429 with Retry-After, nothing written)', async () => {
    const { variantId } = await stocked(5);
    const code = await newCode({ discountType: 'AMOUNT', discountValue: 5 });
    const guesser = new Shopper();
    await guesser.add(variantId, 1);
    for (let i = 0; i < 10; i++) expect((await guesser.call(`${CART}/coupon`, { method: 'POST', body: { code: `TAHMIN${i}` } })).status).toBe(400);
    await streamSettled();
    const before = await tableItems();
    const limited = await guesser.call(`${CART}/coupon`, { method: 'POST', body: { code } });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await tableItems()).toEqual(before);
    expect((await guesser.call(CART)).body.coupon).toBeUndefined();
    // Another client applies the same code.
    const other = new Shopper();
    await other.add(variantId, 1);
    expect((await other.call(`${CART}/coupon`, { method: 'POST', body: { code } })).body.coupon).toMatchObject({ code });
  });

  it('offers the methods, the bank accounts and both contracts filled with the shop and the cart', async () => {
    const { product, variantId } = await stocked(5, 80);
    const shopper = new Shopper();
    await shopper.add(variantId, 2);
    const res = await shopper.call('/api/storefront/checkout/options');
    expect(res.status).toBe(200);
    // Genel Ayarlar' accounts (the demo shop's two).
    expect(res.body.bankAccounts).toEqual([
      { bank: 'Ziraat Bankası', accountName: 'Demo Mağaza E-Ticaret Ltd. Şti.', iban: 'TR33 0006 1005 1978 6457 8413 26' },
      { bank: 'Garanti BBVA', accountName: 'Demo Mağaza E-Ticaret Ltd. Şti.', iban: 'TR18 0006 2001 1900 0006 6723 15' },
    ]);
    expect(res.body.havalePaymentDays).toBe(3);
    expect(res.body.contracts.map((c: { kind: string }) => c.kind)).toEqual(['ON_BILGILENDIRME', 'MESAFELI_SATIS']);
    for (const contract of res.body.contracts) {
      // The seller as Genel Ayarlar names it.
      expect(contract.text).toContain('SATICI: Demo Mağaza E-Ticaret Ltd. Şti.');
      expect(contract.text).toContain('MERSİS No: 0987654321000015');
      expect(contract.text).toContain(`${product.name} (STD) × 2: ₺160,00`);
      expect(contract.text).toContain('14 gün');
    }
  });

  it('sells the last 5 units to exactly 5 of 200 shoppers checking out at once; nothing oversold', { timeout: 600_000 }, async () => {
    const { variantId } = await stocked(5);
    const shoppers = Array.from({ length: 200 }, () => new Shopper());
    for (const s of shoppers) expect((await s.add(variantId, 1)).status).toBe(200);
    const answers = await Promise.all(shoppers.map((s) => s.checkout(checkoutBody(), randomUUID())));
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) expect(r.body.message).toEqual(expect.any(String));
    expect(await level(variantId)).toMatchObject({ onHand: 5, allocated: 5, available: 0 });
    const orders = await ordersOf(placed.map((p) => p.body.orderId));
    expect(new Set(orders.map((o) => o.id)).size).toBe(5);
    expect(orders.every((o) => o.lines[0].variantId === variantId && o.lines[0].quantity === 1)).toBe(true);
  });

  it('lets one single-use code discount exactly one of 20 checkouts at once', { timeout: 300_000 }, async () => {
    const { variantId } = await stocked(50, 100);
    const code = await newCode({ discountType: 'AMOUNT', discountValue: 30, usageLimit: 1 });
    const shoppers = Array.from({ length: 20 }, () => new Shopper());
    for (const s of shoppers) {
      await s.add(variantId, 1);
      expect((await s.call(`${CART}/coupon`, { method: 'POST', body: { code } })).body.discount).toBe(30);
    }
    const answers = await Promise.all(shoppers.map((s) => s.checkout(checkoutBody(), randomUUID())));
    const placed = answers.filter((a) => a.status === 201);
    const orders = await ordersOf(placed.map((p) => p.body.orderId));
    expect(orders.filter((o) => o.couponCode === code)).toHaveLength(1);
    expect(orders.filter((o) => o.totals.discount > 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect((await rawItem(campaignCodeKey(code)))?.usedCount).toBe(1);
  });
});
