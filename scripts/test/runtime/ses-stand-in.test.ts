import { randomUUID } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { orderMail, type OrderMailFacts } from '@shop/functions/email/order-mail-templates';
import { ORDER_MAIL_KINDS } from '@shop/shared';
import { sendMail } from '@shop/functions/email/send-mail';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAILBOX_JSON_PATH, MAILBOX_PATH } from '../../src/gateway/mailbox-page';
import { MAIL_FAILURE_HOOK_PATH, SES_PATH_PREFIX } from '../../src/gateway/ses-stand-in';
import { LOCAL_KEYS } from '../../src/local/credentials';
import { openMailStore, type StoredMail } from '../../src/local/mail-store';
import { LOCAL_MAIL_FROM, LOCAL_REGION } from '../../src/local/runtime';
import { runtime } from '../runtime-client';

/** Tests share one runtime and its mailbox: each writes to addresses of its own. */
const newAddress = () => `musteri-${randomUUID()}@example.com`;

const mailboxOf = async (to: string): Promise<StoredMail[]> => {
  const res = await fetch(`${runtime().url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: StoredMail[] }).messages;
};

const setFailing = async (failing: boolean) => {
  const res = await fetch(`${runtime().url}${MAIL_FAILURE_HOOK_PATH}`, { method: 'PUT', body: JSON.stringify({ failing }) });
  expect(res.status).toBe(204);
};

const facts = (email: string): OrderMailFacts => ({
  orderNumber: 'SP-2001',
  customerName: 'Ayşe <b>Yılmaz</b>',
  email,
  lines: [{ name: 'Keten Gömlek', optionLabel: 'Beden: M', quantity: 2, unitPrice: 450, total: 900 }],
  totals: { subtotal: 900, discount: 0, cargo: 49.9, codFee: 0, total: 949.9 },
  paymentMethod: 'HAVALE_EFT',
  shopName: 'Deniz Butik',
  bankAccounts: [{ bankName: 'Ziraat Bankası', accountHolder: 'Deniz Butik', iban: 'TR330006100519786457841326' }],
  carrier: 'Yurtiçi Kargo',
  trackingNumber: '123456',
  trackingUrl: 'https://kargo.example/takip?no=123456',
  cancelReason: 'Müşteri istedi',
  returnCode: 'IADE-1',
  refundAmount: 450,
  refundMethod: 'BANK_TRANSFER',
});

/** This process sends as a Lambda of the runtime does: its key, its endpoint, its sender. */
beforeEach(() => {
  vi.stubEnv('SES_ENDPOINT', `${runtime().url}${SES_PATH_PREFIX}`);
  vi.stubEnv('MAIL_FROM_ADDRESS', LOCAL_MAIL_FROM);
  vi.stubEnv('AWS_REGION', LOCAL_REGION);
  vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_KEYS.readWrite.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', LOCAL_KEYS.readWrite.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', '');
});
afterEach(() => vi.unstubAllEnvs());

describe('sendMail through the local SES stand-in', () => {
  it('delivers every order template to the mailbox, newest first, with both parts', async () => {
    const to = newAddress();
    const sent: string[] = [];
    for (const kind of ORDER_MAIL_KINDS) {
      const result = await sendMail({ to, ...orderMail(kind, facts(to)) });
      expect(result).toEqual({ ok: true, messageId: expect.stringMatching(/^local-/) });
      if (result.ok) sent.push(result.messageId);
    }
    const messages = await mailboxOf(to);
    expect(messages.map((m) => m.messageId)).toEqual([...sent].reverse());
    const shipped = messages.find((m) => m.subject.startsWith('Siparişiniz kargoya verildi'));
    expect(shipped).toMatchObject({ from: LOCAL_MAIL_FROM, to: [to], subject: 'Siparişiniz kargoya verildi (SP-2001) – Deniz Butik' });
    expect(shipped?.html).toContain('href="https://kargo.example/takip?no=123456"');
    expect(shipped?.html).toContain('Ayşe &lt;b&gt;Yılmaz&lt;/b&gt;');
    expect(shipped?.text).toContain('Takip numarası: 123456');
    expect(Date.now() - Date.parse(shipped?.sentAt ?? '')).toBeLessThan(60_000);
    expect(messages.find((m) => m.subject.startsWith('Siparişiniz alındı'))?.text).toContain('TR330006100519786457841326');
  });

  it('answers {ok:false} without throwing while the stand-in refuses mail, and keeps nothing', async () => {
    const to = newAddress();
    await setFailing(true);
    try {
      const result = await sendMail({ to, ...orderMail('ORDER_CONFIRMED', facts(to)) });
      expect(result).toEqual({ ok: false, error: expect.stringContaining('MessageRejected') });
    } finally {
      await setFailing(false);
    }
    expect(await mailboxOf(to)).toEqual([]);
    expect(await sendMail({ to, ...orderMail('ORDER_CONFIRMED', facts(to)) })).toMatchObject({ ok: true });
    expect(await mailboxOf(to)).toHaveLength(1);
  });

  it('answers {ok:false} without throwing when no sender is configured or SES cannot be reached', async () => {
    const to = newAddress();
    vi.stubEnv('MAIL_FROM_ADDRESS', '');
    expect(await sendMail({ to, subject: 'x', html: '<p>x</p>', text: 'x' })).toEqual({ ok: false, error: 'MAIL_FROM_ADDRESS is not set' });
    vi.stubEnv('MAIL_FROM_ADDRESS', LOCAL_MAIL_FROM);
    // A port nothing listens on: the SDK's network error, caught.
    vi.stubEnv('SES_ENDPOINT', 'http://127.0.0.1:9/_ses');
    expect(await sendMail({ to, subject: 'x', html: '<p>x</p>', text: 'x' })).toMatchObject({ ok: false, error: expect.any(String) });
    expect(await mailboxOf(to)).toEqual([]);
  });

  it('refuses another sender than the shop’s, as the IAM condition on ses:FromAddress does in AWS', async () => {
    const to = newAddress();
    vi.stubEnv('MAIL_FROM_ADDRESS', 'sahte@example.com');
    expect(await sendMail({ to, subject: 'x', html: '<p>x</p>', text: 'x' })).toEqual({
      ok: false,
      error: expect.stringContaining('AccessDeniedException'),
    });
    expect(await mailboxOf(to)).toEqual([]);
  });
});

describe('the SES stand-in checks SigV4 like SES', () => {
  const send = (credentials: { accessKeyId: string; secretAccessKey: string }, to: string) =>
    new SESv2Client({ endpoint: `${runtime().url}${SES_PATH_PREFIX}`, region: LOCAL_REGION, credentials, maxAttempts: 1 }).send(
      new SendEmailCommand({
        FromEmailAddress: LOCAL_MAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: 'İmza denemesi' }, Body: { Text: { Data: 'merhaba' } } } },
      }),
    );
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (e: unknown) => {
        const error = e as { name: string; $metadata?: { httpStatusCode?: number } };
        return { name: error.name, status: error.$metadata?.httpStatusCode };
      },
    );

  it('takes a call signed with a local key and refuses a wrong secret, an unknown key and no signature with 403', async () => {
    const to = newAddress();
    expect(await refusal(send({ accessKeyId: LOCAL_KEYS.developer.accessKeyId, secretAccessKey: 'not-the-secret' }, to))).toEqual({
      name: 'InvalidSignatureException',
      status: 403,
    });
    expect(await refusal(send({ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'local' }, to))).toEqual({
      name: 'UnrecognizedClientException',
      status: 403,
    });
    const unsigned = await fetch(`${runtime().url}${SES_PATH_PREFIX}/v2/email/outbound-emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        FromEmailAddress: LOCAL_MAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: 'imzasız' }, Body: { Text: { Data: 'x' } } } },
      }),
    });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    expect(await mailboxOf(to)).toEqual([]);

    const accepted = await send({ accessKeyId: LOCAL_KEYS.developer.accessKeyId, secretAccessKey: LOCAL_KEYS.developer.secretAccessKey }, to);
    expect((await mailboxOf(to)).map((m) => m.messageId)).toEqual([accepted.MessageId]);
  });
});

describe('the mailbox page', () => {
  it('lists the messages with subject, recipient and time, each body in a sandboxed frame of a script-free page', async () => {
    const to = newAddress();
    const subject = `Sayfa denemesi <script>alert(1)</script> ${randomUUID()}`;
    expect(await sendMail({ to, subject, html: '<p onclick="x()">Merhaba</p><script>alert(2)</script>', text: 'Merhaba' })).toMatchObject({
      ok: true,
    });
    const res = await fetch(`${runtime().url}${MAILBOX_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    const page = await res.text();
    expect(page).toContain('<h1>Yerel posta kutusu</h1>');
    const escapedSubject = subject.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const article = page.slice(page.indexOf(`<h2>${escapedSubject}</h2>`));
    expect(article).toContain(`<dt>Alıcı</dt><dd>${to}</dd>`);
    expect(article).toMatch(/<dt>Gönderim zamanı<\/dt><dd><time datetime="\d{4}-\d\d-\d\dT[^"]+">/);
    expect(article).toContain(
      'sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Merhaba&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;"',
    );
    // The only markup is the page's own: no script element, whatever the messages held.
    expect(page).not.toMatch(/<script/i);
  });
});

describe('the mailbox store', () => {
  it('keeps the messages across a restart, newest first, and skips a torn line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-mail-'));
    try {
      const first = await openMailStore(dir);
      const mail = (n: number): StoredMail => ({
        messageId: `m${n}`,
        from: 'a@b.c',
        to: ['d@e.f'],
        subject: `s${n}`,
        text: 't',
        sentAt: new Date().toISOString(),
      });
      await first.add(mail(1));
      await first.add(mail(2));
      await appendFile(join(dir, 'messages.jsonl'), '{"messageId":"m3","fro');
      const again = await openMailStore(dir);
      expect(again.list().map((m) => m.messageId)).toEqual(['m2', 'm1']);
      await again.add(mail(4));
      expect((await openMailStore(dir)).list().map((m) => m.messageId)).toEqual(['m4', 'm2', 'm1']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
