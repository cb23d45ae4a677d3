import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLUGIN_TEXTS, pluginSettingsKey, WEBHOOK_MAX_ATTEMPTS, type Product, type Warehouse, type WebhookDelivery } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULER_HOOK_PREFIX } from '../../src/gateway/scheduler-hook';
import { setClockOffset } from '../clock';
import { countStock, placeTestOrder, readItem } from '../order-fixtures';
import { call, runtime, tableItems, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { admin, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/plugins';
const DELIVERIES = '/api/admin/plugins/webhook-deliveries';
const SECRET = 'test-alicisi-icin-gizli-anahtar-9876';

/** A webhook receiver on a free loopback port: keeps each request's headers and raw body, answers `status`. */
interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}
const receiver = { server: undefined as Server | undefined, url: '', status: 200, requests: [] as Received[] };

let warehouse: Warehouse;
let product: Product;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  useRuntimeTable();
  // The settings item is shared with later files' storefront reads: put back as it was.
  cleanUp = await tableBaseline({ restoreChanged: true });
  warehouse = await putWarehouse();
  product = await putProduct({ sizes: ['S'] });
  await countStock(product, [warehouse], 50);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.requests.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.server = server;
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siparis-webhook`;
});
afterAll(async () => {
  await setClockOffset(0);
  const { version, webhookSecretHint: _hint, ...settings } = await admin(PATH);
  await admin(PATH, 'POST', { ...settings, webhook: { enabled: false, url: '' }, baseVersion: version });
  await new Promise<void>((resolve) => receiver.server?.close(() => resolve()) ?? resolve());
  await cleanUp();
});

const current = async () => {
  const { version, webhookSecretHint, ...settings } = await admin(PATH);
  return { version: version as number, webhookSecretHint: webhookSecretHint as string | null, settings };
};
const save = (body: Record<string, unknown>) => call(PATH, { as: 'SUPER_ADMIN', method: 'POST', body });

/** The stream and the receiver answer within a poll or two; waits for `done` to hold, up to 15 s. */
const eventually = async <T>(probe: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> => {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};
const deliveriesOf = async (orderId: string): Promise<WebhookDelivery[]> =>
  ((await admin(DELIVERIES)).data as WebhookDelivery[]).filter((d) => d.orderId === orderId);
const requestsFor = (orderId: string) => receiver.requests.filter((r) => r.raw.includes(`"id":"${orderId}"`));
const runRetryJob = async () => {
  const res = await fetch(`${runtime().url}${SCHEDULER_HOOK_PREFIX}webhookRetry`, { method: 'POST' });
  expect(res.status).toBe(200);
};

/** What a receiver does (README, Eklentiler): recompute the HMAC over `<timestamp>.<raw body>` and compare in constant time. */
const signatureHolds = (r: Received, secret: string, fresh = true) => {
  const timestamp = String(r.headers['x-shop-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${r.raw}`).digest('hex')}`;
  const sent = Buffer.from(String(r.headers['x-shop-signature']));
  return (
    sent.length === expected.length &&
    timingSafeEqual(sent, Buffer.from(expected)) &&
    (!fresh || Math.abs(Date.now() / 1000 - Number(timestamp)) < 300)
  );
};

describe('Eklentiler settings', () => {
  it('is SUPER_ADMIN’s alone', async () => {
    expect((await call(PATH, { as: 'ADMIN' })).status).toBe(403);
    expect((await call(DELIVERIES, { as: 'ANALYST' })).status).toBe(403);
    expect((await call(PATH)).status).toBe(401);
  });

  it('refuses bad ids and addresses with Turkish messages and writes nothing', async () => {
    const { version, settings } = await current();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ga4: { enabled: true, measurementId: 'UA-1234-1' } }, 'ga4.measurementId', PLUGIN_TEXTS.ga4],
      [{ metaPixel: { enabled: true, pixelId: '12ab34' } }, 'metaPixel.pixelId', PLUGIN_TEXTS.pixel],
      [{ searchConsole: { enabled: true, verificationToken: '"><script>' } }, 'searchConsole.verificationToken', PLUGIN_TEXTS.verification],
      [{ webhook: { enabled: true, url: 'http://hooks.example.com/x' }, webhookSecret: SECRET }, 'webhook.url', PLUGIN_TEXTS.webhookUrl],
      [{ webhook: { enabled: true, url: 'https://10.0.0.5/x' }, webhookSecret: SECRET }, 'webhook.url', PLUGIN_TEXTS.webhookPrivate],
      [{ webhook: { enabled: true, url: 'https://169.254.169.254/latest' }, webhookSecret: SECRET }, 'webhook.url', PLUGIN_TEXTS.webhookPrivate],
      [{ webhook: { enabled: true, url: 'https://hooks.example.com/x' } }, 'webhookSecret', PLUGIN_TEXTS.secretRequired],
      [{ webhookSecret: 'kısa' }, 'webhookSecret', PLUGIN_TEXTS.secretLength],
    ];
    for (const [change, field, message] of cases) {
      const before = await tableItems();
      const res = await save({ ...settings, ...change, baseVersion: version });
      expect(res.status, JSON.stringify(change)).toBe(400);
      // The API starts every 400 message with the field's path.
      expect(res.body).toMatchObject({ field, message: `${field}: ${message}` });
      expect(await tableItems()).toEqual(before);
    }
  });

  it('saves with the version it was based on, never answers the secret, keeps it when left blank; a stale save is 409', async () => {
    const { version, settings } = await current();
    const body = {
      ...settings,
      ga4: { enabled: true, measurementId: 'g-test12345' },
      metaPixel: { enabled: false, pixelId: '' },
      webhook: { enabled: true, url: receiver.url },
      webhookSecret: SECRET,
      baseVersion: version,
    };
    const saved = await save(body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      ga4: { enabled: true, measurementId: 'G-TEST12345' },
      version: version + 1,
      webhookSecretHint: '••••••••9876',
    });
    const read = await call(PATH, { as: 'SUPER_ADMIN' });
    for (const answer of [saved.body, read.body]) expect(JSON.stringify(answer)).not.toContain(SECRET.slice(0, -4));

    // Left blank, the stored secret stays.
    const again = await save({ ...body, webhookSecret: '', baseVersion: version + 1 });
    expect(again.status).toBe(200);
    expect((await readItem(pluginSettingsKey()))?.webhookSecret).toBe(SECRET);

    const before = await tableItems();
    const stale = await save({ ...body, baseVersion: version });
    expect(stale).toMatchObject({ status: 409, body: { message: PLUGIN_TEXTS.stale } });
    expect(await tableItems()).toEqual(before);

    // The storefront gets the ids of what is on with its theme, and nothing of the webhook.
    const theme = await fetch(`${runtime().url}/api/storefront/theme`);
    const text = await theme.text();
    expect(JSON.parse(text).integrations).toEqual({ ga4MeasurementId: 'G-TEST12345', metaPixelId: null, siteVerification: null });
    expect(text).not.toContain(receiver.url);
    expect(text).not.toContain(SECRET);
  });
});

describe('order webhook', () => {
  it('posts each new order and status change, signed; the receiver verifies the signature', async () => {
    receiver.status = 200;
    const order = await placeTestOrder(product, warehouse, { idPrefix: 'W', quantities: [1] });
    const [created] = await eventually(
      () => requestsFor(order.id),
      (r) => r.length >= 1,
    );
    expect(created).toBeDefined();
    if (!created) return;
    expect(signatureHolds(created, SECRET)).toBe(true);
    expect(signatureHolds(created, `${SECRET}x`)).toBe(false);
    expect(created.headers['x-shop-event']).toBe('order.created');
    expect(created.headers['content-type']).toBe('application/json');
    expect(JSON.parse(created.raw)).toMatchObject({
      event: 'order.created',
      order: { id: order.id, status: order.status, total: 100 },
      previous: null,
    });

    const confirmed = await call(`/api/admin/order/${order.id}/actions`, {
      as: 'ORDER_MANAGER',
      method: 'POST',
      body: { action: 'CONFIRM', version: 1 },
    });
    expect(confirmed.status).toBe(200);
    const both = await eventually(
      () => requestsFor(order.id),
      (r) => r.length >= 2,
    );
    const changed = both[1];
    expect(changed && signatureHolds(changed, SECRET)).toBe(true);
    expect(JSON.parse(changed?.raw ?? '{}')).toMatchObject({
      event: 'order.status_changed',
      order: { id: order.id, status: confirmed.body.data.status },
      previous: { status: order.status },
    });

    const listed = await eventually(
      () => deliveriesOf(order.id),
      (d) => d.length === 2 && d.every((x) => x.status === 'DELIVERED'),
    );
    expect(listed).toEqual([
      expect.objectContaining({ event: 'order.status_changed', status: 'DELIVERED', httpStatus: 200, attempts: 1 }),
      expect.objectContaining({ event: 'order.created', status: 'DELIVERED', httpStatus: 200, attempts: 1 }),
    ]);
    expect(JSON.stringify(listed)).not.toContain('"body"');
  });

  it('retries a failing receiver with backoff, then marks the delivery failed', async () => {
    receiver.status = 500;
    const order = await placeTestOrder(product, warehouse, { idPrefix: 'W', quantities: [1] });
    const [first] = await eventually(
      () => deliveriesOf(order.id),
      (d) => d[0]?.status === 'RETRYING',
    );
    expect(first).toMatchObject({ status: 'RETRYING', attempts: 1, httpStatus: 500, error: expect.stringContaining('500') });

    // Not due yet: the job leaves it.
    await runRetryJob();
    expect((await deliveriesOf(order.id))[0]?.attempts).toBe(1);

    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await setClockOffset((attempt - 1) * 600_000);
      await runRetryJob();
      expect((await deliveriesOf(order.id))[0]?.attempts).toBe(attempt);
    }
    await setClockOffset(WEBHOOK_MAX_ATTEMPTS * 600_000);
    await runRetryJob();
    await setClockOffset(0);
    const [failed] = await deliveriesOf(order.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: WEBHOOK_MAX_ATTEMPTS, httpStatus: 500 });
    expect(failed?.nextAttemptAt).toBeUndefined();
    expect(requestsFor(order.id)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    // The retries ran on a moved clock: their timestamps are minutes ahead, but each is signed.
    expect(requestsFor(order.id).every((r) => signatureHolds(r, SECRET, false))).toBe(true);
  });
});
