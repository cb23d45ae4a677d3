import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mayReceiveNotification, STREAM_HANDLERS } from '@shop/shared';
import { deliverOrderMail } from '../../domain/orders/deliver-order-mail';
import { sendOrderWebhooks } from '../../domain/plugins/order-webhooks';
import { logger } from '../../observability/logger';
import { observedHandler } from '../../observability/observed-handler';
import { listKnownAdmins } from '../../repositories/admin-registry-repository';
import { listConnections } from '../../repositories/connection-repository';
import { claimOrderAlert, putNotificationForAdmins } from '../../repositories/notification-repository';
import { newOrderMailsIn, newOrdersIn, updatedOrdersIn } from '../../repositories/order-stream';
import { sendTo } from '../../realtime/fan-out';
import { newOrderNotification } from '../../realtime/new-order-notification';
import { managementEndpoint } from '../../realtime/post-to-connections';
import { orderNew, orderUpdated } from '../../realtime/server-events';

const ROUTE: keyof typeof STREAM_HANDLERS = 'orderEvents';

/**
 * The table stream: each new order becomes a NEW_ORDER notification for every known admin who
 * may see orders, and an order:new event on every open connection of such an admin (the alert
 * names the customer and opens the order; the permission matrix decides both). A failed
 * notification write throws, so
 * the batch is retried; the notification ids come from the orders, so a retry rewrites
 * rather than duplicates. Events are best effort: whoever is offline sees the bell.
 * Notifications are dated when the alert goes out: the record's own time is rounded down
 * (to the minute in DynamoDB Local), which would sort a brand-new alert below older ones.
 * New outbox items are the customer e-mails order changes promised: each is sent here
 * (deliverOrderMail claims it first, so a redelivered record never sends it twice; a failed
 * send is recorded and left to the scheduled retry, never thrown).
 */
export const handler = observedHandler<DynamoDBStreamEvent, unknown>(ROUTE).handler(async (event) => {
  // The order webhook runs beside the alerts (a slow receiver costs at most its 5 s timeout) and never throws.
  await Promise.all([sendOrderWebhooks(event.Records), announceOrders(event)]);
});

const announceOrders = async (event: DynamoDBStreamEvent) => {
  for (const mail of newOrderMailsIn(event.Records)) await deliverOrderMail(mail);
  await announceChanges(updatedOrdersIn(event.Records));
  const orders = newOrdersIn(event.Records);
  if (orders.length === 0) return;
  const told = (await listKnownAdmins()).filter((a) => mayReceiveNotification('NEW_ORDER', a.groups ?? [])).map((a) => a.sub);
  const now = Date.now();
  for (const order of orders) await putNotificationForAdmins(told, newOrderNotification(order, now));

  const endpoint = managementEndpoint();
  if (!endpoint) {
    logger.error('WEBSOCKET_MANAGEMENT_ENDPOINT is not set: order:new not sent');
    return;
  }
  // The live event and the bell have one audience, so the two cannot drift apart.
  const connections = (await listConnections()).filter((c) => mayReceiveNotification('NEW_ORDER', c.groups));
  // A redelivered batch announces only orders no earlier delivery announced.
  const unannounced = (await Promise.all(orders.map(async (order) => ((await claimOrderAlert(order.id)) ? [order] : [])))).flat();
  await Promise.all(unannounced.map((order) => sendTo(endpoint, connections, orderNew(order.id))));
};

/** An order changed by an action: every connection that may see orders hears it (an open detail page reloads). Best effort. */
const announceChanges = async (changed: readonly { orderId: string; version: number }[]) => {
  const endpoint = managementEndpoint();
  if (changed.length === 0 || !endpoint) return;
  const connections = (await listConnections()).filter((c) => mayReceiveNotification('NEW_ORDER', c.groups));
  await Promise.all(changed.map((c) => sendTo(endpoint, connections, orderUpdated(c.orderId, c.version))));
};
