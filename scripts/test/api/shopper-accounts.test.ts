import { randomUUID } from 'node:crypto';
import { ORDER_TRACK_NOT_FOUND, SHOPPER_VERIFICATION_MAIL, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { placedOrder } from '../../src/seed/placed-order';
import { deliveredOrder } from '../return-fixtures';
import { call, itemsWithPrefix, tableItems, tokenFor, useRuntimeTable } from '../runtime-client';
import { mailedCode, newShopper, signInShopper, signUpShopper, type ShopperSession } from '../shopper-session';
import { Shopper } from '../shopper';
import { tableBaseline } from './setup-test-kit';

const ACCOUNT = '/api/storefront/account';
const home = { name: 'Ev', il: 'Ankara', ilce: 'Çankaya', line: 'Atatürk Bulvarı 1', postalCode: '06100' };

let cleanUp: () => Promise<void>;
let shopper: ShopperSession;
const as = (path: string, options: { method?: string; body?: unknown } = {}, session = shopper) => call(path, { ...options, token: session.idToken });

let addressCounter = 0;
/** 127.46.x.y: a client address per test, so one test's rate-limit counts never reach another's. */
const client = () => `127.46.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  shopper = await newShopper();
}, 60_000);
afterAll(() => cleanUp());

const memberCustomer = (s: ShopperSession): Order['customer'] => ({ kind: 'member', id: s.sub, name: 'Ayşe Kaya', email: s.email });

let signUpClients = 0;
/** 127.61.x.y: a client of its own for the sign-up limit's cases. */
const signUpClient = () => `127.61.${Math.floor(signUpClients / 250) % 250}.${(signUpClients++ % 250) + 1}`;
const signUpForm = (email = `uye-${randomUUID().slice(0, 8)}@example.com`, password = 'Alisveris123') => ({
  email,
  password,
  name: 'Ayşe',
  surname: 'Kaya',
});
const signUp = (body: unknown, from: string) => call('/api/storefront/signup', { method: 'POST', body, from });

describe('Üye ol through the store API', () => {
  it('signs the shopper up (the code mailed, confirmable), answers a taken e-mail and a weak password in Turkish', async () => {
    const form = signUpForm();
    const res = await signUp(form, signUpClient());
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 200, body: { data: { email: form.email, confirmed: false } } });
    const { code } = await mailedCode(form.email);
    expect(code).toMatch(/^\d{6}$/);
    await expect(signInShopper(form.email, form.password)).rejects.toThrow(/UserNotConfirmed/);

    expect(await signUp(form, signUpClient())).toMatchObject({
      status: 409,
      body: { message: 'Bu e-posta adresiyle bir hesap zaten var. Giriş yapın.' },
    });
    expect(await signUp(signUpForm(undefined, 'kisa'), signUpClient())).toMatchObject({
      status: 400,
      body: { field: 'password', message: 'password: Şifre yeterince güçlü değil: en az 8 karakter, bir küçük harf ve bir rakam.' },
    });
    expect(await signUp({ ...signUpForm(), email: 'değil' }, signUpClient())).toMatchObject({ status: 400, body: { field: 'email' } });
  });

  it('limits one client to 10 sign-ups an hour (429 with Retry-After, Cognito not asked) while another client still signs up; 413 over its size', async () => {
    const me = signUpClient();
    for (let i = 0; i < 10; i++) expect((await signUp(signUpForm(), me)).status).toBe(200);
    const eleventh = signUpForm();
    // The store API's test client, for the answer's Retry-After.
    const refused = await new Shopper(me).call('/api/storefront/signup', { method: 'POST', body: eleventh });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Cognito never saw the eleventh: the address can still be signed up from elsewhere.
    expect((await signUp(eleventh, signUpClient())).status).toBe(200);

    const before = await tableItems();
    const huge = await call('/api/storefront/signup', {
      method: 'POST',
      rawBody: JSON.stringify({ ...signUpForm(), name: 'x'.repeat(3000) }),
      from: signUpClient(),
    });
    expect(huge.status).toBe(413);
    expect(await tableItems()).toEqual(before);
  });
});

describe('sign-up through the shoppers’ pool', () => {
  it('mails the verification code to the local mailbox, in Turkish', async () => {
    const email = `kod-${randomUUID().slice(0, 8)}@example.com`;
    await signUpShopper(email, 'Alisveris123');
    const mail = await mailedCode(email);
    expect(mail.subject).toBe(SHOPPER_VERIFICATION_MAIL.subject);
    expect(mail.code).toMatch(/^\d{6}$/);
    // Not verified yet: no sign-in.
    await expect(signInShopper(email, 'Alisveris123')).rejects.toThrow(/UserNotConfirmed/);
  });
});

describe('tokens of the other pool', () => {
  it('refuses an admin token on every shopper route (401) and a shopper token on admin routes (401)', async () => {
    const admin = await tokenFor('SUPER_ADMIN');
    expect((await call(ACCOUNT, { token: admin })).status).toBe(401);
    expect((await call(`${ACCOUNT}/orders`, { token: admin })).status).toBe(401);
    expect((await call('/api/admin/order?limit=1', { token: shopper.idToken })).status).toBe(401);
    expect((await call('/api/admin/notifications/unread-count', { token: shopper.idToken })).status).toBe(401);
    expect((await call(ACCOUNT)).status).toBe(401);
  });
});

describe('the account', () => {
  it('creates the member on the first call: the shopper appears in Üyeler', async () => {
    const res = await as(ACCOUNT);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Names come from the ID token's given_name/family_name in AWS; the stand-in's tokens carry none,
    // so the storefront sends them (PATCH) right after the first sign-in.
    expect(res.body.data).toMatchObject({ id: shopper.sub, email: shopper.email, name: expect.any(String), addresses: [] });
    const members = await call('/api/admin/member?limit=20', { as: 'SUPER_ADMIN' });
    expect(members.body.data.map((m: { id: string }) => m.id)).toContain(shopper.sub);
    expect((await call(`/api/admin/member/${shopper.sub}`, { as: 'SUPER_ADMIN' })).body.data.email).toBe(shopper.email);
    // A second call reads what the first wrote.
    expect((await as(ACCOUNT)).body.data.createdAt).toBe(res.body.data.createdAt);
  });

  it('updates the name and phone (normalised), refusing a bad phone by its field', async () => {
    const res = await as(ACCOUNT, { method: 'PATCH', body: { name: 'Ayşe Nur', surname: 'Kaya', phone: '5321234567' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Ayşe Nur', phone: '0532 123 45 67' });
    const bad = await as(ACCOUNT, { method: 'PATCH', body: { name: 'Ayşe', surname: 'Kaya', phone: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('phone');
  });

  it('keeps addresses: add, edit, delete; il/ilçe checked; at most 10', async () => {
    const added = await as(`${ACCOUNT}/addresses`, { method: 'POST', body: home });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [address] = added.body.data.addresses;
    expect(address).toMatchObject(home);
    const wrongDistrict = await as(`${ACCOUNT}/addresses`, { method: 'POST', body: { ...home, ilce: 'Kadıköy' } });
    expect(wrongDistrict.status).toBe(400);
    expect(wrongDistrict.body.field).toBe('ilce');
    const edited = await as(`${ACCOUNT}/addresses/${address.id}`, { method: 'PUT', body: { ...home, il: 'İstanbul', ilce: 'Kadıköy' } });
    expect(edited.body.data.addresses).toEqual([{ ...home, id: address.id, il: 'İstanbul', ilce: 'Kadıköy' }]);
    expect((await as(`${ACCOUNT}/addresses/nope`, { method: 'DELETE' })).status).toBe(404);
    for (let i = 1; i < 10; i++) expect((await as(`${ACCOUNT}/addresses`, { method: 'POST', body: home })).status).toBe(201);
    const before = await tableItems();
    const eleventh = await as(`${ACCOUNT}/addresses`, { method: 'POST', body: home });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toContain('En fazla 10 adres');
    expect(await tableItems()).toEqual(before);
    const removed = await as(`${ACCOUNT}/addresses/${address.id}`, { method: 'DELETE' });
    expect(removed.body.data.addresses).toHaveLength(9);
    expect(removed.body.data.addresses.map((a: { id: string }) => a.id)).not.toContain(address.id);
  });

  it('records the KVKK consent with its time, and its withdrawal', async () => {
    const given = await as(`${ACCOUNT}/consent`, { method: 'PUT', body: { accepted: true } });
    expect(given.body.data.kvkkConsent).toEqual({ accepted: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const withdrawn = await as(`${ACCOUNT}/consent`, { method: 'PUT', body: { accepted: false } });
    expect(withdrawn.body.data.kvkkConsent.accepted).toBe(false);
  });
});

describe('Siparişlerim and İade talebi', () => {
  let delivered: Order;
  let older: Order;
  beforeAll(async () => {
    older = await deliveredOrder({ customer: memberCustomer(shopper), deliveredDaysAgo: 40 });
    delivered = await deliveredOrder({ customer: memberCustomer(shopper), deliveredDaysAgo: 2 });
    // Someone else's order: never listed.
    await deliveredOrder();
  });

  it('lists the member’s orders newest first, with statuses, tracking and invoice number', async () => {
    const res = await as(`${ACCOUNT}/orders`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { orderNo: string }) => o.orderNo)).toEqual([delivered.id, older.id]);
    const [first] = res.body.data;
    expect(first).toMatchObject({
      status: 'DELIVERED',
      invoiceNumber: delivered.invoiceNumber,
      shipments: [{ carrierName: 'Yurtiçi Kargo', trackingNumber: 'YK1' }],
      lines: [{ id: 'L1', returnableQuantity: 1 }],
    });
    // Past the 14-day window: nothing returnable.
    expect(res.body.data[1].lines[0].returnableQuantity).toBe(0);
  });

  it('creates a return in İadeler for a delivered line within the window', async () => {
    const res = await as(`${ACCOUNT}/orders/${delivered.id}/returns`, {
      method: 'POST',
      body: { lines: [{ orderLineId: 'L1', quantity: 1, reason: 'SIZE_TOO_SMALL' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ id: `R-${delivered.id}-1`, status: 'REQUESTED' });
    const ret = await call(`/api/admin/returns/${encodeURIComponent(res.body.data.id)}`, { as: 'ORDER_MANAGER' });
    expect(ret.body.data).toMatchObject({ orderId: delivered.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'SIZE_TOO_SMALL' }] });
    const listed = (await as(`${ACCOUNT}/orders`)).body.data[0];
    expect(listed.returns).toEqual([expect.objectContaining({ id: res.body.data.id, status: 'REQUESTED' })]);
    expect(listed.lines[0].returnableQuantity).toBe(0);
    // Audited as İadeler's own returns are, with the shopper as actor and their route.
    const audit = (await itemsWithPrefix('AUDIT#')).filter((i) => (i.actor as { sub?: string } | undefined)?.sub === shopper.sub);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'return.created', route: { method: 'POST', path: '/api/storefront/account/orders/{orderNo}/returns' } }),
    ]);
  });

  it('refuses a return beyond the window (409) and more than delivered (400), writing nothing', async () => {
    const before = await tableItems();
    const late = await as(`${ACCOUNT}/orders/${older.id}/returns`, {
      method: 'POST',
      body: { lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] },
    });
    expect(late.status).toBe(409);
    const tooMany = await as(`${ACCOUNT}/orders/${delivered.id}/returns`, {
      method: 'POST',
      body: { lines: [{ orderLineId: 'L1', quantity: 5, reason: 'CHANGED_MIND' }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('lines.0.quantity');
    expect(await tableItems()).toEqual(before);
  });

  it('answers 404 for another customer’s order', async () => {
    const foreign = await deliveredOrder();
    const res = await as(`${ACCOUNT}/orders/${foreign.id}/returns`, {
      method: 'POST',
      body: { lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] },
    });
    expect(res.status).toBe(404);
  });
});

describe('guest order tracking', () => {
  let order: Order;
  beforeAll(async () => {
    order = placedOrder({
      id: `GT${randomUUID().slice(0, 6)}`,
      customer: { kind: 'guest', id: `g-${randomUUID()}`, name: 'Misafir Alıcı', email: 'Misafir.Alici@example.com' },
      total: 250,
      createdAt: new Date().toISOString(),
    });
    // The guest item first: the order write counts the guest's orders.
    const { putGuests } = await import('@shop/functions/repositories/customer-repository');
    await putGuests([{ id: order.customer.id, name: 'Misafir', surname: 'Alıcı', email: order.customer.email, createdAt: order.createdAt }]);
    await putOrders([order]);
  });

  const track = (orderNo: string, email: string, from: string) =>
    call(`/api/storefront/orders/track?orderNo=${encodeURIComponent(orderNo)}&email=${encodeURIComponent(email)}`, { from });

  it('finds the order by its number and e-mail (any case, a capital I too, with or without #)', async () => {
    const from = client();
    const res = await track(`#${order.id}`, 'MISAFIR.ALICI@EXAMPLE.COM', from);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ orderNo: order.id, status: order.status, lines: [{ returnableQuantity: 0 }], shipments: [] });
  });

  it('gives the very same 404 for a wrong number and a wrong e-mail', async () => {
    const from = client();
    const wrongNumber = await track('999999999', order.customer.email, from);
    const wrongEmail = await track(order.id, 'baskasi@example.com', from);
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail).toEqual(wrongNumber);
    expect(wrongEmail.body.message).toBe(ORDER_TRACK_NOT_FOUND);
  });

  it('limits each client to 10 lookups in 10 minutes (429), others unaffected', async () => {
    const from = client();
    for (let i = 0; i < 10; i++) expect((await track(order.id, 'x@example.com', from)).status).toBe(404);
    const refused = await track(order.id, order.customer.email, from);
    expect(refused.status).toBe(429);
    expect((await track(order.id, order.customer.email, client())).status).toBe(200);
  });

  it('takes a guest return for a delivered line, and refuses a wrong e-mail with the same 404', async () => {
    const guestOrder = await deliveredOrder({ customer: { kind: 'member', id: 'someone', name: 'Misafir', email: 'iade.misafir@example.com' } });
    const body = { orderNo: guestOrder.id, email: 'iade.misafir@example.com', lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] };
    const before = await tableItems();
    const wrong = await call('/api/storefront/orders/track/returns', { method: 'POST', body: { ...body, email: 'kim@example.com' }, from: client() });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(ORDER_TRACK_NOT_FOUND);
    expect((await tableItems()).filter((i) => String(i.pk).startsWith('RETURN'))).toEqual(before.filter((i) => String(i.pk).startsWith('RETURN')));
    const res = await call('/api/storefront/orders/track/returns', { method: 'POST', body, from: client() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.status).toBe('REQUESTED');
  });

  it('limits guest returns per client (429)', async () => {
    const from = client();
    const body = { orderNo: 'nope', email: 'x@example.com', lines: [{ orderLineId: 'L1', quantity: 1, reason: 'DEFECTIVE' }] };
    for (let i = 0; i < 5; i++) expect((await call('/api/storefront/orders/track/returns', { method: 'POST', body, from })).status).toBe(404);
    expect((await call('/api/storefront/orders/track/returns', { method: 'POST', body, from })).status).toBe(429);
  });
});

describe('account deletion', () => {
  it('refuses another shopper’s access token, then deletes the Cognito user and anonymises the member; orders stay', async () => {
    const leaving = await newShopper();
    expect((await as(ACCOUNT, {}, leaving)).status).toBe(200);
    await as(`${ACCOUNT}/addresses`, { method: 'POST', body: home }, leaving);
    const kept = await deliveredOrder({ customer: memberCustomer(leaving) });

    const foreign = await as(ACCOUNT, { method: 'DELETE', body: { accessToken: shopper.accessToken } }, leaving);
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe('accessToken');

    const res = await as(ACCOUNT, { method: 'DELETE', body: { accessToken: leaving.accessToken } }, leaving);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expect(signInShopper(leaving.email, leaving.password)).rejects.toThrow();
    const member = (await itemsWithPrefix(`MEMBER#${leaving.sub}`)).find((i) => i.sk === 'MEMBER');
    expect(member).toMatchObject({ name: 'Silinmiş', surname: 'Üye' });
    expect(JSON.stringify(await itemsWithPrefix(`MEMBER#${leaving.sub}`))).not.toContain(leaving.email);
    expect(await itemsWithPrefix(`SEARCH#MEMBER#${leaving.sub}`)).toEqual([]);
    const order = await call(`/api/admin/order/${kept.id}`, { as: 'ORDER_MANAGER' });
    expect(order.status).toBe(200);
  });
});
