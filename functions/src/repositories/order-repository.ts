import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ORDER_LIST, orderKey, orderSchema, type Order } from '@shop/shared';
import { countGuestOrder } from './customer-repository';
import { documentClient, tableName } from './document-client';
import { listNewestFirst, newestFirstKeys, newestFirstPageSchema } from './newest-first';
import type { PageQuery } from './paging';
import { conditionFailedAt } from './transactions';

/** Each order in its own partition (ORDER#<id>, sk ORDER), listed newest first through gsi1 (ORDERS). */
/** Transactions in flight at once while writing many orders. */
const CONCURRENCY = 8;

export const orderPageSchema = newestFirstPageSchema(ORDER_LIST);

const toOrder = (item: Record<string, unknown>): Order => orderSchema.parse(item);

/**
 * Writes one new order, and for a guest's order counts it on the guest, in one
 * transaction: the count can neither miss an order nor count one twice. An order already
 * in the table was counted when it was written, so it is left alone (an interrupted seed
 * can run again).
 */
const createOrder = async (order: Order): Promise<void> => {
  const put = {
    TableName: tableName(),
    Item: { ...orderKey(order.id), ...newestFirstKeys(ORDER_LIST, order.createdAt, order.id), ...order },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  const count = order.customer.kind === 'guest' ? await countGuestOrder(order.customer.id) : [];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...count] }));
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

export const getOrder = async (id: string): Promise<Order | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: orderKey(id) }));
  return out.Item ? toOrder(out.Item) : undefined;
};
