import { deliveredOrder } from '../return-fixtures';

let unique = 0;
/** 127.45.x.y: a client address of its own per guest call, so the tracking limits never refuse the matrix. */
const guest = () => `127.45.${Math.floor(unique / 250) % 250}.${(unique++ % 250) + 1}`;

let tracked: Promise<{ id: string; email: string }> | undefined;
const trackedOrder = () => {
  tracked ??= deliveredOrder().then((o) => ({ id: o.id, email: o.customer.email }));
  return tracked;
};

/**
 * Valid requests for Hesabım's and tracking's routes (the route matrix's samples). No admin token is
 * a shopper's, so the shopper routes answer 401 whatever is sent; a guest return gets an order of its own.
 */
export const ACCOUNT_ROUTE_SAMPLES = {
  getShopperAccount: async () => ({ path: '/api/storefront/account' }),
  updateShopperAccount: async () => ({ path: '/api/storefront/account', body: { name: 'Ada', surname: 'Yılmaz' } }),
  deleteShopperAccount: async () => ({ path: '/api/storefront/account', body: { accessToken: 'x' } }),
  setShopperConsent: async () => ({ path: '/api/storefront/account/consent', body: { accepted: true } }),
  addShopperAddress: async () => ({
    path: '/api/storefront/account/addresses',
    body: { name: 'Ev', il: 'Ankara', ilce: 'Çankaya', line: 'Atatürk Bulvarı 1' },
  }),
  updateShopperAddress: async () => ({
    path: '/api/storefront/account/addresses/a1',
    body: { name: 'Ev', il: 'Ankara', ilce: 'Çankaya', line: 'Atatürk Bulvarı 1' },
  }),
  deleteShopperAddress: async () => ({ path: '/api/storefront/account/addresses/a1' }),
  listShopperOrders: async () => ({ path: '/api/storefront/account/orders' }),
  requestShopperReturn: async () => ({
    path: '/api/storefront/account/orders/1001/returns',
    body: { lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] },
  }),
  claimShopperCart: async () => ({ path: '/api/storefront/account/cart' }),
  shopperCheckout: async () => ({
    path: '/api/storefront/account/checkout',
    headers: { 'idempotency-key': 'matrix-checkout' },
    body: {
      email: 'ada@example.com',
      phone: '0532 123 45 67',
      address: { name: 'Ada Yılmaz', il: 'Ankara', ilce: 'Çankaya', line: 'Atatürk Bulvarı 1' },
      invoice: { kind: 'BIREYSEL', tckn: '10000000146' },
      paymentMethod: 'KAPIDA_NAKIT',
      acceptedTerms: true,
    },
  }),
  shopperSignUp: async () => ({
    path: '/api/storefront/signup',
    method: 'POST',
    body: { email: `matris-${guest().replaceAll('.', '-')}-${Date.now()}@example.com`, password: 'gizli-sifre-1', name: 'Ada', surname: 'Yılmaz' },
    from: guest(),
  }),
  trackOrder: async () => {
    const { id, email } = await trackedOrder();
    return { path: `/api/storefront/orders/track?orderNo=${id}&email=${encodeURIComponent(email)}`, from: guest() };
  },
  requestGuestReturn: async () => {
    const order = await deliveredOrder();
    return {
      path: '/api/storefront/orders/track/returns',
      method: 'POST',
      body: { orderNo: order.id, email: order.customer.email, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] },
      from: guest(),
    };
  },
};
