import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_TRACK_NOT_FOUND, type Order } from '@shop/shared';
import { LOCAL_REGION, TABLE_NAME } from '../src/local/runtime';
import { placedOrder } from '../src/seed/placed-order';
import { DESKTOP, PHONE, useTestApp } from './kit/app';
import { closePopup, fillCheckout, SHIRT } from './kit/checkout-steps';

const app = useTestApp();
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'shopper-account-shots');
const DAY_MS = 86_400_000;
const actor = { sub: 'e2e', name: 'Depo' };

/** A delivered order (shipped with a tracking link two days ago) written to the app's table, as checkout and staff would have left it. */
const writeDeliveredOrder = async (customer: Order['customer']): Promise<Order> => {
  process.env.TABLE_NAME = TABLE_NAME;
  process.env.DYNAMODB_ENDPOINT = app.local.serviceUrls[0];
  process.env.AWS_REGION = LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  const { putOrders } = await import('@shop/functions/repositories/order-repository');
  const { putGuests } = await import('@shop/functions/repositories/customer-repository');
  const base = placedOrder({
    id: `E2E${randomUUID().slice(0, 6)}`,
    customer,
    total: 349.9,
    createdAt: new Date(Date.now() - 5 * DAY_MS).toISOString(),
  });
  const deliveredAt = new Date(Date.now() - 2 * DAY_MS).toISOString();
  const line = { ...base.lines[0]!, name: 'Keten Gömlek', optionLabel: 'M / Beyaz', shippedQuantity: 1, deliveredQuantity: 1 };
  const order: Order = {
    ...base,
    lines: [line],
    status: 'DELIVERED',
    paymentStatus: 'PAID',
    fulfillmentStatus: 'DELIVERED',
    invoiceNumber: `GIB${base.id}`,
    shipments: [
      {
        id: 'S1',
        carrierCode: 'YURTICI',
        carrierName: 'Yurtiçi Kargo',
        trackingNumber: '123456789012',
        trackingUrl: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789012',
        lines: [{ lineId: line.id, quantity: 1 }],
        shippedAt: base.createdAt,
        deliveredAt,
        by: actor,
      },
    ],
  };
  if (customer.kind === 'guest') {
    await putGuests([{ id: customer.id, name: 'Misafir', surname: 'Alıcı', email: customer.email, createdAt: order.createdAt }]);
  }
  await putOrders([order]);
  return order;
};

const mailedCode = async (email: string): Promise<string> => {
  for (let i = 0; i < 100; i++) {
    const { messages } = (await (await fetch(`${app.url}/_mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { subject: string; text?: string }[];
    };
    const code = /(\d{6})/.exec(messages.find((m) => m.subject === 'Mağaza hesabınızı doğrulayın')?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
};

/** The shopper's sub, as the shoppers' pool names them (the test signs in beside the page to learn it). */
const subOf = async (email: string, password: string): Promise<string> => {
  const { shopperPoolClientId, userPoolEndpoint } = (await (await fetch(`${app.url}/config.json`)).json()) as Record<string, string>;
  const res = await fetch(userPoolEndpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: shopperPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: { IdToken: string } };
  return String(JSON.parse(Buffer.from(AuthenticationResult.IdToken.split('.')[1]!, 'base64url').toString('utf8')).sub);
};

/** A full-page screenshot at both widths the issue asks for. */
const shoot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
};

/** From the shop's header to Hesabım, signed up and verified with the mailed code, as a shopper does. */
const signUpOnPage = async (page: Page, email: string, password: string, beforeSignUp?: () => Promise<void>) => {
  await page.goto(`${app.url}/`);
  await page.getByRole('link', { name: 'Hesabım' }).first().click();
  await page.waitForURL(`${app.url}/hesabim`);
  await page.getByRole('heading', { name: 'Giriş yap' }).waitFor();
  await beforeSignUp?.();
  const signUp = page.getByRole('region', { name: 'Üye ol' });
  await signUp.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await signUp.getByLabel('Soyad').fill('Kaya');
  await signUp.getByLabel('E-posta').fill(email);
  await signUp.getByLabel('Şifre').fill(password);
  await signUp.getByRole('button', { name: 'Üye ol' }).click();
  await page.getByRole('heading', { name: 'E-posta adresinizi doğrulayın' }).waitFor();
  await page.getByLabel('Doğrulama kodu').fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await page.getByText('Hoş geldiniz, Ayşe').waitFor();
};

describe('Hesabım', () => {
  it('signs up, verifies with the mailed code, signs in and shows Siparişlerim with tracking and İade talebi', async () => {
    const page = await app.newPage();
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Alisveris123';
    await signUpOnPage(page, email, password, () => shoot(page, 'hesabim-signed-out'));
    await page.getByText('Henüz siparişiniz yok.').waitFor();

    // Checkout is elsewhere: the order is placed for this member straight in the table.
    const order = await writeDeliveredOrder({ kind: 'member', id: await subOf(email, password), name: 'Ayşe Kaya', email });
    // A reload keeps the shopper signed in (the refresh token in localStorage).
    await page.reload();
    const card = page.getByRole('article', { name: `Sipariş #${order.id}` });
    await card.waitFor();
    expect(await card.getByText('Teslim edildi').isVisible()).toBe(true);
    expect(await card.getByText(`GIB${order.id}`).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Kargoyu takip et' }).getAttribute('href')).toContain('yurticikargo.com');
    expect(await card.getByRole('button', { name: 'İade talebi' }).isVisible()).toBe(true);
    await shoot(page, 'hesabim-siparislerim');

    await page.getByRole('tab', { name: 'Adreslerim' }).click();
    await page.getByRole('button', { name: 'Yeni adres ekle' }).click();
    await page.getByLabel('Adres başlığı / alıcı').fill('Ev');
    await page.getByLabel('İl', { exact: true }).selectOption('Ankara');
    await page.getByLabel('İlçe', { exact: true }).selectOption('Çankaya');
    await page.getByLabel('Adres', { exact: true }).fill('Atatürk Bulvarı 1');
    await page.getByRole('button', { name: 'Adresi kaydet' }).click();
    await page.getByText('Çankaya / Ankara').waitFor();

    await page.getByRole('tab', { name: 'Hesap' }).click();
    await page.getByLabel(/açık rıza veriyorum/).check();
    await page.getByText(/^Rıza verildi:/).waitFor();
    await shoot(page, 'hesabim-hesap');

    await page.getByRole('button', { name: 'Çıkış yap' }).click();
    await page.getByRole('heading', { name: 'Giriş yap' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Giriş yap' }).waitFor();
  });
});

describe('a member buys', () => {
  it('signs up, verifies, orders with havale/EFT from the storefront and finds the order in Siparişlerim', async () => {
    const page = await app.newPage();
    const email = `uye-${randomUUID().slice(0, 8)}@example.com`;
    await signUpOnPage(page, email, 'Alisveris123');

    await page.goto(`${app.url}/product/${SHIRT.slug}`);
    await page.getByRole('heading', { name: SHIRT.name, level: 1 }).waitFor();
    await closePopup(page);
    await page.getByRole('button', { name: 'Sepete ekle' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sepetim' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Ödemeye geç' }).click();

    await page.getByRole('heading', { name: 'Ödeme', level: 1 }).waitFor();
    await closePopup(page);
    await fillCheckout(page, email);
    await page.getByRole('radio', { name: /Havale/ }).check();
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ }).check();
    await page.getByRole('button', { name: 'Siparişi tamamla' }).click();
    await page.waitForURL(/\/siparis\/[^/?]+\?t=/);
    await page.getByRole('heading', { name: 'Siparişiniz alındı', level: 1 }).waitFor();
    const orderNo = ((await page.locator('.sf-order-no').textContent()) ?? '').trim().replace(/^#/, '');
    // Havale: the shop's IBAN to pay to, grouped to be read and copied.
    await page
      .getByText(/TR\d{2} \d{4} \d{4}/)
      .first()
      .waitFor();

    await page.goto(`${app.url}/hesabim`);
    const card = page.getByRole('article', { name: `Sipariş #${orderNo}` });
    await card.waitFor();
    expect(await card.getByText('Onay bekliyor').isVisible()).toBe(true);
    await shoot(page, 'hesabim-uye-siparisi');
  });
});

describe('Sipariş takip', () => {
  it('finds a guest order by number and e-mail, says the same for a wrong e-mail, and takes a return request', async () => {
    const guestEmail = `misafir-${randomUUID().slice(0, 6)}@example.com`;
    const order = await writeDeliveredOrder({ kind: 'guest', id: `g-${randomUUID()}`, name: 'Misafir Alıcı', email: guestEmail });
    const page = await app.newPage();
    await page.goto(`${app.url}/siparis-takip`);
    const form = page.getByRole('form', { name: 'Sipariş takip' });
    await form.getByLabel('Sipariş numarası').fill(order.id);
    await form.getByLabel('E-posta').fill('yanlis@example.com');
    await form.getByRole('button', { name: 'Siparişi bul' }).click();
    await page.getByRole('alert').filter({ hasText: ORDER_TRACK_NOT_FOUND }).waitFor();

    await form.getByLabel('E-posta').fill(guestEmail);
    await form.getByRole('button', { name: 'Siparişi bul' }).click();
    const card = page.getByRole('article', { name: `Sipariş #${order.id}` });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Kargoyu takip et' }).isVisible()).toBe(true);
    await shoot(page, 'siparis-takip');

    await card.getByRole('button', { name: 'İade talebi' }).click();
    await card.getByLabel('Keten Gömlek için iade adedi').selectOption('1');
    await card.getByLabel('İade nedeni').selectOption({ label: 'Beden büyük geldi' });
    await card.getByRole('button', { name: 'İade talebini gönder' }).click();
    await card.getByText(`İade talebiniz alındı (R-${order.id}-1)`).waitFor();
    await card.getByText(`R-${order.id}-1: Talep edildi`).waitFor();
    await shoot(page, 'siparis-takip-iade');
  });
});
