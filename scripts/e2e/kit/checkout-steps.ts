import type { Page } from 'playwright-core';

/* Steps the checkout browser tests share: the product they buy, the popup in the way, /odeme's fields. */

/** A seeded product in Beden × Renk (scripts/src/seed/demo-data.ts); S and XL in Kırmızı are in stock as seeded. */
export const SHIRT = { name: 'Organik Siyah Gömlek 4', slug: 'organik-siyah-gomlek-4' } as const;
export const POPUP_TITLE = 'Sepette geçerli hoş geldin kuponu';

/** The campaign popup (whatever its title) shows on every visit: a shopper closes it before using the page under it. */
export const closePopup = async (page: Page): Promise<void> => {
  const popup = page.locator('.sf-popup[role="dialog"]');
  if (await popup.isVisible()) {
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
  }
};

/** Fills /odeme's contact, address and invoice with the mouse and keyboard as any shopper would. */
export const fillCheckout = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Telefon').fill('0532 123 45 67');
  await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
  await page.getByLabel('İl', { exact: true }).selectOption('Ankara');
  await page.getByLabel('İlçe').selectOption('Çankaya');
  await page.getByLabel('Adres', { exact: true }).fill('Atatürk Bulvarı No: 1 Daire: 2');
  await page.getByLabel('T.C. kimlik no').fill('10000000146');
};

/** Picks a carrier in /odeme's Kargo step (the first active one is chosen already). */
export const chooseCarrier = async (page: Page, name: string): Promise<void> => {
  await page
    .getByRole('group', { name: 'Kargo', exact: true })
    .getByRole('radio', { name: new RegExp(`^${name}`) })
    .check();
};
