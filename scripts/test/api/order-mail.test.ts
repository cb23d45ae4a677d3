import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getCargoSettings } from '@shop/functions/repositories/cargo-settings-repository';
import { orderMailKey, stockLevelKey, type Order, type Product, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_JSON_PATH } from '../../src/gateway/mailbox-page';
import { SCHEDULER_HOOK_PREFIX } from '../../src/gateway/scheduler-hook';
import { MAIL_FAILURE_HOOK_PATH } from '../../src/gateway/ses-stand-in';
import type { StoredMail } from '../../src/local/mail-store';
import { setClockOffset } from '../clock';
import { adminOrderDetail, countStock, placeTestOrder, readItem } from '../order-fixtures';
import { call, runtime, tableClient, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { tableBaseline } from './setup-test-kit';

let warehouse: Warehouse;
let product: Product;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline();
  warehouse = await putWarehouse();
  product = await putProduct({ sizes: ['S', 'M'] });
  await countStock(product, [warehouse], 20);
});
afterAll(async () => cleanUp());

const act = (id: string, body: Record<string, unknown>) => call(`/api/admin/order/${id}/actions`, { as: 'ORDER_MANAGER', method: 'POST', body });

const mailboxOf = async (to: string): Promise<StoredMail[]> => {
  const res = await fetch(`${runtime().url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: StoredMail[] }).messages;
};
const setFailing = async (failing: boolean) => {
  const res = await fetch(`${runtime().url}${MAIL_FAILURE_HOOK_PATH}`, { method: 'PUT', body: JSON.stringify({ failing }) });
  expect(res.status).toBe(204);
};
const runUpkeep = async () => {
  const res = await fetch(`${runtime().url}${SCHEDULER_HOOK_PREFIX}orderUpkeep`, { method: 'POST' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { cancelled: string[]; skipped: string[] } }).result;
};

/** The stream delivers within a poll or two; waits for `done` to hold, up to 15 s. */
const eventually = async <T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};
const mailsOf = (to: string, count: number) =>
  eventually(
    () => mailboxOf(to),
    (m) => m.length >= count,
  );
const eventsOf = (id: string, type: string, count: number) =>
  eventually(
    async () => (await adminOrderDetail(id)).events.filter((e) => e.type === type),
    (events) => events.length >= count,
  );

/** A new order of one of the product's variants placed as checkout would, to an address of its own. */
const newOrder = async (
  options: { quantity?: number; method?: Order['paymentMethod']; createdAt?: string; paymentDueAt?: string; variantIndex?: number } = {},
) => {
  const email = `musteri-${randomUUID()}@example.com`;
  const order = await placeTestOrder(product, warehouse, {
    idPrefix: 'M',
    quantities: [options.quantity ?? 2],
    firstVariant: options.variantIndex ?? 0,
    email,
    ...(options.method ? { method: options.method } : {}),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    ...(options.paymentDueAt ? { paymentDueAt: options.paymentDueAt } : {}),
  });
  return { order, email };
};

describe('order e-mails', () => {
  it('sends every template through a real change, each shown as EMAIL_SENT on the timeline', async () => {
    const { order, email } = await newOrder();
    const received = await mailsOf(email, 1);
    expect(received[0]).toMatchObject({ to: [email], subject: expect.stringMatching(/^Siparişiniz alındı \(#M/) });
    expect(received[0]?.text).toContain('tarihine kadar ulaşmazsa siparişiniz iptal edilir');

    expect((await act(order.id, { action: 'CONFIRM', version: 1 })).status).toBe(200);
    expect((await act(order.id, { action: 'MARK_PAID', version: 2, reference: 'DEKONT-1' })).status).toBe(200);
    const shipped = await act(order.id, {
      action: 'SHIP',
      version: 3,
      carrierCode: 'YURTICI',
      trackingNumber: 'YK555',
      lines: [{ lineId: 'L1', quantity: 2 }],
    });
    expect(shipped.status).toBe(200);
    const trackingUrl = String(shipped.body.data.shipments[0].trackingUrl);
    expect((await act(order.id, { action: 'DELIVER', version: 4 })).status).toBe(200);
    expect((await act(order.id, { action: 'REFUND', version: 5, amount: 50, method: 'ORIGINAL' })).status).toBe(200);
    // Returns write their own outbox item (with the code) in their transaction; here it is written directly.
    const db = tableClient();
    await db.send(
      new PutCommand({
        TableName: runtime().tableName,
        Item: {
          ...orderMailKey(order.id, randomUUID()),
          orderId: order.id,
          kind: 'RETURN_APPROVED',
          status: 'PENDING',
          at: new Date().toISOString(),
          attempts: 0,
          returnCode: 'IADE-4242',
        },
      }),
    );
    db.destroy();

    const mails = await mailsOf(email, 6);
    const subject = (start: string) => mails.find((m) => m.subject.startsWith(start));
    expect(mails.map((m) => m.subject.replace(/ \(.*$/, '')).sort()).toEqual(
      [
        'Siparişiniz alındı',
        'Siparişiniz onaylandı',
        'Siparişiniz kargoya verildi',
        'Siparişiniz teslim edildi',
        'Ücret iadeniz yapıldı',
        'İade talebiniz onaylandı',
      ].sort(),
    );
    expect(subject('Siparişiniz kargoya verildi')?.html).toContain(`href="${trackingUrl.replaceAll('&', '&amp;')}"`);
    expect(subject('Siparişiniz kargoya verildi')?.text).toContain('YK555');
    expect(subject('Ücret iadeniz yapıldı')?.text).toMatch(/50,00/);
    expect(subject('İade talebiniz onaylandı')?.text).toContain('IADE-4242');

    const sent = await eventsOf(order.id, 'EMAIL_SENT', 6);
    expect(sent).toHaveLength(6);
    expect(sent.map((e) => e.message)).toContain(`Müşteriye e-posta gönderildi: ${subject('Siparişiniz onaylandı')?.subject}`);
    // Mail is not a change of the order: the version is the last action's.
    expect((await adminOrderDetail(order.id)).version).toBe(6);

    const cancelled = await newOrder();
    expect((await act(cancelled.order.id, { action: 'CANCEL', version: 1, reason: 'Müşteri vazgeçti' })).status).toBe(200);
    const cancelMail = (await mailsOf(cancelled.email, 2)).find((m) => m.subject.startsWith('Siparişiniz iptal edildi'));
    expect(cancelMail?.text).toContain('Müşteri vazgeçti');
    expect(await eventsOf(cancelled.order.id, 'EMAIL_SENT', 2)).toHaveLength(2);
  });

  it('keeps the action answering 200 while SES fails, shows EMAIL_FAILED, and the scheduled retry sends it once', async () => {
    const { order, email } = await newOrder({ method: 'KAPIDA_NAKIT' });
    await mailsOf(email, 1);
    await setFailing(true);
    try {
      const res = await act(order.id, { action: 'CONFIRM', version: 1 });
      expect(res.status).toBe(200);
      const failed = await eventsOf(order.id, 'EMAIL_FAILED', 1);
      expect(failed[0]).toMatchObject({
        message: 'E-posta gönderilemedi; yeniden denenecek.',
        note: expect.stringContaining('Siparişiniz onaylandı'),
      });
      expect(await mailboxOf(email)).toHaveLength(1);
    } finally {
      await setFailing(false);
    }
    await runUpkeep();
    const mails = await mailboxOf(email);
    expect(mails.map((m) => m.subject.replace(/ \(.*$/, ''))).toEqual(['Siparişiniz onaylandı', 'Siparişiniz alındı']);
    expect(await eventsOf(order.id, 'EMAIL_SENT', 2)).toHaveLength(2);
    // Nothing is left to retry for this order: a second run sends nothing more.
    await runUpkeep();
    expect(await mailboxOf(email)).toHaveLength(2);
  });
});

describe('the scheduled havale cancellation', () => {
  const HOUR = 3_600_000;

  it('cancels a havale order past its due time once, releasing its stock; leaves one not yet due and a paid one alone', async () => {
    const variant = product.variants[0]!;
    const { havalePaymentDays } = await getCargoSettings();
    // Placed just short of the window ago: due in 30 minutes by the real clock.
    const placedAt = new Date(Date.now() - havalePaymentDays * 24 * HOUR + HOUR / 2).toISOString();
    const due = await newOrder({ createdAt: placedAt });
    const notDue = await newOrder({ paymentDueAt: new Date(Date.now() + 10 * 24 * HOUR).toISOString() });
    const paid = await newOrder({ createdAt: placedAt });
    expect((await act(paid.order.id, { action: 'MARK_PAID', version: 1, reference: 'DEKONT-9' })).status).toBe(200);

    const dueOrder = await adminOrderDetail(due.order.id);
    expect(dueOrder.paymentDueAt).toBe(new Date(Date.parse(placedAt) + havalePaymentDays * 24 * HOUR).toISOString());
    const before = await readItem(stockLevelKey(variant.id, warehouse.id));

    // Not due yet by the real clock: nothing happens.
    expect((await runUpkeep()).cancelled).not.toContain(due.order.id);
    expect((await adminOrderDetail(due.order.id)).status).toBe('AWAITING_APPROVAL');

    // An hour later (less than the demo orders' windows, which other files rely on).
    await setClockOffset(HOUR);
    try {
      const first = await runUpkeep();
      expect(first.cancelled).toContain(due.order.id);
      expect(first.cancelled).not.toContain(notDue.order.id);
      expect(first.cancelled).not.toContain(paid.order.id);
      const second = await runUpkeep();
      expect(second.cancelled).not.toContain(due.order.id);
    } finally {
      await setClockOffset(0);
    }

    const cancelled = await adminOrderDetail(due.order.id);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'VOIDED',
      version: 2,
      cancelReason: 'Havale/EFT ödemesi süresinde gelmedi.',
    });
    expect(cancelled.events.find((e) => e.type === 'CANCELLED')).toMatchObject({
      by: { sub: 'system', name: 'Sistem' },
      note: 'Havale/EFT ödemesi süresinde gelmedi.',
    });
    expect(cancelled.events.filter((e) => e.type === 'STOCK')).toHaveLength(1);
    // Its 2 were allocated, and released once.
    expect(await readItem(stockLevelKey(variant.id, warehouse.id))).toMatchObject({ allocated: Number(before?.allocated) - 2 });
    expect((await mailsOf(due.email, 2)).map((m) => m.subject.replace(/ \(.*$/, ''))).toContain('Siparişiniz iptal edildi');

    expect(await adminOrderDetail(notDue.order.id)).toMatchObject({ status: 'AWAITING_APPROVAL', paymentStatus: 'AWAITING_PAYMENT', version: 1 });
    expect(await adminOrderDetail(paid.order.id)).toMatchObject({ status: 'AWAITING_APPROVAL', paymentStatus: 'PAID', version: 2 });
  });

  it('lets a staff action at the same moment win or lose whole: never paid and cancelled, stock released at most once', async () => {
    const variant = product.variants[1]!;
    const { havalePaymentDays } = await getCargoSettings();
    const placedAt = new Date(Date.now() - havalePaymentDays * 24 * HOUR - HOUR).toISOString();
    const { order } = await newOrder({ createdAt: placedAt, quantity: 3, variantIndex: 1 });
    const before = await readItem(stockLevelKey(variant.id, warehouse.id));
    const [upkeep, paid] = await Promise.all([runUpkeep(), act(order.id, { action: 'MARK_PAID', version: 1, reference: 'DEKONT-YARIS' })]);
    const after = await adminOrderDetail(order.id);
    const level = await readItem(stockLevelKey(variant.id, warehouse.id));
    if (paid.status === 200) {
      expect(upkeep.cancelled).not.toContain(order.id);
      expect(after).toMatchObject({ status: 'AWAITING_APPROVAL', paymentStatus: 'PAID', version: 2 });
      expect(level).toMatchObject({ allocated: Number(before?.allocated) });
    } else {
      expect(paid.status).toBe(409);
      expect(upkeep.cancelled).toContain(order.id);
      expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'VOIDED', version: 2 });
      expect(level).toMatchObject({ allocated: Number(before?.allocated) - 3 });
    }
    // Whatever won, a second run changes nothing more.
    await runUpkeep();
    expect((await adminOrderDetail(order.id)).version).toBe(2);
    expect(await readItem(stockLevelKey(variant.id, warehouse.id))).toEqual(level);
  });
});
