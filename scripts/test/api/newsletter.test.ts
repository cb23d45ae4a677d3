import { MESSAGES, ROLE_NAMES, canAny, type RoleName } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call, itemsWithPrefix, tableItems } from '../runtime-client';

const SUBSCRIBE = '/api/storefront/newsletter';
const LIST = '/api/admin/newsletter/subscribers';
const REMOVE = '/api/admin/newsletter/subscribers/remove';

let n = 0;
/** A shopper of its own per test (127.55.0.x): the per-client limit of one test never touches another's. */
const shopper = () => `127.55.${Math.floor(n / 200)}.${(n++ % 200) + 1}`;
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${n++}@example.com`;

/** Everything but the rate-limit counters, which count every allowed request by design. */
const storedData = async () => (await tableItems()).filter((item) => !String(item.pk).startsWith('RATE#'));

const subscribers = async (): Promise<{ email: string; subscribedAt: string; componentId: string | null }[]> =>
  (await itemsWithPrefix('NEWSLETTER#')).map((item) => ({
    email: String(item.email),
    subscribedAt: String(item.subscribedAt),
    componentId: (item.componentId as string | null) ?? null,
  }));

describe('POST /api/storefront/newsletter', () => {
  it('stores a valid address once, case-folded, with when and from which block; the same address again answers the same success', async () => {
    const from = shopper();
    const email = uniqueEmail('Ayse.Kaya');
    const first = await call(SUBSCRIBE, { method: 'POST', body: { email: `  ${email.toUpperCase()} `, componentId: 'newsletter-1' }, from });
    expect(first).toEqual({ status: 200, body: { subscribed: true } });
    const stored = (await subscribers()).filter((s) => s.email === email.toLowerCase());
    expect(stored).toEqual([{ email: email.toLowerCase(), subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), componentId: 'newsletter-1' }]);

    const before = await storedData();
    const again = await call(SUBSCRIBE, { method: 'POST', body: { email: email.toLowerCase() }, from });
    // Known or new, the answer is the same: it cannot tell anyone who is subscribed.
    expect(again).toEqual(first);
    expect(await storedData()).toEqual(before);
  });

  it.each([
    ['no address', {}],
    ['not an address', { email: 'ayse@' }],
    ['a number', { email: 42 }],
    ['an unknown field', { email: 'ayse@example.com', admin: true }],
    ['an address too long', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with 400 and a Turkish message, writing nothing', async (_name, body) => {
    const before = await tableItems();
    const res = await call(SUBSCRIBE, { method: 'POST', body, from: shopper() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BadRequest');
    expect(res.body.message).toMatch(/Geçerli bir e-posta adresi girin\.|Geçersiz istek\./);
    expect(await tableItems()).toEqual(before);
  });

  it('refuses a large body with 413 and a broken one with 400, writing nothing', async () => {
    const before = await tableItems();
    const large = await call(SUBSCRIBE, {
      method: 'POST',
      rawBody: JSON.stringify({ email: 'a@example.com', componentId: 'x'.repeat(2000) }),
      from: shopper(),
    });
    expect(large).toEqual({ status: 413, body: { error: 'PayloadTooLarge', message: MESSAGES.api.payloadTooLarge } });
    const broken = await call(SUBSCRIBE, { method: 'POST', rawBody: '{"email":', from: shopper() });
    expect(broken.status).toBe(400);
    expect(await tableItems()).toEqual(before);
  });

  it('refuses a burst from one client with 429 (nothing stored) while another shopper goes on', async () => {
    const burster = shopper();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call(SUBSCRIBE, { method: 'POST', body: { email: uniqueEmail('burst') }, from: burster })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const refusedEmail = uniqueEmail('refused');
    const refused = await call(SUBSCRIBE, { method: 'POST', body: { email: refusedEmail }, from: burster });
    expect(refused).toEqual({ status: 429, body: { error: 'TooManyRequests', message: MESSAGES.api.tooManyRequests } });
    expect((await subscribers()).some((s) => s.email === refusedEmail)).toBe(false);

    const other = uniqueEmail('other');
    expect((await call(SUBSCRIBE, { method: 'POST', body: { email: other }, from: shopper() })).status).toBe(200);
    expect((await subscribers()).some((s) => s.email === other)).toBe(true);
  });
});

describe('Bülten Aboneleri: list and KVKK removal', () => {
  const mayList = (role: RoleName) => canAny([role], ['members:manage', 'campaign-codes:manage']);

  it('answers 401 without a token, 403 to roles without members or campaign codes, writing nothing', async () => {
    expect(await call(LIST)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call(REMOVE, { method: 'POST', body: { email: 'a@example.com' } })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    const before = await tableItems();
    const denied = ROLE_NAMES.filter((role) => !mayList(role));
    expect(denied).toEqual(['PRODUCT_MANAGER', 'WAREHOUSE_MANAGER', 'ORDER_MANAGER', 'CONTENT_MANAGER', 'THEME_MANAGER', 'ANALYST', 'USER']);
    for (const role of denied) {
      expect((await call(LIST, { as: role })).status).toBe(403);
      expect((await call(REMOVE, { as: role, method: 'POST', body: { email: 'a@example.com' } })).status).toBe(403);
    }
    expect(await tableItems()).toEqual(before);
  });

  it('lists newest first, searches by part of the address, pages on', async () => {
    const tag = `liste${Date.now().toString(36)}`;
    const emails = [`${tag}-1@example.com`, `${tag}-2@example.com`, `${tag}-3@example.com`];
    for (const email of emails) expect((await call(SUBSCRIBE, { method: 'POST', body: { email }, from: shopper() })).status).toBe(200);

    const all = await call(`${LIST}?limit=100`, { as: 'MARKETING_MANAGER' });
    expect(all.status).toBe(200);
    const listed = (all.body.data as { email: string }[]).map((s) => s.email).filter((e) => e.startsWith(tag));
    expect(listed).toEqual([...emails].reverse());

    const first = await call(`${LIST}?limit=2&q=${tag.toUpperCase()}`, { as: 'CUSTOMER_SERVICE' });
    expect(first.body.data.map((s: { email: string }) => s.email)).toEqual([emails[2], emails[1]]);
    const second = await call(`${LIST}?limit=2&q=${tag}&cursor=${String(first.body.nextCursor)}`, { as: 'CUSTOMER_SERVICE' });
    expect(second.body.data.map((s: { email: string }) => s.email)).toEqual([emails[0]]);

    expect((await call(`${LIST}?q=${'x'.repeat(101)}`, { as: 'ADMIN' })).status).toBe(400);
    expect((await call(`${LIST}?cursor=garbage`, { as: 'ADMIN' })).status).toBe(400);
  });

  it('removes one address on request (KVKK) and logs who and when with a hash, not the address', async () => {
    const email = uniqueEmail('kvkk');
    await call(SUBSCRIBE, { method: 'POST', body: { email }, from: shopper() });
    const logsBefore = await itemsWithPrefix('NEWSLETTER_REMOVAL#');

    const removed = await call(REMOVE, { as: 'ADMIN', method: 'POST', body: { email: email.toUpperCase() } });
    expect(removed).toEqual({ status: 200, body: { removed: true } });
    expect((await subscribers()).some((s) => s.email === email)).toBe(false);
    const logs = (await itemsWithPrefix('NEWSLETTER_REMOVAL#')).filter((log) => !logsBefore.some((b) => b.pk === log.pk));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ removedBy: 'admin@example.com', reason: 'KVKK', emailHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(logs[0])).not.toContain(email.split('@')[0]);

    const before = await tableItems();
    expect(await call(REMOVE, { as: 'ADMIN', method: 'POST', body: { email } })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.newsletter.subscriberMissing },
    });
    expect((await call(REMOVE, { as: 'ADMIN', method: 'POST', body: { email: 'nope' } })).status).toBe(400);
    expect(await tableItems()).toEqual(before);
  });
});
