import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { ORDER_KEY, orderSchema, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs, type Order, type WebhookEvent } from '@shop/shared';
import { now } from '../../clock';
import { logger } from '../../observability/logger';
import { getPluginSettings, type StoredPluginSettings } from '../../repositories/plugin-settings-repository';
import {
  claimDelivery,
  lastAnnouncedStatus,
  listOpenDeliveries,
  putOrderDelivery,
  settleDelivery,
  type StoredWebhookDelivery,
} from '../../repositories/webhook-delivery-repository';
import { isLocalRuntime } from './runtime-mode';
import { postWebhook } from './webhook-post';
import { WEBHOOK_HEADERS, webhookSignature } from './webhook-signature';
import { webhookUrlProblem } from './webhook-url';

const iso = (ms: number) => new Date(ms).toISOString();

/** What counts as a status change for a receiver: the order's, its payment's or its fulfilment's. */
const statusKeyOf = (o: Pick<Order, 'status' | 'paymentStatus' | 'fulfillmentStatus'>) => `${o.status}/${o.paymentStatus}/${o.fulfillmentStatus}`;
const statusesOf = (key: string) => {
  const [status, paymentStatus, fulfillmentStatus] = key.split('/');
  return { status, paymentStatus, fulfillmentStatus };
};

/** The order headers a batch writes (INSERT: a new order; MODIFY: a change), read the way order-stream.ts reads them. */
export const orderWritesIn = (records: readonly DynamoDBRecord[]): { event: WebhookEvent; order: Order }[] =>
  records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
    if ((record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') || !image) return [];
    if (image.pk?.S?.startsWith(ORDER_KEY.prefix) !== true || image.sk?.S !== ORDER_KEY.sortKey) return [];
    const parsed = orderSchema.safeParse(unmarshall(image as Record<string, AttributeValue>));
    if (!parsed.success) return [];
    return [{ event: record.eventName === 'INSERT' ? ('order.created' as const) : ('order.status_changed' as const), order: parsed.data }];
  });

/** The JSON a receiver gets: the order as a receiver needs it (no addresses), and what its status was before. */
export const webhookBody = (id: string, event: WebhookEvent, order: Order, previousStatusKey: string | undefined, at: string): string =>
  JSON.stringify({
    id,
    event,
    createdAt: at,
    order: {
      id: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      fulfillmentStatus: order.fulfillmentStatus,
      paymentMethod: order.paymentMethod,
      currency: 'TRY',
      total: order.total,
      totals: order.totals,
      customer: { kind: order.customer.kind, name: order.customer.name, email: order.customer.email },
      lines: order.lines.map((l) => ({
        sku: l.sku,
        name: l.name,
        optionLabel: l.optionLabel,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        total: l.total,
      })),
      version: order.version,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt ?? order.createdAt,
    },
    previous: event === 'order.status_changed' && previousStatusKey ? statusesOf(previousStatusKey) : null,
  });

/** Writes the delivery of one order write, unless it was announced already or kept the status; the delivery or nothing. */
const queueDelivery = async (event: WebhookEvent, order: Order): Promise<StoredWebhookDelivery | undefined> => {
  const previous = event === 'order.status_changed' ? await lastAnnouncedStatus(order.id) : undefined;
  const createdAt = iso(now());
  const id = `${order.id}-v${order.version}`;
  const delivery: StoredWebhookDelivery = {
    id,
    event,
    orderId: order.id,
    status: 'PENDING',
    attempts: 0,
    createdAt,
    body: webhookBody(id, event, order, previous, createdAt),
  };
  const written = await putOrderDelivery({ orderId: order.id, version: order.version, statusKey: statusKeyOf(order) }, delivery);
  return written ? delivery : undefined;
};

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/**
 * One try of a delivery with the settings as they are now (a rotated secret signs, a changed
 * address receives): claimed first, so two senders never try the same attempt; a failure is
 * retried after webhookRetryDelayMs until WEBHOOK_MAX_ATTEMPTS, then marked failed.
 */
export const attemptDelivery = async (delivery: StoredWebhookDelivery, settings: StoredPluginSettings): Promise<AttemptOutcome> => {
  const at = iso(now());
  if (!(await claimDelivery(delivery, at))) return 'skipped';
  const claimed: StoredWebhookDelivery = { ...delivery, status: 'SENDING', attempts: delivery.attempts + 1, lastAttemptAt: at };
  const local = isLocalRuntime();
  const refused =
    !settings.webhook.enabled || settings.webhookSecret === '' ? 'Webhook kapatıldı; gönderilmedi.' : webhookUrlProblem(settings.webhook.url, local);
  if (refused) {
    await settleDelivery(claimed, { status: 'FAILED', error: refused });
    return 'failed';
  }
  const timestamp = Math.floor(now() / 1000);
  const result = await postWebhook(
    settings.webhook.url,
    claimed.body,
    {
      [WEBHOOK_HEADERS.signature]: webhookSignature(settings.webhookSecret, timestamp, claimed.body),
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.event]: claimed.event,
      [WEBHOOK_HEADERS.delivery]: claimed.id,
    },
    local,
  );
  if (result.ok) {
    await settleDelivery(claimed, { status: 'DELIVERED', httpStatus: result.status });
    return 'delivered';
  }
  const last = claimed.attempts >= WEBHOOK_MAX_ATTEMPTS;
  logger.warn('Webhook delivery failed', { deliveryId: claimed.id, attempt: claimed.attempts, reason: result.error });
  await settleDelivery(claimed, {
    status: last ? 'FAILED' : 'RETRYING',
    ...(result.status === undefined ? {} : { httpStatus: result.status }),
    error: result.error,
    ...(last ? {} : { nextAttemptAt: iso(now() + webhookRetryDelayMs(claimed.attempts)) }),
  });
  return last ? 'failed' : 'retrying';
};

/**
 * The order stream's step (one call in handlers/realtime/order-stream.ts): each new order and each
 * change of its status becomes a delivery item, tried at once. It never throws, so a dead receiver
 * or a failed write never fails the batch (nor the alerts beside it); what did not go out is the
 * retry job's.
 */
export const sendOrderWebhooks = async (records: readonly DynamoDBRecord[]): Promise<void> => {
  try {
    const writes = orderWritesIn(records);
    if (writes.length === 0) return;
    const settings = await getPluginSettings();
    if (!settings.webhook.enabled || settings.webhook.url === '' || settings.webhookSecret === '') return;
    // In stream order per order (one after another), orders side by side.
    const byOrder = new Map<string, typeof writes>();
    for (const w of writes) byOrder.set(w.order.id, [...(byOrder.get(w.order.id) ?? []), w]);
    const queued: StoredWebhookDelivery[] = [];
    await Promise.all(
      [...byOrder.values()].map(async (list) => {
        for (const w of list) {
          const delivery = await queueDelivery(w.event, w.order);
          if (delivery) queued.push(delivery);
        }
      }),
    );
    await Promise.all(queued.map((d) => attemptDelivery(d, settings)));
  } catch (error) {
    logger.error('Order webhooks failed; the retry job picks up what was written', { error: String(error) });
  }
};

/** A try left SENDING this long ago (its Lambda died mid-call) or never started is taken over. */
const STALE_MS = 60_000;
/**
 * Every delivery is settled within about 15 minutes, so the job looks back an hour (it runs every
 * minute: the read grows with an hour's orders, not a day's). A job outage of more than 45 minutes
 * leaves the deliveries it missed as they were; they stay listed on the page with their state.
 */
const LOOK_BACK_MS = 3_600_000;

/** The retry job: tries every delivery that is due (its wait passed, or its try was abandoned), side by side. */
export const retryWebhookDeliveries = async (): Promise<Record<AttemptOutcome, number>> => {
  const counts: Record<AttemptOutcome, number> = { delivered: 0, retrying: 0, failed: 0, skipped: 0 };
  const current = now();
  const open = await listOpenDeliveries(iso(current - LOOK_BACK_MS));
  if (open.length === 0) return counts;
  const stale = iso(current - STALE_MS);
  const due = open.filter((d) => (d.status === 'RETRYING' ? (d.nextAttemptAt ?? '') <= iso(current) : (d.lastAttemptAt ?? d.createdAt) <= stale));
  if (due.length === 0) return counts;
  const settings = await getPluginSettings();
  for (const outcome of await Promise.all(due.map((d) => attemptDelivery(d, settings)))) counts[outcome] += 1;
  return counts;
};
