import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ORDER_DAY_PARTITION, ORDER_LIST, orderDayKey, orderKey, orderSchema, shopDay, type DayFigures, type Order } from '@shop/shared';
import { countGuestOrder } from './customer-repository';
import { documentClient, tableName } from './document-client';
import { listNewestFirst, newestFirstKeys } from './newest-first';
import type { PageQuery } from './paging';
import { conditionFailedAt } from './transactions';

/** Each order in its own partition (ORDER#<id>, sk ORDER), listed newest first through gsi1 (ORDERS). */
/** Transactions in flight at once while writing many orders. */
const CONCURRENCY = 8;

const toOrder = (item: Record<string, unknown>): Order => orderSchema.parse(item);

/**
 * Writes one new order, its shop day's counters (the dashboard's figures) and, for a guest's
 * order, the guest's count, in one transaction: the counts can neither miss an order nor count
 * one twice. The order's own put is the marker: it is conditioned on the order not being there,
 * so a retried or repeated write of the same order id fails whole and counts nothing again (an
 * interrupted seed can run again).
 */
const createOrder = async (order: Order): Promise<void> => {
  const put = {
    TableName: tableName(),
    Item: { ...orderKey(order.id), ...newestFirstKeys(ORDER_LIST, order.createdAt, order.id), ...order },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  const count = order.customer.kind === 'guest' ? await countGuestOrder(order.customer.id) : [];
  try {
    const day = {
      Update: {
        TableName: tableName(),
        Key: orderDayKey(shopDay(order.createdAt)),
        UpdateExpression: 'SET #day = :day ADD orderCount :one, revenue :total',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':day': shopDay(order.createdAt), ':one': 1, ':total': order.total },
      },
    };
    await documentClient().send(new TransactWriteCommand({ TransactItems: [{ Put: put }, day, ...count] }));
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
  }
};

/**
 * Writes new orders; each guest's order count goes up with each of their orders. One
 * guest's orders are written one after another: concurrent transactions on the same
 * guest item would cancel each other.
 */
export const putOrders = async (orders: readonly Order[]): Promise<void> => {
  const lanes = new Map<string, Order[]>();
  for (const order of orders) {
    const lane = order.customer.kind === 'guest' ? `guest#${order.customer.id}` : `order#${order.id}`;
    lanes.set(lane, [...(lanes.get(lane) ?? []), order]);
  }
  const queue = [...lanes.values()];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) for (const order of lane) await createOrder(order);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};

export const listOrders = (page: PageQuery) => listNewestFirst(ORDER_LIST, page, toOrder);

/** The counters of the shop days from `fromDay` to `toDay` (YYYY-MM-DD, both included): one Query, days without orders absent. */
export const readOrderDays = async (fromDay: string, toDay: string): Promise<DayFigures[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': ORDER_DAY_PARTITION, ':from': orderDayKey(fromDay).sk, ':to': orderDayKey(toDay).sk },
    }),
  );
  return (out.Items ?? []).map((item) => ({ day: String(item.day), orderCount: Number(item.orderCount ?? 0), revenue: Number(item.revenue ?? 0) }));
};

export const getOrder = async (id: string): Promise<Order | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: orderKey(id) }));
  return out.Item ? toOrder(out.Item) : undefined;
};
