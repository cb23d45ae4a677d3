import { FORM_TEXTS, MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_JSON_PATH } from '../../src/gateway/mailbox-page';
import type { StoredMail } from '../../src/local/mail-store';
import { call, runtime, tableItems, useRuntimeTable } from '../runtime-client';
import { sampleFormBody, sampleSubmission } from './form-route-samples';
import { tableBaseline } from './setup-test-kit';

const FORMS = '/api/admin/content/forms';
const publicForm = (id: string) => `/api/storefront/forms/${id}`;
const submissions = (id: string) => `/api/storefront/forms/${id}/submissions`;
const adminSubmissions = (id: string) => `${FORMS}/${id}/submissions`;

let n = 0;
/** A shopper of its own per call (127.57.x.y): one test's per-client limit never touches another's. */
const shopper = () => `127.57.${Math.floor(n / 200) % 250}.${(n++ % 200) + 1}`;

/** Everything but the rate-limit counters, which count every attempt by design. */
const storedData = async () => (await tableItems()).filter((item) => !String(item.pk).startsWith('RATE#'));

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
});
afterAll(async () => cleanUp());

const createForm = async (body: unknown = sampleFormBody('Test formu')) => {
  const res = await call(FORMS, { as: 'CONTENT_MANAGER', method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string; fields: { id: string }[] };
};

const submit = (id: string, body: unknown, from = shopper()) => call(submissions(id), { method: 'POST', body, from });

const mailboxOf = async (to: string): Promise<StoredMail[]> => {
  const res = await fetch(`${runtime().url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: StoredMail[] }).messages;
};

describe('Form Oluşturucu: the admin routes', () => {
  it('creates a form (KVKK box made required), lists it with its counts, reads and updates it, and logs who did it', async () => {
    const form = await createForm({
      ...sampleFormBody('İade Talebi'),
      fields: [...sampleFormBody('x').fields.slice(0, 2), { id: 'onay', kind: 'KVKK', label: 'Onaylıyorum', required: false }],
    });
    expect(form).toMatchObject({ name: 'İade Talebi', submissionCount: 0, unreadCount: 0 });
    expect(form.fields.at(-1)).toEqual({ id: 'onay', kind: 'KVKK', label: 'Onaylıyorum', required: true, helpText: '', options: [] });

    const list = await call(FORMS, { as: 'CONTENT_MANAGER' });
    expect(list.body.data.find((f: { id: string }) => f.id === form.id)).toEqual({
      id: form.id,
      name: 'İade Talebi',
      fieldCount: 3,
      submissionCount: 0,
      unreadCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const changed = { ...sampleFormBody('İade Talebi 2'), notifyEmail: 'iade@example.com' };
    const updated = await call(`${FORMS}/${form.id}`, { as: 'CONTENT_MANAGER', method: 'POST', body: changed });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: form.id, name: 'İade Talebi 2', notifyEmail: 'iade@example.com' });
    expect((await call(`${FORMS}/${form.id}`, { as: 'CONTENT_MANAGER' })).body.data.name).toBe('İade Talebi 2');

    const audit = (await tableItems()).filter((i) => String(i.pk).startsWith('AUDIT#form.') && (i.target as { id: string }).id === form.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['form.created', 'form.updated']);
  });

  it.each([
    ['no fields', { fields: [] }, FORM_TEXTS.fieldsRequired],
    ['a list without options', { fields: [{ id: 'konu', kind: 'SELECT', label: 'Konu' }] }, FORM_TEXTS.optionsRequired],
    ['an unknown kind', { fields: [{ id: 'x', kind: 'SCRIPT', label: 'X' }] }, FORM_TEXTS.kindInvalid],
    ['a bad notification address', { notifyEmail: 'yok@' }, FORM_TEXTS.notifyEmailInvalid],
  ])('refuses a form with %s (400, Turkish), storing nothing', async (_name, change, message) => {
    const before = await storedData();
    const res = await call(FORMS, { as: 'CONTENT_MANAGER', method: 'POST', body: { ...sampleFormBody('Bozuk'), ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await storedData()).toEqual(before);
  });

  it('answers 404 for an unknown form and 400 for an id that cannot be one', async () => {
    expect((await call(`${FORMS}/yok-boyle-form`, { as: 'CONTENT_MANAGER' })).status).toBe(404);
    expect((await call(`${FORMS}/yok/submissions`, { as: 'CONTENT_MANAGER' })).status).toBe(404);
    expect((await call(`${FORMS}/${'x'.repeat(65)}`, { as: 'CONTENT_MANAGER' })).status).toBe(400);
    expect((await call(`${FORMS}/yok`, { as: 'CONTENT_MANAGER', method: 'POST', body: sampleFormBody('X') })).status).toBe(404);
  });

  it('deletes a form without submissions; one with submissions is 409 until they are deleted', async () => {
    const empty = await createForm();
    expect(await call(`${FORMS}/${empty.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).toEqual({ status: 200, body: { deleted: true } });
    expect((await call(`${FORMS}/${empty.id}`, { as: 'CONTENT_MANAGER' })).status).toBe(404);

    const used = await createForm();
    expect((await submit(used.id, sampleSubmission())).status).toBe(200);
    const before = await storedData();
    const refused = await call(`${FORMS}/${used.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FORM_TEXTS.hasSubmissions(1));
    expect(await storedData()).toEqual(before);
  });
});

describe('GET /api/storefront/forms/{id}', () => {
  it('gives the public definition, cacheable, without the notification address', async () => {
    const form = await createForm({ ...sampleFormBody('Açık form'), notifyEmail: 'gizli@example.com' });
    const res = await fetch(`${runtime().url}${publicForm(form.id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['fields', 'id', 'name', 'successMessage']);
    expect(JSON.stringify(body)).not.toContain('gizli@');
    expect((await call(publicForm('bilinmeyen'))).status).toBe(404);
    expect((await call(publicForm('kötü%20id'))).status).toBe(400);
  });
});

describe('POST /api/storefront/forms/{id}/submissions', () => {
  it('stores a good submission with its labels, counts it unread, answers the form’s message and mails the notification address', async () => {
    const notify = `bildirim-${Date.now().toString(36)}@example.com`;
    const form = await createForm({ ...sampleFormBody('Bildirimli form'), notifyEmail: notify });
    const res = await submit(form.id, sampleSubmission('Zeynep Kara'));
    expect(res).toEqual({ status: 200, body: { received: true, message: 'Teşekkürler, mesajınız bize ulaştı.' } });

    const list = await call(adminSubmissions(form.id), { as: 'CONTENT_MANAGER' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      formId: form.id,
      read: false,
      answers: [
        { fieldId: 'adsoyad', label: 'Ad Soyad', kind: 'TEXT', value: 'Zeynep Kara' },
        { fieldId: 'eposta', label: 'E-posta', kind: 'EMAIL', value: 'ayse@example.com' },
        { fieldId: 'belge', label: 'Belge', kind: 'FILE', value: null },
        { fieldId: 'kvkk', label: 'KVKK metnini okudum, onaylıyorum.', kind: 'KVKK', value: true },
      ],
    });
    expect((await call(`${FORMS}/${form.id}`, { as: 'CONTENT_MANAGER' })).body.data).toMatchObject({ submissionCount: 1, unreadCount: 1 });
    const mails = await mailboxOf(notify);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Yeni form başvurusu: Bildirimli form');
    expect(mails[0]?.text).toContain('Zeynep Kara');
  });

  it('answers a filled honeypot exactly as a stored submission, and stores nothing', async () => {
    const form = await createForm();
    const before = await storedData();
    const res = await submit(form.id, { ...sampleSubmission(), website: 'http://spam.example' });
    expect(res).toEqual({ status: 200, body: { received: true, message: 'Teşekkürler, mesajınız bize ulaştı.' } });
    expect(await storedData()).toEqual(before);
  });

  it('refuses a form sent sooner than 3 s after it was shown (400, a Turkish message to send again), storing nothing', async () => {
    const form = await createForm();
    const before = await storedData();
    const res = await submit(form.id, { ...sampleSubmission(), fillMs: 800 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', message: FORM_TEXTS.tooFast, field: 'fillMs' });
    expect(await storedData()).toEqual(before);
  });

  it('refuses missing required fields with a Turkish message under each, storing nothing', async () => {
    const form = await createForm();
    const before = await storedData();
    const res = await submit(form.id, { values: { eposta: 'ayse@' }, fillMs: 5000 });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'adsoyad', message: FORM_TEXTS.required },
      { path: 'eposta', message: FORM_TEXTS.invalidEmail },
      { path: 'kvkk', message: FORM_TEXTS.kvkkRequired },
    ]);
    expect(res.body.field).toBe('adsoyad');
    expect(await storedData()).toEqual(before);
  });

  it.each([
    ['a box sent as text', { kvkk: 'evet' }, 'kvkk', FORM_TEXTS.invalidCheckbox],
    ['a number for a name', { adsoyad: 42 }, 'adsoyad', FORM_TEXTS.required],
    ['a field the form does not have', { admin: true }, 'admin', FORM_TEXTS.unknownField],
    ['a file id that was never uploaded', { belge: 'bilinmeyen-yukleme' }, 'belge', FORM_TEXTS.invalidFile],
  ])('refuses %s (400 on that field), storing nothing', async (_name, change, field, message) => {
    const form = await createForm();
    const before = await storedData();
    const good = sampleSubmission();
    const res = await submit(form.id, { ...good, values: { ...good.values, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.issues).toEqual([{ path: field, message }]);
    expect(await storedData()).toEqual(before);
  });

  it('refuses a malformed envelope, an over-size body (413) and an unknown form (404), storing nothing', async () => {
    const form = await createForm();
    const before = await storedData();
    expect((await submit(form.id, { values: {} })).status).toBe(400);
    expect((await submit(form.id, { ...sampleSubmission(), extra: 1 })).status).toBe(400);
    const huge = await call(submissions(form.id), {
      method: 'POST',
      rawBody: JSON.stringify({ ...sampleSubmission(), values: { adsoyad: 'x'.repeat(70 * 1024) } }),
      from: shopper(),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(MESSAGES.api.payloadTooLarge);
    const unknown = await submit('boyle-bir-form-yok', sampleSubmission());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(FORM_TEXTS.notFound);
    expect(await storedData()).toEqual(before);
  });

  it('lets a client send 5 times in 10 minutes; the 6th is 429 and stores nothing, another client goes on', async () => {
    const form = await createForm();
    const from = shopper();
    for (let i = 0; i < 5; i++) expect((await submit(form.id, { ...sampleSubmission(), fillMs: 100 }, from)).status).toBe(400);
    const before = await storedData();
    const limited = await submit(form.id, sampleSubmission(), from);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.api.tooManyRequests);
    expect(await storedData()).toEqual(before);
    expect((await submit(form.id, sampleSubmission(), shopper())).status).toBe(200);
  });
});

describe('a form’s file', () => {
  const PDF = Buffer.from('%PDF-1.4\n%test dosyası\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);

  const upload = async (formId: string, bytes: Buffer, contentType = 'application/pdf', fieldId = 'belge') => {
    const ticket = await call(`/api/storefront/forms/${formId}/uploads`, {
      method: 'POST',
      body: { fieldId, fileName: 'Dekont Ödeme.pdf', contentType, size: bytes.length },
      from: shopper(),
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(bytes) });
    expect(put.ok).toBe(true);
    return ticket.body.uploadId as string;
  };

  it('is uploaded, taken by the submission, and downloaded by the admin through a short-lived link; deleting the submission deletes it', async () => {
    const form = await createForm();
    const uploadId = await upload(form.id, PDF);
    const good = sampleSubmission();
    expect((await submit(form.id, { ...good, values: { ...good.values, belge: uploadId } })).status).toBe(200);
    // The upload record is taken: the same file cannot be attached twice.
    expect((await tableItems()).some((i) => i.pk === `FORM_UPLOAD#${uploadId}`)).toBe(false);

    const [row] = (await call(adminSubmissions(form.id), { as: 'CONTENT_MANAGER' })).body.data;
    expect(row.answers[2]).toEqual({
      fieldId: 'belge',
      label: 'Belge',
      kind: 'FILE',
      value: uploadId,
      file: { uploadId, fileName: 'Dekont Ödeme.pdf', contentType: 'application/pdf', size: PDF.length },
    });
    const detail = await call(`${adminSubmissions(form.id)}/${row.id}`, { as: 'CONTENT_MANAGER' });
    const link = detail.body.data.fileLinks.belge as string;
    expect(link).not.toContain('/media/');
    const downloaded = await fetch(link);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(PDF);

    expect((await call(`${adminSubmissions(form.id)}/${row.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).status).toBe(200);
    expect((await fetch(link)).status).toBe(404);
  });

  it('refuses bytes that are not what their type says (400 on the field), storing nothing', async () => {
    const form = await createForm();
    const uploadId = await upload(form.id, PNG);
    const before = await storedData();
    const good = sampleSubmission();
    const res = await submit(form.id, { ...good, values: { ...good.values, belge: uploadId } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'belge', message: FORM_TEXTS.fileNotOfType }]);
    expect(await storedData()).toEqual(before);
  });

  it('refuses an upload over 10 MB, of another type, or for a field that takes no file, storing nothing', async () => {
    const form = await createForm();
    const before = await storedData();
    const ask = (body: Record<string, unknown>) => call(`/api/storefront/forms/${form.id}/uploads`, { method: 'POST', body, from: shopper() });
    const big = await ask({ fieldId: 'belge', fileName: 'a.pdf', contentType: 'application/pdf', size: 10 * 1024 * 1024 + 1 });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain(FORM_TEXTS.fileTooLarge);
    const script = await ask({ fieldId: 'belge', fileName: 'a.html', contentType: 'text/html', size: 10 });
    expect(script.status).toBe(400);
    expect(script.body.message).toContain(FORM_TEXTS.fileType);
    const notFile = await ask({ fieldId: 'adsoyad', fileName: 'a.pdf', contentType: 'application/pdf', size: 10 });
    expect(notFile.status).toBe(400);
    expect(notFile.body.message).toBe(FORM_TEXTS.unknownField);
    expect(await storedData()).toEqual(before);
  });
});

describe('a form’s submissions', () => {
  it('are searched, filtered by read/unread and paged; marking read and deleting keep the counts, and deletion leaves no content in the log', async () => {
    const form = await createForm();
    for (const name of ['Ali Veli', 'Ayşe Işık', 'Can Öz']) expect((await submit(form.id, sampleSubmission(name))).status).toBe(200);
    const list = (query = '') => call(`${adminSubmissions(form.id)}${query}`, { as: 'CONTENT_MANAGER' });

    const all = await list();
    expect(all.body.data.map((s: { answers: { value: unknown }[] }) => s.answers[0]?.value)).toEqual(['Can Öz', 'Ayşe Işık', 'Ali Veli']);
    // Turkish folding: "isik" finds "Işık".
    expect((await list('?q=isik')).body.data.map((s: { answers: { value: unknown }[] }) => s.answers[0]?.value)).toEqual(['Ayşe Işık']);

    const first = await list('?limit=2');
    expect(first.body.data).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.body.nextCursor as string}`);
    expect(second.body.data.map((s: { answers: { value: unknown }[] }) => s.answers[0]?.value)).toEqual(['Ali Veli']);
    expect((await list('?cursor=bozuk')).status).toBe(400);
    const other = await createForm();
    expect((await call(`${adminSubmissions(other.id)}?cursor=${first.body.nextCursor as string}`, { as: 'CONTENT_MANAGER' })).status).toBe(400);

    const target = all.body.data[1] as { id: string };
    const marked = await call(`${adminSubmissions(form.id)}/${target.id}/read`, { as: 'CONTENT_MANAGER', method: 'POST', body: { read: true } });
    expect(marked.body.data.read).toBe(true);
    expect((await list('?status=read')).body.data.map((s: { id: string }) => s.id)).toEqual([target.id]);
    expect((await list('?status=unread')).body.data).toHaveLength(2);
    expect((await call(`${FORMS}/${form.id}`, { as: 'CONTENT_MANAGER' })).body.data).toMatchObject({ submissionCount: 3, unreadCount: 2 });

    const removed = await call(`${adminSubmissions(form.id)}/${target.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' });
    expect(removed).toEqual({ status: 200, body: { deleted: true } });
    expect((await call(`${adminSubmissions(form.id)}/${target.id}`, { as: 'CONTENT_MANAGER' })).status).toBe(404);
    expect((await call(`${FORMS}/${form.id}`, { as: 'CONTENT_MANAGER' })).body.data).toMatchObject({ submissionCount: 2, unreadCount: 2 });
    const log = (await tableItems()).filter((i) => i.action === 'form-submission.deleted' && (i.target as { id: string }).id === target.id);
    expect(log).toHaveLength(1);
    expect(JSON.stringify(log[0])).not.toContain('Ayşe');
    expect((await call(`${adminSubmissions(form.id)}/${target.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).status).toBe(404);
  });
});
