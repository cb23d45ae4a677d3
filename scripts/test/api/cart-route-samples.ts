import { randomUUID } from 'node:crypto';
import { CART_COOKIE } from '@shop/shared';
import { levelOf, putStockLevels } from '@shop/functions/repositories/stock-repository';
import { call, useRuntimeTable } from '../runtime-client';
import { checkoutBody, Shopper } from '../shopper';
import { putProduct } from '../stock-fixtures';

let stockedVariant: Promise<string> | undefined;
/** One product with plenty in Merkez Depo, made once for every sample. */
const variant = (): Promise<string> => {
  stockedVariant ??= (async () => {
    useRuntimeTable();
    const product = await putProduct({ sizes: ['STD'] });
    const v = product.variants[0];
    if (!v) throw new Error('no variant');
    const target = { variantId: v.id, warehouseId: 'wh-merkez', productId: product.id, productName: product.name, sku: v.sku, optionLabel: '' };
    await putStockLevels([levelOf(target, { onHand: 10_000, allocated: 0 }, 1, 0)]);
    return v.id;
  })();
  return stockedVariant;
};

/** A shopper of their own (address and cart) holding one line. */
const withLine = async () => {
  const shopper = new Shopper();
  const added = await shopper.add(await variant(), 1);
  if (added.status !== 200) throw new Error(`cart add failed: ${added.status} ${JSON.stringify(added.body)}`);
  return { shopper, lineId: String(added.body.lines[0].id), cookie: { cookie: `${CART_COOKIE}=${shopper.cartId ?? ''}` } };
};

let placedOrder: Promise<{ orderNo: string; token: string }> | undefined;
const order = () => {
  placedOrder ??= (async () => {
    const { shopper } = await withLine();
    const res = await shopper.checkout(checkoutBody(), randomUUID());
    if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  })();
  return placedOrder;
};

/** Valid requests for the store API's routes (the route matrix's samples): each on a cart of its own. */
export const CART_ROUTE_SAMPLES = {
  getCart: async () => {
    const { shopper, cookie } = await withLine();
    return { path: '/api/storefront/cart', headers: cookie, from: shopper.from };
  },
  addCartLine: async () => ({
    path: '/api/storefront/cart/lines',
    method: 'POST',
    body: { variantId: await variant(), quantity: 1 },
    from: new Shopper().from,
  }),
  updateCartLine: async () => {
    const { shopper, lineId, cookie } = await withLine();
    return { path: `/api/storefront/cart/lines/${lineId}`, method: 'PATCH', body: { quantity: 2 }, headers: cookie, from: shopper.from };
  },
  removeCartLine: async () => {
    const { shopper, lineId, cookie } = await withLine();
    return { path: `/api/storefront/cart/lines/${lineId}`, method: 'DELETE', headers: cookie, from: shopper.from };
  },
  applyCartCoupon: async () => {
    const { shopper, cookie } = await withLine();
    const made = await call('/api/admin/campaign/code', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { discountType: 'PERCENTAGE', discountValue: 5 },
    });
    return { path: '/api/storefront/cart/coupon', method: 'POST', body: { code: String(made.body.data.code) }, headers: cookie, from: shopper.from };
  },
  removeCartCoupon: async () => {
    const { shopper, cookie } = await withLine();
    return { path: '/api/storefront/cart/coupon', method: 'DELETE', headers: cookie, from: shopper.from };
  },
  checkout: async () => {
    const { shopper, cookie } = await withLine();
    return {
      path: '/api/storefront/checkout',
      method: 'POST',
      body: checkoutBody(),
      headers: { ...cookie, 'idempotency-key': randomUUID() },
      from: shopper.from,
    };
  },
  checkoutOptions: async () => {
    const { shopper, cookie } = await withLine();
    return { path: '/api/storefront/checkout/options', headers: cookie, from: shopper.from };
  },
  orderConfirmation: async () => {
    const { orderNo, token } = await order();
    return { path: `/api/storefront/orders/${orderNo}?token=${token}` };
  },
};
