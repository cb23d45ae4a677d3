import type { DynamoDBStreamEvent } from 'aws-lambda';
import { canAny, ORDER_PERMISSIONS, STREAM_HANDLERS } from '@shop/shared';
import { logger } from '../../observability/logger';
import { observedHandler } from '../../observability/observed-handler';
import { listKnownAdminSubs } from '../../repositories/admin-registry-repository';
import { listConnections } from '../../repositories/connection-repository';
import { claimOrderAlert, putNotificationForAdmins } from '../../repositories/notification-repository';
import { newOrdersIn } from '../../repositories/order-stream';
import { sendTo } from '../../realtime/fan-out';
import { newOrderNotification } from '../../realtime/new-order-notification';
import { managementEndpoint } from '../../realtime/post-to-connections';
import { orderNew } from '../../realtime/server-events';

const ROUTE: keyof typeof STREAM_HANDLERS = 'orderEvents';

/**
 * The table stream: each new order becomes a NEW_ORDER notification for every known admin
 * and an order:new event on every open connection of an admin who may see orders (the alert
 * opens the order). A failed notification write throws, so
 * the batch is retried; the notification ids come from the orders, so a retry rewrites
 * rather than duplicates. Events are best effort: whoever is offline sees the bell.
 * Notifications are dated when the alert goes out: the record's own time is rounded down
 * (to the minute in DynamoDB Local), which would sort a brand-new alert below older ones.
 */
export const handler = observedHandler<DynamoDBStreamEvent, unknown>(ROUTE).handler(async (event) => {
  const orders = newOrdersIn(event.Records);
  if (orders.length === 0) return;
  const admins = await listKnownAdminSubs();
  const now = Date.now();
  for (const order of orders) await putNotificationForAdmins(admins, newOrderNotification(order, now));

  const endpoint = managementEndpoint();
  if (!endpoint) {
    logger.error('WEBSOCKET_MANAGEMENT_ENDPOINT is not set: order:new not sent');
    return;
  }
  const connections = (await listConnections()).filter((c) => canAny(c.groups, ORDER_PERMISSIONS));
  // A redelivered batch announces only orders no earlier delivery announced.
  const unannounced = (await Promise.all(orders.map(async (order) => ((await claimOrderAlert(order.id)) ? [order] : [])))).flat();
  await Promise.all(unannounced.map((order) => sendTo(endpoint, connections, orderNew(order.id))));
});
