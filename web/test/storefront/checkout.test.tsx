import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import CheckoutPage from '../../src/storefront/checkout/CheckoutPage';
import { resetCartStore } from '../../src/storefront/cart/cart-store';
import { EMPTY_CHECKOUT, validateCheckout } from '../../src/storefront/checkout/checkout-form';
import { cartOf, json, line, mockApi } from './cart-fixtures';

const cart = cartOf([
  line({ id: 'l1', variantId: 'v_M', name: 'Keten Elbise', optionsLabel: 'Beden: M', quantity: 2, unitPrice: 450, lineTotal: 900 }),
  line({ id: 'l2', variantId: 'v_T', name: 'Pamuk Tişört', quantity: 1, unitPrice: 200, lineTotal: 200 }),
]);

const options = {
  paymentMethods: [
    { method: 'KAPIDA_NAKIT', label: 'Kapıda nakit', fee: 19.9, enabled: true },
    { method: 'KAPIDA_KART', label: 'Kapıda kredi kartı', fee: 24.9, enabled: true },
    { method: 'HAVALE_EFT', label: 'Havale/EFT', fee: 0, enabled: true },
  ],
  bankAccounts: [{ bank: 'Ziraat Bankası', accountName: 'Demo Mağaza Ltd. Şti.', iban: 'TR330006100519786457841326' }],
  havalePaymentDays: 3,
  carriers: [
    { code: 'YURTICI', name: 'Yurtiçi Kargo' },
    { code: 'ARAS', name: 'Aras Kargo' },
  ],
  contracts: [
    { kind: 'ON_BILGILENDIRME', title: 'Ön Bilgilendirme Formu', version: '1', text: 'SATICI: Demo Mağaza\nÜrünler: Keten Elbise' },
    { kind: 'MESAFELI_SATIS', title: 'Mesafeli Satış Sözleşmesi', version: '1', text: 'MADDE 1 – TARAFLAR' },
  ],
};

const BASE = {
  'GET /api/storefront/cart': () => json(200, cart),
  'GET /api/storefront/checkout/options': () => json(200, options),
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetCartStore();
});

const fillValid = async (user: UserEvent) => {
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Telefon'), '0532 123 45 67');
  await user.type(screen.getByLabelText('Ad soyad'), 'Ayşe Yılmaz');
  await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
  await user.selectOptions(screen.getByLabelText('İlçe'), 'Çankaya');
  await user.type(screen.getByLabelText('Adres'), 'Atatürk Blv. No: 1 D: 2');
  await user.type(screen.getByLabelText('T.C. kimlik no'), '10000000146');
  await user.click(screen.getByRole('radio', { name: /Kapıda nakit/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Ön Bilgilendirme Formu’nu okudum ve onaylıyorum.' }));
  await user.click(screen.getByRole('checkbox', { name: 'Mesafeli Satış Sözleşmesi’ni okudum ve onaylıyorum.' }));
};

describe('checkout validation', () => {
  it('names every missing field and checks the T.C. kimlik no, VKN, phone and postal code', () => {
    const empty = validateCheckout(EMPTY_CHECKOUT);
    expect(Object.keys(empty)).toEqual([
      'email',
      'phone',
      'address.name',
      'address.il',
      'address.ilce',
      'address.line',
      'invoice.tckn',
      'carrier',
      'paymentMethod',
      'acceptedTerms',
    ]);
    const wrong = validateCheckout({
      ...EMPTY_CHECKOUT,
      email: 'a@b',
      phone: '123',
      tckn: '10000000147',
      postalCode: '06',
      il: 'Ankara',
      ilce: 'Kadıköy',
    });
    expect(wrong.email).toBe('Geçerli bir e-posta adresi girin (ör. ad@ornek.com).');
    expect(wrong.phone).toBe('Geçerli bir telefon numarası girin (ör. 0532 123 45 67).');
    expect(wrong['invoice.tckn']).toBe('Geçerli bir T.C. kimlik numarası girin (11 hane).');
    expect(wrong['address.postalCode']).toBe('Posta kodu 5 haneli olmalıdır.');
    // Kadıköy is İstanbul's, not Ankara's.
    expect(wrong['address.ilce']).toBeDefined();
    const company = validateCheckout({ ...EMPTY_CHECKOUT, invoiceKind: 'KURUMSAL', vkn: '1234567891' });
    expect(company['invoice.tckn']).toBeUndefined();
    expect(company['invoice.vkn']).toBe('Geçerli bir vergi kimlik numarası girin (10 hane).');
    expect(validateCheckout({ ...EMPTY_CHECKOUT, invoiceKind: 'KURUMSAL', vkn: '1234567890' })['invoice.vkn']).toBeUndefined();
  });

  it('checks the invoice address only when it is not the delivery address', () => {
    expect(Object.keys(validateCheckout(EMPTY_CHECKOUT)).filter((f) => f.startsWith('invoice.address'))).toEqual([]);
    const own = validateCheckout({
      ...EMPTY_CHECKOUT,
      invoiceSameAsDelivery: false,
      invoiceIl: 'Ankara',
      invoiceIlce: 'Kadıköy',
      invoicePostalCode: '6',
    });
    expect(own['invoice.address.il']).toBeUndefined();
    expect(own['invoice.address.ilce']).toBe('İlçe boş bırakılamaz.');
    expect(own['invoice.address.line']).toBe('Adres boş bırakılamaz.');
    expect(own['invoice.address.postalCode']).toBe('Posta kodu 5 haneli olmalıdır.');
  });
});

describe('/odeme', () => {
  it('shows each error by its field and moves focus to the first; ilçe follows il', async () => {
    const calls = mockApi(BASE);
    const user = userEvent.setup();
    render(<CheckoutPage navigate={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    for (const legend of ['İletişim', 'Teslimat adresi', 'Fatura bilgileri', 'Kargo', 'Ödeme yöntemi', 'Sözleşmeler'])
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();

    const ilce = screen.getByLabelText<HTMLSelectElement>('İlçe');
    expect(ilce.options).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
    expect([...ilce.options].map((o) => o.value)).toContain('Çankaya');
    expect([...ilce.options].map((o) => o.value)).not.toContain('Kadıköy');

    await user.type(screen.getByLabelText('T.C. kimlik no'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    const email = screen.getByLabelText('E-posta');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('E-posta boş bırakılamaz.');
    const tckn = screen.getByLabelText('T.C. kimlik no');
    expect(document.getElementById(tckn.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Geçerli bir T.C. kimlik numarası girin (11 hane).',
    );
    expect(screen.getByText('Bir ödeme yöntemi seçin.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Kurumsal' }));
    expect(screen.getByLabelText('Firma unvanı')).toBeTruthy();
    expect(screen.getByLabelText('Vergi kimlik no (VKN)')).toBeTruthy();
    expect(screen.getByLabelText('Vergi dairesi')).toBeTruthy();
  });

  it('places the order once per attempt: a retry after no answer sends the same Idempotency-Key, and the confirmation opens', async () => {
    let answered = false;
    const calls = mockApi({
      ...BASE,
      'POST /api/storefront/checkout': () => {
        if (!answered) {
          answered = true;
          throw new TypeError('Failed to fetch');
        }
        return json(201, { orderNo: 'SP-100245', orderId: 'o1', token: 'tok en', total: 1119.9 });
      },
    });
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<CheckoutPage navigate={navigate} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    await fillValid(user);
    // The summary adds the chosen method's fee to the server's total.
    const summary = screen.getByRole('region', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('Kapıda ödeme bedeli')).toBeTruthy();
    expect(within(summary).getByText('₺1.119,90')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    const offline = await screen.findByRole('alert');
    expect(offline.textContent).toMatch(/Bağlantı kurulamadı/);
    await waitFor(() => expect(document.activeElement).toBe(offline));
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/siparis/SP-100245?t=tok%20en'));

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    const key = posts[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[1]?.headers.get('idempotency-key')).toBe(key);
    expect(posts[0]?.body).toEqual({
      email: 'ayse@example.com',
      phone: '0532 123 45 67',
      address: { name: 'Ayşe Yılmaz', il: 'Ankara', ilce: 'Çankaya', line: 'Atatürk Blv. No: 1 D: 2' },
      invoice: { kind: 'BIREYSEL', tckn: '10000000146' },
      carrier: 'YURTICI',
      paymentMethod: 'KAPIDA_NAKIT',
      acceptedTerms: true,
    });
  });

  it('shows the server’s 400 by its field and focuses it; the next attempt gets a new key', async () => {
    const calls = mockApi({
      ...BASE,
      'POST /api/storefront/checkout': () =>
        json(400, { error: 'BadRequest', message: 'phone geçerli bir telefon numarası değil (ör. 0212 555 12 34).', field: 'phone' }),
    });
    const user = userEvent.setup();
    render(<CheckoutPage navigate={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    const phone = screen.getByLabelText('Telefon');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-describedby')).toContain('checkout-phone-error');
    expect(document.getElementById('checkout-phone-error')?.textContent).toBe('Geçerli bir telefon numarası değil (ör. 0212 555 12 34).');
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [a, b] = calls.filter((c) => c.method === 'POST');
    expect(a?.headers.get('idempotency-key')).not.toBe(b?.headers.get('idempotency-key'));
  });

  it('names the lines a 409 could not allocate and sends the shopper back to the cart', async () => {
    mockApi({
      ...BASE,
      'POST /api/storefront/checkout': () =>
        json(409, {
          error: 'Conflict',
          message: 'Stok yetersiz.',
          lines: [
            { variantId: 'v_M', available: 1 },
            { variantId: 'v_T', available: 0 },
          ],
        }),
    });
    const user = userEvent.setup();
    render(<CheckoutPage navigate={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Keten Elbise – Beden: M: en fazla 1 adet alınabilir.')).toBeTruthy();
    expect(within(alert).getByText('Pamuk Tişört: tükendi.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Sepete dön ve düzelt' }).getAttribute('href')).toBe('/sepet');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('shows Havale/EFT’s bank accounts with the IBAN grouped and the payment window; the contracts open in a dialog', async () => {
    mockApi(BASE);
    const user = userEvent.setup();
    render(<CheckoutPage navigate={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    expect(screen.getByRole('radio', { name: /Kapıda kredi kartı/ }).closest('label')?.textContent).toContain('+₺24,90');
    await user.click(screen.getByRole('radio', { name: /Havale\/EFT/ }));
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    expect(screen.getByText(/3 gün içinde/)).toBeTruthy();
    expect(screen.getByText('Ziraat Bankası')).toBeTruthy();

    const read = screen.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi’ni oku' });
    await user.click(read);
    const dialog = await screen.findByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' });
    expect(within(dialog).getByText('MADDE 1 – TARAFLAR')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(read);
  });

  it('offers the active carriers with the cart’s cargo fee, the first chosen; another choice is sent', async () => {
    const small = cartOf([line({ id: 'l2', variantId: 'v_T', name: 'Pamuk Tişört', quantity: 1, unitPrice: 200, lineTotal: 200 })]);
    const calls = mockApi({
      ...BASE,
      'GET /api/storefront/cart': () => json(200, small),
      'POST /api/storefront/checkout': () => json(201, { orderNo: '1001', orderId: '1001', token: 't', total: 269.8 }),
    });
    const user = userEvent.setup();
    render(<CheckoutPage navigate={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    const step = screen.getByRole('group', { name: 'Kargo' });
    const radios = within(step).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual(['YURTICI', 'ARAS']);
    expect(radios[0]?.checked).toBe(true);
    // One desi table for every carrier: the fee is the cart's.
    expect(
      within(step)
        .getByRole('radio', { name: /Aras Kargo/ })
        .closest('label')?.textContent,
    ).toContain('₺49,90');
    expect(within(step).getByText('₺800,00 daha ekleyin, kargo bedava')).toBeTruthy();
    await user.click(within(step).getByRole('radio', { name: /Aras Kargo/ }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'POST')?.body as { carrier?: string }).carrier).toBe('ARAS');
  });

  it('sends an invoice address only when “same as delivery” is unticked, with its errors in Turkish', async () => {
    const calls = mockApi({
      ...BASE,
      'POST /api/storefront/checkout': () => json(201, { orderNo: '1001', orderId: '1001', token: 't', total: 1119.9 }),
    });
    const user = userEvent.setup();
    render(<CheckoutPage navigate={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ödeme' });
    const same = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Fatura adresi teslimat adresiyle aynı' });
    expect(same.checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Fatura adresi' })).toBeNull();
    await fillValid(user);
    await user.click(same);
    const invoiceAddress = screen.getByRole('group', { name: 'Fatura adresi' });
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    const il = within(invoiceAddress).getByLabelText('İl');
    await waitFor(() => expect(document.activeElement).toBe(il));
    expect(document.getElementById(il.getAttribute('aria-describedby') ?? '')?.textContent).toBe('İl boş bırakılamaz.');
    expect(within(invoiceAddress).getByText('Adres boş bırakılamaz.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(il, 'İzmir');
    await user.selectOptions(within(invoiceAddress).getByLabelText('İlçe'), 'Konak');
    await user.type(within(invoiceAddress).getByLabelText('Adres'), 'Cumhuriyet Blv. No: 5');
    await user.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'POST')?.body as { invoice: unknown }).invoice).toEqual({
      kind: 'BIREYSEL',
      tckn: '10000000146',
      address: { il: 'İzmir', ilce: 'Konak', line: 'Cumhuriyet Blv. No: 5' },
    });
  });

  it('has nothing to pay for with an empty cart', async () => {
    mockApi({ ...BASE, 'GET /api/storefront/cart': () => json(200, cartOf([])) });
    render(<CheckoutPage navigate={vi.fn()} />);
    expect(await screen.findByText('Sepetiniz boş; ödeme yapılacak bir ürün yok.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Siparişi tamamla' })).toBeNull();
  });
});
