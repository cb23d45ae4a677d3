import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME_CONFIG, type StorefrontVariant } from '@shop/shared';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { resetCartStore } from '../../src/storefront/cart/cart-store';
import { cartOf, json, line, mockApi } from './cart-fixtures';
import { component } from './fixtures';

const themeAnswer = {
  areas: { top: [component('HEADER', { id: 'h', tabType: 'top' })], middle: [], bottom: [] },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
  popup: null,
};

const variant = (beden: string, available: number): StorefrontVariant => ({
  id: `v_${beden}`,
  sku: `ELBISE-${beden}`,
  options: { Beden: beden },
  price: 450,
  available,
  inStock: available > 0,
});

const productAnswer = {
  product: { id: 'p1', name: 'Keten Elbise', slug: 'keten-elbise', description: '', price: 450, inStock: true, images: [] },
  breadcrumbs: [],
  variants: [variant('S', 0), variant('M', 5)],
  optionTypes: [{ name: 'Beden', kind: 'TEXT', values: [{ label: 'S' }, { label: 'M' }] }],
  allowBackorder: false,
  content: { description: '', specs: [], faq: [], cta: null },
};

// Every page asks whether live chat is open (its launcher's own chunk); the cart's requests are what these tests count.
const THEME = { 'GET /api/storefront/theme': () => json(200, themeAnswer), 'GET /api/storefront/live-chat/status': () => json(404, {}) };
const pageCalls = (calls: readonly { path: string }[]) => calls.map((c) => c.path).filter((path) => !path.includes('/live-chat/'));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetCartStore();
  window.history.replaceState(null, '', '/');
});

describe('Sepete ekle', () => {
  it('adds the chosen variant and quantity, opens the drawer with the line, and the header counts it; Escape closes and returns focus', async () => {
    const added = cartOf([
      line({ id: 'l1', variantId: 'v_M', name: 'Keten Elbise', optionsLabel: 'Beden: M', quantity: 2, unitPrice: 450, lineTotal: 900 }),
    ]);
    const calls = mockApi({
      ...THEME,
      'GET /api/storefront/product/keten-elbise': () => json(200, productAnswer),
      'POST /api/storefront/cart/lines': () => json(200, added),
    });
    const user = userEvent.setup();
    render(<StorefrontApp location={{ pathname: '/product/keten-elbise', search: '' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Keten Elbise' });
    // The page opens on the first variant in stock (M): S is sold out.
    const quantity = screen.getByLabelText('Adet');
    await user.clear(quantity);
    await user.type(quantity, '2');
    const add = screen.getByRole('button', { name: 'Sepete ekle' });
    await user.click(add);

    const drawer = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ variantId: 'v_M', quantity: 2 });
    expect(within(drawer).getByRole('link', { name: 'Keten Elbise' }).getAttribute('href')).toBe('/product/keten-elbise');
    expect(within(drawer).getByText('Beden: M')).toBeTruthy();
    expect(within(drawer).getAllByText('₺900,00').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('₺100,00 daha ekleyin, kargo bedava')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Sepete git' }).getAttribute('href')).toBe('/sepet');
    expect(within(drawer).getByRole('link', { name: 'Ödemeye geç' }).getAttribute('href')).toBe('/odeme');
    await waitFor(() => expect(document.activeElement).toBe(drawer));
    expect(screen.getByRole('button', { name: 'Sepet, 2 ürün', hidden: true })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(screen.getByRole('button', { name: 'Sepet, 2 ürün' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is disabled with a Turkish reason for a sold-out variant without backorder, and says the server’s 409', async () => {
    mockApi({
      ...THEME,
      'GET /api/storefront/product/keten-elbise': () => json(200, productAnswer),
      'POST /api/storefront/cart/lines': () => json(409, { error: 'Conflict', message: 'Bu üründen stokta yalnızca 5 adet var.' }),
    });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/product/keten-elbise?v=ELBISE-S');
    render(<StorefrontApp location={{ pathname: '/product/keten-elbise', search: '?v=ELBISE-S' }} />);
    const add = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sepete ekle' });
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Bu seçenek tükendi; stoğa girdiğinde sipariş verebilirsiniz.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(await screen.findByText('Bu üründen stokta yalnızca 5 adet var.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the count this browser last saw without asking; Sepet opens the drawer, which reads the cart', async () => {
    window.localStorage.setItem('sf-cart-count', '3');
    resetCartStore();
    const cart = cartOf([line({ id: 'l1', variantId: 'v_M', name: 'Keten Elbise', quantity: 1, lineTotal: 100 })]);
    const calls = mockApi({ ...THEME, 'GET /api/storefront/cart': () => json(200, cart) });
    const user = userEvent.setup();
    render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    await user.click(await screen.findByRole('button', { name: 'Sepet, 3 ürün' }));
    expect(pageCalls(calls)).toEqual(['/api/storefront/theme', '/api/storefront/cart']);
    const drawer = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(await within(drawer).findByText('Keten Elbise')).toBeTruthy();
    // The server's count replaces the remembered one.
    expect(screen.getByRole('button', { name: 'Sepet, 1 ürün', hidden: true })).toBeTruthy();
  });

  it('asks a first-time visitor’s page for no cart', async () => {
    const calls = mockApi(THEME);
    render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    await screen.findByRole('button', { name: 'Sepet' });
    expect(pageCalls(calls)).toEqual(['/api/storefront/theme']);
  });
});

describe('/sepet', () => {
  const lines = [
    line({
      id: 'l1',
      variantId: 'v_M',
      name: 'Keten Elbise',
      optionsLabel: 'Beden: M',
      quantity: 2,
      unitPrice: 450,
      lineTotal: 900,
      imageUrl: '/media/elbise.jpg',
      notice: { kind: 'PRICE_CHANGED', message: 'Fiyatı ₺400,00’den ₺450,00’ye değişti.' },
    }),
    line({ id: 'l2', variantId: 'v_T', name: 'Pamuk Tişört', quantity: 1, unitPrice: 200, lineTotal: 200 }),
  ];

  it('shows the lines with their notices and the server’s totals; the stepper and remove write and re-render from the answer', async () => {
    const first = cartOf(lines);
    const afterPatch = cartOf([{ ...lines[0]!, quantity: 3, lineTotal: 1350, notice: undefined }, lines[1]!]);
    const afterDelete = cartOf([{ ...lines[0]!, quantity: 3, lineTotal: 1350, notice: undefined }]);
    const calls = mockApi({
      ...THEME,
      'GET /api/storefront/cart': () => json(200, first),
      'PATCH /api/storefront/cart/lines/l1': () => json(200, afterPatch),
      'DELETE /api/storefront/cart/lines/l2': () => json(200, afterDelete),
    });
    const user = userEvent.setup();
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Sepetim' });
    const list = screen.getByRole('list', { name: 'Sepetteki ürünler' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Fiyatı ₺400,00’den ₺450,00’ye değişti.')).toBeTruthy();
    expect(screen.getByText('Beden: M')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Sipariş özeti' });
    expect(within(summary).getAllByText('₺1.100,00')).toHaveLength(2);
    expect(within(summary).getByText('Ücretsiz')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Ödemeye geç' }).getAttribute('href')).toBe('/odeme');

    await user.click(screen.getByRole('button', { name: 'Keten Elbise adedini artır' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Keten Elbise adedi').value).toBe('3'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ quantity: 3 });
    expect(screen.queryByText('Fiyatı ₺400,00’den ₺450,00’ye değişti.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pamuk Tişört ürününü sepetten kaldır' }));
    await waitFor(() => expect(screen.queryByText('Pamuk Tişört')).toBeNull());
    expect(screen.getByText('Pamuk Tişört sepetten kaldırıldı.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Sepetim' })));
  });

  it('takes a typed quantity on Enter and says the server’s refusal by the line, keeping its quantity', async () => {
    const cart = cartOf([lines[1]!]);
    const calls = mockApi({
      ...THEME,
      'GET /api/storefront/cart': () => json(200, cart),
      'PATCH /api/storefront/cart/lines/l2': () => json(409, { error: 'Conflict', message: 'Pamuk Tişört için stokta 4 adet var.' }),
    });
    const user = userEvent.setup();
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    const input = await screen.findByLabelText<HTMLInputElement>('Pamuk Tişört adedi');
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Pamuk Tişört için stokta 4 adet var.');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ quantity: 7 });
    expect(input.value).toBe('1');
  });

  it('applies a coupon the server accepts, says the server’s refusal of another, and removes it', async () => {
    const cart = cartOf([lines[1]!]);
    const withCoupon = cartOf([lines[1]!], { discount: 20, coupon: { code: 'YAZ10', discountType: 'PERCENTAGE', discountValue: 10 } });
    let attempts = 0;
    mockApi({
      ...THEME,
      'GET /api/storefront/cart': () => json(200, cart),
      'POST /api/storefront/cart/coupon': (call) => {
        attempts++;
        return (call.body as { code: string }).code === 'YAZ10'
          ? json(200, withCoupon)
          : json(400, { error: 'BadRequest', message: 'Bu indirim kodunun süresi dolmuş.', field: 'code' });
      },
      'DELETE /api/storefront/cart/coupon': () => json(200, cart),
    });
    const user = userEvent.setup();
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    const field = await screen.findByLabelText('İndirim kodu');
    await user.type(field, 'ESKI5');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    const error = await screen.findByText('Bu indirim kodunun süresi dolmuş.');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'YAZ10{Enter}');
    await screen.findByRole('button', { name: 'Kodu kaldır' });
    expect(attempts).toBe(2);
    const summary = screen.getByRole('complementary', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('İndirim (YAZ10)')).toBeTruthy();
    expect(within(summary).getByText('−₺20,00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Kodu kaldır' }));
    expect(await screen.findByLabelText('İndirim kodu')).toBeTruthy();
    expect(within(summary).queryByText('−₺20,00')).toBeNull();
  });

  it('keeps a cart with a sold-out line from checkout, saying why', async () => {
    const cart = cartOf([{ ...lines[1]!, notice: { kind: 'OUT_OF_STOCK', message: 'Bu ürün tükendi.' } }]);
    mockApi({ ...THEME, 'GET /api/storefront/cart': () => json(200, cart) });
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    expect(await screen.findByText('Bu ürün tükendi.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ödemeye geç' })).toBeNull();
    expect(screen.getByText(/Tükenen ya da satıştan kalkan ürünleri/)).toBeTruthy();
  });

  it('says what changed for the whole cart: a coupon the server removed', async () => {
    const message = 'YAZ10 kodunun süresi dolduğu için sepetten kaldırıldı.';
    mockApi({ ...THEME, 'GET /api/storefront/cart': () => json(200, cartOf([lines[1]!], { notices: [{ kind: 'COUPON_REMOVED', message }] })) });
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    expect((await screen.findByText(message)).closest('[role="status"]')).toBeTruthy();
  });

  it('says an empty cart with a way back to the shop', async () => {
    mockApi({ ...THEME, 'GET /api/storefront/cart': () => json(200, cartOf([])) });
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    expect(await screen.findByText('Sepetiniz boş.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alışverişe devam et' }).getAttribute('href')).toBe('/');
  });

  it('offers a retry when the cart cannot be read, and says so offline', async () => {
    let fail = true;
    mockApi({
      ...THEME,
      'GET /api/storefront/cart': () => (fail ? json(500, { message: 'x' }) : json(200, cartOf([lines[1]!]))),
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(<StorefrontApp location={{ pathname: '/sepet', search: '' }} />);
    expect(await screen.findByText('İnternet bağlantısı yok. Bağlantı gelince tekrar deneyin.')).toBeTruthy();
    online.mockReturnValue(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Pamuk Tişört')).toBeTruthy();
  });
});
