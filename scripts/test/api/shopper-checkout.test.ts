import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared';
import { adminOrderDetail, countStock } from '../order-fixtures';
import { itemsWithPrefix, useRuntimeTable } from '../runtime-client';
import { checkoutBody, Shopper } from '../shopper';
import { newShopper, type ShopperSession } from '../shopper-session';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

/*
 * A signed-in shopper's cart and checkout: sign-in binds the cart to the account (merging what was
 * chosen as a guest, on any device), and their orders are theirs (Siparişlerim), not a guest's.
 */

let cleanUp: () => Promise<void>;
let product: Product;
let session: ShopperSession;

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  const warehouse = await putWarehouse();
  product = await putProduct({ sizes: ['S', 'M', 'L'] });
  await countStock(product, [warehouse], 10);
  session = await newShopper();
}, 60_000);
afterAll(() => cleanUp());

const variant = (i: number) => {
  const v = product.variants[i];
  if (!v) throw new Error(`no variant ${i}`);
  return v.id;
};
const bearer = (s: ShopperSession) => ({ authorization: `Bearer ${s.idToken}` });
const claim = (device: Shopper, s: ShopperSession = session) => device.call('/api/storefront/account/cart', { method: 'POST', headers: bearer(s) });
const quantities = (cart: { lines: { variantId: string; quantity: number }[] }) =>
  Object.fromEntries(cart.lines.map((l) => [l.variantId, l.quantity]));

describe('the cart at sign-in', () => {
  it('becomes the account’s; another device’s guest cart is merged into it once; signing in again adds nothing', async () => {
    const phone = new Shopper();
    expect((await phone.add(variant(0), 2)).status).toBe(200);
    const guestCart = phone.cartId;
    const first = await claim(phone);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The first sign-in keeps the cart the shopper was filling: the cookie names the same cart.
    expect(phone.cartId).toBe(guestCart);
    expect(quantities(first.body)).toEqual({ [variant(0)]: 2 });

    const laptop = new Shopper();
    await laptop.add(variant(0), 1);
    await laptop.add(variant(1), 3);
    const laptopGuestCart = laptop.cartId;
    const merged = await claim(laptop);
    expect(merged.status).toBe(200);
    expect(laptop.cartId).toBe(guestCart);
    expect(quantities(merged.body)).toEqual({ [variant(0)]: 3, [variant(1)]: 3 });
    // The laptop's guest cart was emptied: a second claim from a stale cookie adds nothing.
    const stale = new Shopper(laptop.from);
    stale.cartId = laptopGuestCart;
    expect(quantities((await claim(stale)).body)).toEqual({ [variant(0)]: 3, [variant(1)]: 3 });
    expect(quantities((await claim(laptop)).body)).toEqual({ [variant(0)]: 3, [variant(1)]: 3 });
    // Both devices now share it.
    expect(quantities((await phone.call('/api/storefront/cart')).body)).toEqual({ [variant(0)]: 3, [variant(1)]: 3 });
  });

  it('answers 401 without a shopper’s token and leaves the cart alone', async () => {
    const guest = new Shopper();
    await guest.add(variant(2), 1);
    const before = guest.cartId;
    expect((await guest.call('/api/storefront/account/cart', { method: 'POST' })).status).toBe(401);
    expect(guest.cartId).toBe(before);
    expect(quantities((await guest.call('/api/storefront/cart')).body)).toEqual({ [variant(2)]: 1 });
  });
});

describe('checkout as a signed-in shopper', () => {
  it('places the order as the member’s: listed in Siparişlerim, shown as a member in the back office, once per key', async () => {
    const device = new Shopper();
    await claim(device);
    await device.add(variant(2), 1);
    const body = checkoutBody({ email: session.email });
    const send = () =>
      device.call('/api/storefront/account/checkout', { method: 'POST', body, headers: { ...bearer(session), 'idempotency-key': 'uye-siparis-1' } });
    const placed = await send();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // A retried submit answers the same order.
    expect((await send()).body).toEqual(placed.body);

    const mine = await device.call('/api/storefront/account/orders', { headers: bearer(session) });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o: { orderNo: string }) => o.orderNo)).toContain(placed.body.orderNo);
    const order = await adminOrderDetail(placed.body.orderId);
    expect(order.customer).toMatchObject({ kind: 'member', id: session.sub, email: session.email });
    expect(order.paymentStatus).toBe('AWAITING_PAYMENT');
    // One order, not two, and the account's cart is empty after it.
    expect((await itemsWithPrefix(`ORDER#${placed.body.orderId}`)).filter((i) => i.sk === 'ORDER')).toHaveLength(1);
    expect((await device.call('/api/storefront/cart')).body.lines).toEqual([]);
  });

  it('answers 401 to a checkout without a shopper’s token, writing nothing', async () => {
    const device = new Shopper();
    await device.add(variant(1), 1);
    const res = await device.call('/api/storefront/account/checkout', {
      method: 'POST',
      body: checkoutBody(),
      headers: { 'idempotency-key': 'yok' },
    });
    expect(res.status).toBe(401);
    expect((await device.call('/api/storefront/cart')).body.lines).toHaveLength(1);
  });
});
