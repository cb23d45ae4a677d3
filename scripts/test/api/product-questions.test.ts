import { QUESTION_TEXTS, notificationKey } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_JSON_PATH } from '../../src/gateway/mailbox-page';
import type { StoredMail } from '../../src/local/mail-store';
import { call, runtime, subOf, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';
import { newShopper } from '../shopper-session';
import { askedQuestion, publishedQuestion, questionShopper, sampleQuestion } from './question-route-samples';
import { tableBaseline } from './setup-test-kit';

const ASK = '/api/storefront/questions';
const ADMIN = '/api/admin/catalog/questions';
const publicList = (productId: string, query = '') => `/api/storefront/products/${productId}/questions${query}`;
const act = (id: string, body: unknown, as: 'PRODUCT_MANAGER' | 'ADMIN' = 'PRODUCT_MANAGER') =>
  call(`${ADMIN}/${id}/actions`, { as, method: 'POST', body });

/** Everything but the rate-limit counters, which count every attempt by design. */
const storedData = async () => (await tableItems()).filter((item) => !String(item.pk).startsWith('RATE#'));

const mailboxOf = async (to: string): Promise<StoredMail[]> => {
  const res = await fetch(`${runtime().url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: StoredMail[] }).messages;
};

/** Stored-XSS vectors: each must come back exactly as typed, as text (the browser tests render them). */
const XSS_VECTORS = [
  '<script>window.__xss=1</script> kumaşı nedir?',
  '<img src=x onerror="window.__xss=1"> beden tablosu?',
  '"><svg onload=alert(1)> renk seçenekleri?',
  'javascript:alert(document.cookie) // iade?',
  '<a href="javascript:alert(1)">tıkla</a> garanti?',
  '{{constructor.constructor("alert(1)")()}} kargo?',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>?',
  '&lt;b&gt;kalın&lt;/b&gt; &amp; yıkama? \u202Eters',
];

/** A product of its own per test: its lists hold only that test's questions. */
const freshProduct = async (): Promise<string> => {
  const made = await call('/api/admin/catalog/product', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: productBody(`Soru testi ${Date.now()}-${Math.random()}`),
  });
  expect(made.status).toBe(201);
  return made.body.data.id as string;
};

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
});
afterAll(async () => cleanUp());

describe('Ürün Soruları: asking', () => {
  it('stores a guest question waiting, hidden from the product page, and tells the product roles in the bell', async () => {
    const productId = await freshProduct();
    const res = await call(ASK, { method: 'POST', body: sampleQuestion(productId, 'Bu elbisenin astarı var mı?'), from: questionShopper() });
    expect(res).toEqual({ status: 200, body: { received: true, message: QUESTION_TEXTS.received } });

    const listed = await call(`${ADMIN}?productId=${productId}`, { as: 'PRODUCT_MANAGER' });
    const q = listed.body.data.find((row: { text: string }) => row.text === 'Bu elbisenin astarı var mı?');
    expect(q).toMatchObject({ status: 'WAITING', productId, asker: { name: 'Ayşe Kaya', email: 'ayse.soru@example.com' }, version: 1 });
    expect((await call(publicList(productId))).body.data).toEqual([]);

    const items = await tableItems();
    const copyOf = async (role: 'PRODUCT_MANAGER' | 'ORDER_MANAGER') => {
      const key = notificationKey(await subOf(role), `question-${String(q.id)}`);
      return items.find((i) => i.pk === key.pk && i.sk === key.sk);
    };
    expect(await copyOf('PRODUCT_MANAGER')).toMatchObject({
      type: 'PRODUCT_QUESTION',
      href: `/admin/catalog/question/${String(q.id)}`,
      isRead: false,
    });
    // An order manager may not answer questions: not told.
    expect(await copyOf('ORDER_MANAGER')).toBeUndefined();
  });

  it("stores a signed-in shopper's question under their account's name and address", async () => {
    const shopper = await newShopper();
    const productId = await freshProduct();
    const res = await call('/api/storefront/account/questions', {
      token: shopper.idToken,
      method: 'POST',
      body: { productId, text: 'Üyeyim, bu ürün hediye paketiyle gelir mi?', fillMs: 4000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [q] = (await call(`${ADMIN}?productId=${productId}&limit=1`, { as: 'ADMIN' })).body.data;
    expect(q).toMatchObject({ text: 'Üyeyim, bu ürün hediye paketiyle gelir mi?', asker: { email: shopper.email, memberSub: expect.any(String) } });
  });

  const byField = (path: string, message: string) => ({ field: path, issues: [{ path, message }] });
  it.each([
    ['a question under 10 characters', { text: 'Beden ne?' }, byField('text', QUESTION_TEXTS.textTooShort)],
    ['a question over 2,000 characters', { text: 'a'.repeat(2001) }, byField('text', QUESTION_TEXTS.textTooLong)],
    ['no name', { name: '   ' }, byField('name', QUESTION_TEXTS.nameRequired)],
    ['a bad address', { email: 'ayse@' }, byField('email', QUESTION_TEXTS.emailInvalid)],
    ['a field it does not know', { status: 'PUBLISHED' }, {}],
    ['a send within 3 s of the form opening', { fillMs: 500 }, { field: 'fillMs', message: QUESTION_TEXTS.tooFast }],
  ])('refuses %s (400, Turkish, by field) and writes nothing', async (_name, change, expected) => {
    const productId = await freshProduct();
    const before = await storedData();
    const res = await call(ASK, { method: 'POST', body: { ...sampleQuestion(productId), ...change }, from: questionShopper() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(expected);
    expect(await storedData()).toEqual(before);
  });

  it('answers a filled honeypot like a stored question, storing nothing; an unknown product is 404; a huge body 413', async () => {
    const productId = await freshProduct();
    const before = await storedData();
    const trapped = await call(ASK, {
      method: 'POST',
      body: { ...sampleQuestion(productId), website: 'http://spam.example' },
      from: questionShopper(),
    });
    expect(trapped).toEqual({ status: 200, body: { received: true, message: QUESTION_TEXTS.received } });
    const missing = await call(ASK, { method: 'POST', body: sampleQuestion('yok-boyle-urun'), from: questionShopper() });
    expect(missing.status).toBe(404);
    const huge = await call(ASK, { method: 'POST', body: { ...sampleQuestion(productId), text: 'x'.repeat(20_000) }, from: questionShopper() });
    expect(huge.status).toBe(413);
    expect(await storedData()).toEqual(before);
  });

  it('limits one client to 5 questions in 10 minutes (429 with Retry-After), without touching another client', async () => {
    const productId = await freshProduct();
    const me = questionShopper();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(ASK, { method: 'POST', body: sampleQuestion(productId, `Soru numarası ${i}: beden?`), from: me })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await call(ASK, { method: 'POST', body: sampleQuestion(productId), from: questionShopper() })).status).toBe(200);
  });

  it('limits a product to 30 questions an hour from everyone together', async () => {
    const productId = await freshProduct();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await call(ASK, { method: 'POST', body: sampleQuestion(productId, `Sel sorusu ${i}: renk?`), from: questionShopper() })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps stored-XSS vectors as the text typed, in the admin and on the product page', async () => {
    const productId = await freshProduct();
    for (const text of XSS_VECTORS) {
      const res = await call(ASK, { method: 'POST', body: sampleQuestion(productId, text), from: questionShopper() });
      expect(res.status, text).toBe(200);
    }
    const rows = (await call(`${ADMIN}?productId=${productId}&limit=20`, { as: 'PRODUCT_MANAGER' })).body.data as {
      id: string;
      text: string;
      version: number;
    }[];
    expect(rows.map((r) => r.text).sort()).toEqual([...XSS_VECTORS].map((t) => t.trim()).sort());
    const first = rows[0]!;
    const answer = '<script>alert("yanıt")</script> evet';
    const answered = await act(first.id, { action: 'ANSWER', version: first.version, answer });
    await act(first.id, { action: 'APPROVE', version: answered.body.data.version });
    const shown = await fetch(`${runtime().url}${publicList(productId)}`);
    expect(shown.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await shown.json()) as { data: { text: string; answer: { text: string } }[] };
    expect(body.data).toEqual([expect.objectContaining({ text: first.text, answer: expect.objectContaining({ text: answer }) })]);
  });
});

describe('Ürün Soruları: staff', () => {
  it('answers, approves (the page shows it, the asker gets an e-mail), and logs who did it', async () => {
    const email = `soru-${Date.now()}@example.com`;
    const productId = await freshProduct();
    await call(ASK, {
      method: 'POST',
      body: { ...sampleQuestion(productId, 'Yıkamada rengi solar mı?'), name: 'Mehmet Ali Yurt', email },
      from: questionShopper(),
    });
    const [q] = (await call(`${ADMIN}?productId=${productId}&limit=1`, { as: 'PRODUCT_MANAGER' })).body.data;

    const answered = await act(q.id, { action: 'ANSWER', version: 1, answer: 'Hayır, rengi solmaz; ters çevirip yıkayın.' });
    expect(answered.body.data).toMatchObject({ status: 'ANSWERED', version: 2, answer: { text: 'Hayır, rengi solmaz; ters çevirip yıkayın.' } });
    expect((await call(publicList(productId))).body.data).toEqual([]);
    expect(await mailboxOf(email)).toHaveLength(0);

    const approved = await act(q.id, { action: 'APPROVE', version: 2 });
    expect(approved.body.data).toMatchObject({ status: 'PUBLISHED', version: 3, publishedAt: expect.any(String) });
    const shown = await call(publicList(productId));
    expect(shown.body).toEqual({
      data: [
        {
          id: q.id,
          text: 'Yıkamada rengi solar mı?',
          askerName: 'Mehmet Y.',
          createdAt: q.createdAt,
          answer: { text: 'Hayır, rengi solmaz; ters çevirip yıkayın.', at: expect.any(String) },
        },
      ],
    });
    expect(JSON.stringify(shown.body)).not.toContain(email);

    const mails = await mailboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: expect.stringContaining('Sorunuz yanıtlandı') });
    expect(mails[0]?.text).toContain('Hayır, rengi solmaz');

    const audit = (await tableItems()).filter((i) => String(i.pk).startsWith('AUDIT#question.') && (i.target as { id: string }).id === q.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['question.answered', 'question.approved']);
  });

  it('refuses a stale version, an impossible step and a short answer (409/400), writing nothing', async () => {
    const q = await askedQuestion();
    const before = await storedData();
    const stale = await act(q.id, { action: 'ANSWER', version: q.version + 1, answer: 'Evet, mevcut.' });
    expect(stale).toMatchObject({ status: 409, body: { message: QUESTION_TEXTS.stale } });
    const impossible = await act(q.id, { action: 'APPROVE', version: q.version });
    expect(impossible).toMatchObject({ status: 409, body: { message: QUESTION_TEXTS.notAllowed('WAITING', 'APPROVE') } });
    const short = await act(q.id, { action: 'ANSWER', version: q.version, answer: 'Evet.' });
    expect(short).toMatchObject({ status: 400, body: { field: 'answer', issues: [{ path: 'answer', message: QUESTION_TEXTS.answerTooShort }] } });
    const noReason = await act(q.id, { action: 'REJECT', version: q.version, reason: '' });
    expect(noReason).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(await storedData()).toEqual(before);
    expect((await call(`${ADMIN}/nope/actions`, { as: 'PRODUCT_MANAGER', method: 'POST', body: { action: 'APPROVE', version: 1 } })).status).toBe(
      404,
    );
  });

  it('rejects with a reason: off the page, final', async () => {
    const { id, productId } = await publishedQuestion(await freshProduct());
    const detail = (await call(`${ADMIN}/${id}`, { as: 'ADMIN' })).body.data;
    const rejected = await act(id, { action: 'REJECT', version: detail.version, reason: 'Ürünle ilgisi yok.' }, 'ADMIN');
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejectReason: 'Ürünle ilgisi yok.' });
    expect((await call(publicList(productId))).body.data).toEqual([]);
    expect((await act(id, { action: 'ANSWER', version: rejected.body.data.version, answer: 'Yeniden yanıt.' })).status).toBe(409);
  });

  it('filters by status, product and words', async () => {
    const productId = await freshProduct();
    await call(ASK, { method: 'POST', body: sampleQuestion(productId, 'Şarjı kaç saat dayanıyor?'), from: questionShopper() });
    const { id: published } = await publishedQuestion(productId);
    const ids = async (query: string) =>
      ((await call(`${ADMIN}?${query}`, { as: 'PRODUCT_MANAGER' })).body.data as { id: string }[]).map((r) => r.id);
    expect(await ids(`productId=${productId}&status=PUBLISHED`)).toEqual([published]);
    expect(await ids(`productId=${productId}&status=WAITING`)).toHaveLength(1);
    expect((await ids('status=PUBLISHED')).includes(published)).toBe(true);
    // Folded like every search: "SARJI" finds "Şarjı".
    const found = (await call(`${ADMIN}?q=SARJI&limit=50`, { as: 'PRODUCT_MANAGER' })).body.data as { text: string }[];
    expect(found.map((r) => r.text)).toContain('Şarjı kaç saat dayanıyor?');
    expect((await call(`${ADMIN}?status=NOPE`, { as: 'PRODUCT_MANAGER' })).status).toBe(400);
    expect((await call(ADMIN, { as: 'ORDER_MANAGER' })).status).toBe(403);
  });
});

describe('Ürün Soruları: the product page and reports', () => {
  it('pages the shown questions newest first; a cursor of another product is 400', async () => {
    const productId = await freshProduct();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await publishedQuestion(productId)).id);
    const first = await call(publicList(productId, '?limit=5'));
    expect(first.body.data.map((q: { id: string }) => q.id)).toEqual(ids.slice(1).reverse());
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call(publicList(productId, `?limit=5&cursor=${first.body.nextCursor}`));
    expect(second.body.data.map((q: { id: string }) => q.id)).toEqual([ids[0]]);
    const other = await freshProduct();
    expect((await call(publicList(other, `?cursor=${first.body.nextCursor}`))).status).toBe(400);
  });

  it('takes a report of a shown question (kept shown, marked for staff), not of a hidden one; limited per client', async () => {
    const { id, productId } = await publishedQuestion(await freshProduct());
    const me = questionShopper();
    const report = (qid: string, from = me) =>
      call(`/api/storefront/questions/${qid}/report`, { method: 'POST', body: { reason: 'Yanlış bilgi' }, from });
    expect(await report(id)).toEqual({ status: 200, body: { reported: true, message: QUESTION_TEXTS.reported } });
    const detail = (await call(`${ADMIN}/${id}`, { as: 'PRODUCT_MANAGER' })).body.data;
    expect(detail).toMatchObject({ status: 'REPORTED', reportCount: 1, reports: [{ reason: 'Yanlış bilgi' }] });
    expect((await call(publicList(productId))).body.data.map((q: { id: string }) => q.id)).toEqual([id]);

    const waiting = await askedQuestion();
    expect((await report(waiting.id, questionShopper())).status).toBe(404);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await report(id)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    // Approved again: shown, the count starts over.
    const kept = await act(id, { action: 'APPROVE', version: (await call(`${ADMIN}/${id}`, { as: 'PRODUCT_MANAGER' })).body.data.version });
    expect(kept.body.data).toMatchObject({ status: 'PUBLISHED', reportCount: 0 });
  });
});
