import { randomUUID } from 'node:crypto';
import { FEEDBACK_TEXTS, SUPPORT_TEXTS, supportRequestDetailSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_JSON_PATH } from '../../src/gateway/mailbox-page';
import type { StoredMail } from '../../src/local/mail-store';
import { call, runtime, subOf, tableItems, useRuntimeTable } from '../runtime-client';
import { tableBaseline } from './setup-test-kit';
import { careShopper, newFeedback, newSupportRequest, sampleContactRequest, sampleFeedback, sampleSupportRequest } from './support-route-samples';

const PUBLIC = '/api/storefront/support-requests';
const FEEDBACK_PUBLIC = '/api/storefront/feedback';
const ADMIN = '/api/admin/support/requests';
const request = (id: string) => `${ADMIN}/${id}`;

/**
 * What is stored, but the rate-limit counters (which count every attempt by design) and the
 * tokens' lookups: the proof that a refused request wrote nothing.
 */
const storedData = async () => (await tableItems()).filter((item) => !String(item.pk).startsWith('RATE#'));

const expectNothingWritten = async (send: () => Promise<{ status: number; body: any }>, status: number) => {
  const before = await storedData();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await storedData()).toEqual(before);
  return res.body;
};

const mailboxOf = async (to: string): Promise<StoredMail[]> => {
  const res = await fetch(`${runtime().url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: StoredMail[] }).messages;
};

const detail = async (id: string) => supportRequestDetailSchema.parse((await call(request(id), { as: 'CUSTOMER_SERVICE' })).body.data);

/** Stored XSS vectors: kept exactly as typed (text), whichever way they are read back. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<a href="javascript:alert(1)">tıkla</a>',
  '{{constructor.constructor("alert(1)")()}}',
];

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
});
afterAll(async () => cleanUp());

describe('Destek: the public support-requests route', () => {
  it("takes the chat's offline form: 201 with the id, listed as new with its first timeline entry", async () => {
    const subject = `Sohbet ${randomUUID().slice(0, 8)}`;
    const res = await call(PUBLIC, { method: 'POST', body: sampleSupportRequest(subject), from: careShopper() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), message: SUPPORT_TEXTS.received });
    const read = await detail(res.body.id);
    expect(read).toMatchObject({ id: res.body.id, source: 'chat', subject, status: 'new', version: 0, email: 'ayse.kaya@example.com' });
    expect(read.assignee).toBeUndefined();
    expect(read.events.map((e) => e.kind)).toEqual(['received']);
    const list = await call(`${ADMIN}?q=${encodeURIComponent(subject)}&source=chat&status=new`, { as: 'CUSTOMER_SERVICE' });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([res.body.id]);
  });

  it('rings the bell of those who hold support:manage, not of other roles', async () => {
    const id = await newSupportRequest(sampleSupportRequest(`Zil ${randomUUID().slice(0, 6)}`));
    const bell = async (role: 'CUSTOMER_SERVICE' | 'ORDER_MANAGER') =>
      ((await call('/api/admin/notifications', { as: role })).body as { id: string; type: string; href?: string }[]).find(
        (n) => n.id === `support-${id}`,
      );
    expect(await bell('CUSTOMER_SERVICE')).toMatchObject({ type: 'SUPPORT_REQUEST', href: `/admin/support?id=${encodeURIComponent(id)}` });
    expect(await bell('ORDER_MANAGER')).toBeUndefined();
  });

  it('refuses bad fields with a Turkish message per field, writing nothing', async () => {
    const body = await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), name: ' ', email: 'yok', message: 'kısa' }, from: careShopper() }),
      400,
    );
    const byField = Object.fromEntries((body.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(byField).toEqual({ name: SUPPORT_TEXTS.nameRequired, email: SUPPORT_TEXTS.emailInvalid, message: SUPPORT_TEXTS.messageTooShort });
    await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), source: 'email' }, from: careShopper() }),
      400,
    );
    await expectNothingWritten(() => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), extra: 1 }, from: careShopper() }), 400);
  });

  it("checks an order number against the e-mail's orders: another's is refused on the field, the shopper's own is kept", async () => {
    // A demo order and the e-mail it was placed with.
    const [listed] = (await call('/api/admin/order?limit=1', { as: 'SUPER_ADMIN' })).body.data as { id: string }[];
    const id = listed?.id ?? '';
    const owner = (await call(`/api/admin/order/${id}`, { as: 'SUPER_ADMIN' })).body.data.customer.email as string;
    expect(owner).not.toBe(sampleSupportRequest().email);
    const refused = await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), orderNumber: id }, from: careShopper() }),
      400,
    );
    expect(refused).toMatchObject({ field: 'orderNumber', message: SUPPORT_TEXTS.orderNotYours });
    await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), orderNumber: '999999999999' }, from: careShopper() }),
      400,
    );
    await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), orderNumber: 'abc' }, from: careShopper() }),
      400,
    );
    const own = await call(PUBLIC, {
      method: 'POST',
      body: { ...sampleSupportRequest(), email: owner.toUpperCase(), orderNumber: `#${id}` },
      from: careShopper(),
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await detail(own.body.id)).orderNumber).toBe(id);
  });

  it.each([
    ['contact page', sampleContactRequest],
    ["chat's offline form", sampleSupportRequest],
  ])("applies the honeypot and fill time to the %s (a script's trap is 'received' but stored nowhere)", async (_name, sample) => {
    const trapped = await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sample(), website: 'http://spam.example' }, from: careShopper() }),
      201,
    );
    expect(trapped.message).toBe(SUPPORT_TEXTS.received);
    const fast = await expectNothingWritten(() => call(PUBLIC, { method: 'POST', body: { ...sample(), fillMs: 500 }, from: careShopper() }), 400);
    expect(fast).toMatchObject({ field: 'fillMs', message: SUPPORT_TEXTS.tooFast });
    const { fillMs: _, ...withoutFill } = sample();
    await expectNothingWritten(() => call(PUBLIC, { method: 'POST', body: withoutFill, from: careShopper() }), 400);
    const ok = await call(PUBLIC, { method: 'POST', body: sample(), from: careShopper() });
    expect(ok.status).toBe(201);
    expect((await detail(ok.body.id)).source).toBe(sample().source);
  });

  it('refuses a body over the size limit (413) and a sixth request from one address (429), not another address', async () => {
    await expectNothingWritten(
      () => call(PUBLIC, { method: 'POST', body: { ...sampleSupportRequest(), message: 'a'.repeat(20_000) }, from: careShopper() }),
      413,
    );
    const from = careShopper();
    for (let i = 0; i < 5; i += 1) expect((await call(PUBLIC, { method: 'POST', body: sampleSupportRequest(`Sel ${i}`), from })).status).toBe(201);
    const over = await expectNothingWritten(() => call(PUBLIC, { method: 'POST', body: sampleSupportRequest('Sel 6'), from }), 429);
    expect(over.message).toBeTruthy();
    expect((await call(PUBLIC, { method: 'POST', body: sampleSupportRequest('Başka'), from: careShopper() })).status).toBe(201);
  });

  it('keeps stored-XSS vectors as text, exactly as typed', async () => {
    const id = await newSupportRequest({ ...sampleSupportRequest(XSS[0]), name: XSS[2], message: XSS.join('\n') });
    const read = await detail(id);
    expect(read).toMatchObject({ subject: XSS[0], name: XSS[2], message: XSS.join('\n') });
  });
});

describe('Destek: the admin routes', () => {
  it('moves a request Yeni → Yanıtlandı by a reply (mailed to the shopper, kept on the timeline), then Çözüldü, and opens it again', async () => {
    const email = `musteri-${randomUUID().slice(0, 8)}@example.com`;
    const id = await newSupportRequest({ ...sampleSupportRequest('İade kargosu'), email });
    const replied = await call(`${request(id)}/replies`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { text: 'Merhaba,\n\nİade kodunuz: 12345.', version: 0 },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const after = supportRequestDetailSchema.parse(replied.body.data);
    expect(after).toMatchObject({ status: 'answered', version: 1 });
    expect(after.events.at(-1)).toMatchObject({
      kind: 'reply',
      text: 'Merhaba,\n\nİade kodunuz: 12345.',
      mailed: true,
      by: { sub: await subOf('CUSTOMER_SERVICE') },
    });
    const mails = await mailboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('İade kargosu');
    expect(mails[0]?.text).toContain('İade kodunuz: 12345.');

    const resolved = await call(`${request(id)}/status`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { status: 'resolved', version: 1 } });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', version: 2 });
    const reopened = await call(`${request(id)}/status`, { as: 'SUPER_ADMIN', method: 'POST', body: { status: 'new', version: 2 } });
    expect(reopened.body.data).toMatchObject({ status: 'new', version: 3 });
    expect(reopened.body.data.events.map((e: { kind: string }) => e.kind)).toEqual(['received', 'reply', 'status', 'status']);
  });

  it('refuses a stale version and a move the table does not allow with 409, writing nothing', async () => {
    const id = await newSupportRequest();
    await call(`${request(id)}/notes`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { text: 'İlk not', version: 0 } });
    const stale = await expectNothingWritten(
      () => call(`${request(id)}/replies`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { text: 'Eski sayfadan yanıt', version: 0 } }),
      409,
    );
    expect(stale.message).toBe(SUPPORT_TEXTS.stale);
    await expectNothingWritten(
      () => call(`${request(id)}/status`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { status: 'resolved', version: 0 } }),
      409,
    );
    const refused = await expectNothingWritten(
      () => call(`${request(id)}/status`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { status: 'new', version: 1 } }),
      409,
    );
    expect(refused.message).toBe(SUPPORT_TEXTS.transitionRefused('new', 'new'));
    expect(await mailboxOf('ayse.kaya@example.com').then((m) => m.some((mail) => (mail.text ?? '').includes('Eski sayfadan yanıt')))).toBe(false);
    await expectNothingWritten(
      () => call(`${ADMIN}/yok-boyle-bir-talep/notes`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { text: 'x', version: 0 } }),
      404,
    );
  });

  it('assigns to an agent who holds support:manage, filters by assignee, and refuses anyone else', async () => {
    const subject = `Atama ${randomUUID().slice(0, 6)}`;
    const id = await newSupportRequest(sampleSupportRequest(subject));
    const agents = (await call('/api/admin/support/agents', { as: 'CUSTOMER_SERVICE' })).body.data as { sub: string; self: boolean }[];
    const me = await subOf('CUSTOMER_SERVICE');
    expect(agents.find((a) => a.self)?.sub).toBe(me);
    expect(agents.map((a) => a.sub)).toContain(await subOf('SUPER_ADMIN'));
    expect(agents.map((a) => a.sub)).not.toContain(await subOf('ORDER_MANAGER'));
    const refused = await expectNothingWritten(
      () => call(`${request(id)}/assignee`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { assigneeSub: 'ORDER_MANAGER_SUB', version: 0 } }),
      400,
    );
    expect(refused.message).toContain(SUPPORT_TEXTS.assigneeNotAgent);
    const assigned = await call(`${request(id)}/assignee`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { assigneeSub: me, version: 0 } });
    expect(assigned.body.data.assignee).toMatchObject({ sub: me });
    const mine = await call(`${ADMIN}?assignee=${me}&q=${encodeURIComponent(subject)}`, { as: 'CUSTOMER_SERVICE' });
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const unassigned = await call(`${ADMIN}?assignee=none&q=${encodeURIComponent(subject)}`, { as: 'CUSTOMER_SERVICE' });
    expect(unassigned.body.data).toEqual([]);
    const cleared = await call(`${request(id)}/assignee`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { assigneeSub: null, version: 1 } });
    expect(cleared.body.data.assignee).toBeUndefined();
    expect((await call(`${ADMIN}?assignee=none&q=${encodeURIComponent(subject)}`, { as: 'CUSTOMER_SERVICE' })).body.data).toHaveLength(1);
  });

  it('searches Turkish text folded (İ/ı, ş, ğ) and pages with a cursor it checks', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const i of [1, 2, 3]) await newSupportRequest({ ...sampleSupportRequest(`IŞIK ĞÜNEŞ ${tag} ${i}`) });
    const first = await call(`${ADMIN}?q=${encodeURIComponent(`ışık güneş ${tag}`)}&limit=2`, { as: 'CUSTOMER_SERVICE' });
    expect(first.body.data).toHaveLength(2);
    const second = await call(`${ADMIN}?q=${encodeURIComponent(`ışık güneş ${tag}`)}&limit=2&cursor=${first.body.nextCursor}`, {
      as: 'CUSTOMER_SERVICE',
    });
    expect(second.body.data.map((r: { subject: string }) => r.subject)).toEqual([`IŞIK ĞÜNEŞ ${tag} 1`]);
    expect((await call(`${ADMIN}?cursor=bozuk`, { as: 'CUSTOMER_SERVICE' })).status).toBe(400);
    expect((await call(`${ADMIN}?status=acik`, { as: 'CUSTOMER_SERVICE' })).status).toBe(400);
  });

  it('keeps a note internal: on the timeline, never mailed', async () => {
    const email = `not-${randomUUID().slice(0, 8)}@example.com`;
    const id = await newSupportRequest({ ...sampleSupportRequest(), email });
    const noted = await call(`${request(id)}/notes`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { text: XSS[1], version: 0 } });
    expect(noted.body.data.events.at(-1)).toMatchObject({ kind: 'note', text: XSS[1] });
    expect(noted.body.data.status).toBe('new');
    expect(await mailboxOf(email)).toEqual([]);
  });
});

describe('Geri Bildirimler', () => {
  it('takes a note with a category, rating and e-mail, lists it unread, filters, searches, and moves it read → archived', async () => {
    const word = `öneri-${randomUUID().slice(0, 6)}`;
    const id = await newFeedback({ ...sampleFeedback(), message: `Şöyle bir ${word} var`, email: 'geri@example.com', rating: 5 });
    const list = await call(`/api/admin/feedback?q=${encodeURIComponent(word.toUpperCase())}`, { as: 'CUSTOMER_SERVICE' });
    expect(list.body.data).toEqual([
      {
        id,
        createdAt: expect.any(String),
        category: 'suggestion',
        message: `Şöyle bir ${word} var`,
        rating: 5,
        email: 'geri@example.com',
        status: 'unread',
      },
    ]);
    const read = await call(`/api/admin/feedback/${id}/status`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { status: 'read' } });
    expect(read.body.data.status).toBe('read');
    const archived = await call(`/api/admin/feedback/${id}/status`, { as: 'CUSTOMER_SERVICE', method: 'POST', body: { status: 'archived' } });
    expect(archived.body.data.status).toBe('archived');
    expect((await call(`/api/admin/feedback?status=archived&q=${word}`, { as: 'CUSTOMER_SERVICE' })).body.data).toHaveLength(1);
    expect((await call(`/api/admin/feedback?status=unread&q=${word}`, { as: 'CUSTOMER_SERVICE' })).body.data).toHaveLength(0);
    expect((await call(`/api/admin/feedback?category=complaint&q=${word}`, { as: 'CUSTOMER_SERVICE' })).body.data).toHaveLength(0);
    await expectNothingWritten(
      () => call('/api/admin/feedback/yok/status', { as: 'CUSTOMER_SERVICE', method: 'POST', body: { status: 'read' } }),
      404,
    );
  });

  it('takes a note without rating or e-mail, and refuses bad input, a trap and a flood, writing nothing', async () => {
    const { rating: _, ...plain } = sampleFeedback();
    expect((await call(FEEDBACK_PUBLIC, { method: 'POST', body: { ...plain, email: '' }, from: careShopper() })).status).toBe(201);
    const bad = await expectNothingWritten(
      () =>
        call(FEEDBACK_PUBLIC, {
          method: 'POST',
          body: { ...sampleFeedback(), category: 'x', rating: 6, email: 'yok', message: 'a' },
          from: careShopper(),
        }),
      400,
    );
    const byField = Object.fromEntries((bad.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(byField).toEqual({
      category: FEEDBACK_TEXTS.categoryRequired,
      rating: FEEDBACK_TEXTS.ratingInvalid,
      email: FEEDBACK_TEXTS.emailInvalid,
      message: FEEDBACK_TEXTS.messageTooShort,
    });
    await expectNothingWritten(
      () => call(FEEDBACK_PUBLIC, { method: 'POST', body: { ...sampleFeedback(), website: 'x' }, from: careShopper() }),
      201,
    );
    await expectNothingWritten(() => call(FEEDBACK_PUBLIC, { method: 'POST', body: { ...sampleFeedback(), fillMs: 100 }, from: careShopper() }), 400);
    await expectNothingWritten(
      () => call(FEEDBACK_PUBLIC, { method: 'POST', body: { ...sampleFeedback(), message: 'x'.repeat(9000) }, from: careShopper() }),
      413,
    );
    const from = careShopper();
    for (let i = 0; i < 5; i += 1) expect((await call(FEEDBACK_PUBLIC, { method: 'POST', body: sampleFeedback(), from })).status).toBe(201);
    await expectNothingWritten(() => call(FEEDBACK_PUBLIC, { method: 'POST', body: sampleFeedback(), from }), 429);
  });

  it('keeps stored-XSS vectors as text', async () => {
    const id = await newFeedback({ ...sampleFeedback(), message: XSS.join(' ') });
    const list = await call(`/api/admin/feedback?q=${encodeURIComponent('constructor')}&limit=100`, { as: 'CUSTOMER_SERVICE' });
    expect(list.body.data.find((f: { id: string }) => f.id === id)?.message).toBe(XSS.join(' '));
  });
});
