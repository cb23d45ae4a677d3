import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_CHAT_SETTINGS, type LiveChatSettings } from '@shop/shared';
import { MAILBOX_JSON_PATH } from '../src/gateway/mailbox-page';
import type { StoredMail } from '../src/local/mail-store';
import { demoIdToken } from '../src/seed/demo-sign-in';
import { DESKTOP, PHONE, useTestApp } from './kit/app';
import { seriousViolations } from './kit/axe';
import { uploadInPicker } from './kit/forms';
import { AdminShell, withToast } from './kit/shell';
import { png } from './media-files';

/** Issue 30's live chat: a shopper on / and a CUSTOMER_SERVICE agent on Aktif Sohbetler, then the offline form into Destek. */
const app = useTestApp();

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
};

/** Canlı Destek Ayarları' hours, saved through the API as the agent (the page itself is tested elsewhere). */
const saveHours = async (hours: LiveChatSettings['hours']) => {
  const config = (await (await fetch(`${app.url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const token = await demoIdToken({ endpoint: config.userPoolEndpoint, clientId: config.userPoolClientId }, 'CUSTOMER_SERVICE');
  const res = await fetch(`${app.url}/api/admin/live-support/chat-settings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEFAULT_LIVE_CHAT_SETTINGS, hours }),
  });
  expect(res.status).toBe(200);
};
const everyDay = (open: boolean) =>
  Object.fromEntries(
    Object.keys(DEFAULT_LIVE_CHAT_SETTINGS.hours).map((day) => [day, { open, from: '00:00', to: '23:59' }]),
  ) as LiveChatSettings['hours'];

const mailboxOf = async (to: string): Promise<StoredMail[]> =>
  ((await (await fetch(`${app.url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`)).json()) as { messages: StoredMail[] }).messages;

describe('live chat between a shopper and a CUSTOMER_SERVICE agent', () => {
  it('the agent switches Canlı Destek on and answers a shopper on / at once, typing both ways; outside hours the offline form reaches Destek', async () => {
    // Round the clock (23:59 runs to midnight): the test never meets closing time.
    await saveHours(everyDay(true));

    // The agent: Canlı Destek on in the top bar, then Aktif Sohbetler.
    const shell = await AdminShell.signIn(app, 'customer_service@example.com');
    const desk = shell.page;
    const toggle = desk.getByRole('switch', { name: 'Canlı Destek' });
    // The switch waits for the setting's first read (a cold local Lambda on a busy machine can take a while).
    await expect.poll(() => toggle.isEnabled(), { timeout: 60_000 }).toBe(true);
    if (!(await toggle.isChecked())) await withToast(desk, 'Canlı Destek Aktif', () => desk.locator('.live-support-toggle label').click());
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await shell.goto('/admin/live-support');
    await desk.getByRole('heading', { level: 1, name: 'Aktif Sohbetler' }).waitFor();

    // The shopper, by keyboard: the launcher, a name, a message sent with Enter.
    const shopper = await app.newPage();
    await shopper.goto(`${app.url}/`);
    const launcher = shopper.getByRole('button', { name: 'Canlı destek', exact: true });
    await launcher.waitFor();
    await launcher.focus();
    await shopper.keyboard.press('Enter');
    const chat = shopper.getByRole('dialog', { name: 'Canlı destek', exact: true });
    const visitor = `Deniz ${randomUUID().slice(0, 4)}`;
    await chat.getByLabel('Adınız', { exact: true }).fill(visitor);
    await chat.getByRole('button', { name: 'Sohbeti başlat' }).click();
    const box = chat.getByLabel('Mesajınız', { exact: true });
    await expect.poll(() => box.isEnabled()).toBe(true);
    await box.fill('Merhaba, siparişim ne zaman kargoda?');
    await box.press('Enter');
    await chat.getByRole('log').getByText('Merhaba, siparişim ne zaman kargoda?').waitFor();

    // The agent sees it at once (pushed, no reload), takes it and answers; the shopper sees the typing first.
    const row = desk.getByRole('button', { name: new RegExp(visitor) });
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    const conversation = desk.getByRole('log', { name: 'Mesajlar' });
    await conversation.getByText('Merhaba, siparişim ne zaman kargoda?').waitFor();
    await withToast(desk, 'Sohbet atandı.', () => desk.getByRole('button', { name: 'Bana ata' }).click());
    const reply = desk.getByLabel('Yanıtınız', { exact: true });
    await reply.pressSequentially('Merhaba', { delay: 20 });
    await chat.getByText('Temsilci yazıyor…').waitFor();
    await reply.pressSequentially(` ${visitor}, siparişiniz bugün kargoya verilecek.`, { delay: 5 });
    await desk.getByRole('button', { name: 'Gönder', exact: true }).click();
    await chat.getByRole('log').getByText('siparişiniz bugün kargoya verilecek').waitFor();

    // Typing the other way, and a second message: both sides list all of it in order.
    await box.pressSequentially('Teşekkürler', { delay: 20 });
    await desk.getByText(`${visitor} yazıyor…`).waitFor();
    await box.press('Enter');
    await conversation.getByText('Teşekkürler').waitFor();
    const order = ['Merhaba, siparişim', 'kargoya verilecek', 'Teşekkürler'];
    /** Where each part is in the log: all there, each after the one before. */
    const positions = async (log: ReturnType<Page['getByRole']>) => {
      const texts = await log.getByRole('listitem').allTextContents();
      return order.map((part) => texts.findIndex((t) => t.includes(part)));
    };
    for (const log of [chat.getByRole('log'), conversation]) {
      const at = await positions(log);
      expect(
        at.every((p, i) => p >= 0 && (i === 0 || p > (at[i - 1] ?? -1))),
        at.join(),
      ).toBe(true);
    }
    // Photos both ways: the shopper attaches one from the device, the agent sends one through Galeri's picker.
    const chatImages = chat.getByRole('log').getByRole('img', { name: 'Görsel' });
    const deskImages = conversation.getByRole('img', { name: 'Görsel' });
    await chat.locator('input[type=file]').setInputFiles({ name: 'kutu.png', mimeType: 'image/png', buffer: png(40, 30, [200, 80, 40]) });
    await expect.poll(() => deskImages.count()).toBe(1);
    await expect.poll(() => chatImages.count()).toBe(1);
    await desk.getByRole('button', { name: 'Görsel gönder' }).click();
    const picker = desk.getByRole('dialog', { name: 'Görsel gönder' });
    await uploadInPicker(picker, { name: `yanit-${randomUUID().slice(0, 6)}.png`, mimeType: 'image/png', buffer: png(24, 24, [20, 140, 90]) });
    await picker.getByRole('button', { name: 'Seç', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => chatImages.count()).toBe(2);
    await expect.poll(() => deskImages.count()).toBe(2);
    // Both photos are served: the shopper's from its chat folder, the agent's from the library.
    const sources = await chatImages.evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src));
    expect(sources[0]).toContain('/media/chat/');
    for (const src of sources) {
      const served = await fetch(src);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    }

    // The shopper sees the agent by name, not by e-mail.
    expect(await chat.getByRole('log').textContent()).toContain('Emre Koç');
    expect(await chat.getByRole('log').textContent()).not.toContain('@example.com');
    expect(await seriousViolations(shopper)).toEqual([]);

    await keepScreenshot(shopper, 'live-chat-shopper-1440');
    await keepScreenshot(desk, 'live-chat-agent-1440');
    await shopper.setViewportSize(PHONE);
    await desk.setViewportSize(PHONE);
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(shopper, 'live-chat-shopper-390');
    await keepScreenshot(desk, 'live-chat-agent-390');
    await desk.setViewportSize(DESKTOP);

    // The agent closes it; the shopper is told.
    await desk.getByRole('button', { name: 'Sohbeti kapat' }).click();
    await withToast(desk, 'Sohbet kapatıldı.', () => desk.locator('.p-confirm-dialog').getByRole('button', { name: 'Sohbeti kapat' }).click());
    await chat.getByText(/^Sohbet kapatıldı\./).waitFor();
    await shopper.context().close();

    // Outside the hours: the launcher opens the offline form, whose request reaches Destek as the chat's.
    await saveHours(everyDay(false));
    const late = await app.newPage({ viewport: PHONE });
    await late.goto(`${app.url}/`);
    await late.getByRole('button', { name: 'Canlı destek', exact: true }).click();
    const offline = late.getByRole('dialog', { name: 'Canlı destek', exact: true });
    await offline.getByRole('heading', { name: 'Mesaj bırakın' }).waitFor();
    const email = `gece.${randomUUID().slice(0, 6)}@example.com`;
    const subject = `Gece sorusu ${randomUUID().slice(0, 6)}`;
    await offline.getByLabel('Adınız', { exact: true }).fill('Gece Ziyaretçisi');
    await offline.getByLabel('E-posta', { exact: true }).fill(email);
    await offline.getByLabel('Konu', { exact: true }).fill(subject);
    await offline.getByLabel('Mesaj', { exact: true }).fill('Kapıda ödeme seçeneğiniz var mı? Yarın dönerseniz sevinirim.');
    expect(await seriousViolations(late)).toEqual([]);
    await keepScreenshot(late, 'live-chat-offline-390');
    // The server refuses a form sent within 3 s of being shown (a script's speed): a person takes longer.
    await late.waitForTimeout(3000);
    await offline.getByRole('button', { name: 'Mesajı gönder' }).click();
    await offline.getByRole('status').getByText('Mesajınız alındı').waitFor();
    await late.context().close();

    await shell.goto('/admin/support');
    const request = desk.getByRole('row', { name: new RegExp(subject) });
    await request.getByText('Canlı destek').waitFor();
    await request.getByRole('button', { name: /talebini aç/ }).click();
    const dialog = desk.getByRole('dialog', { name: subject });
    await dialog.getByText(email).waitFor();
    await dialog.getByLabel('Müşteriye yanıtınız').fill('Merhaba, evet: kapıda nakit ve kartla ödeme alıyoruz.');
    await withToast(desk, 'Yanıt gönderildi', () => dialog.getByRole('button', { name: 'Yanıtla ve e-posta gönder' }).click());
    await dialog.getByText('E-posta gönderildi').waitFor();
    // The timeline names the agent, not their e-mail.
    await dialog.getByText('Emre Koç yanıtladı').waitFor();
    const mails = await mailboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('kapıda nakit ve kartla ödeme alıyoruz');
    await desk.close();
  });
});
