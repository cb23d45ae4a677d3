import { QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  ORDER_AXES,
  ORDER_DAY_PARTITION,
  ORDER_EVENT_PREFIX,
  ORDER_KEY,
  ORDER_LIST,
  SEARCH_ENTITY,
  memberOrderFinderKey,
  memberOrderList,
  newestFirstSortKey,
  orderDayKey,
  orderEventKey,
  orderEventSchema,
  orderFinderKey,
  orderFinderList,
  orderKey,
  orderPairFinderKey,
  orderPairFinderList,
  orderListOf,
  orderSchema,
  orderSummarySchema,
  placedEvent,
  shopDay,
  shopDayEnd,
  shopDayStart,
  type DayFigures,
  type Order,
  type OrderAxis,
  type OrderDetail,
  type OrderEvent,
  type OrderPageQuery,
  type OrderSummary,
} from '@shop/shared';
import { batchGet } from './batch-get';
import { countGuestOrder } from './customer-repository';
import { documentClient, tableName } from './document-client';
import { newestFirstKeys } from './newest-first';
import { readFinderList } from './finder-list';
import type { Page } from './paging';
import { findSummaries, searchIndexItems } from './search-index-repository';
import { orderChangeStatisticsItems, orderPlacedWrites, type OrderStatisticsWrites } from './statistics-repository';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * An order's partition (ORDER#<id>) holds its header (sk ORDER: lines, shipments and payments
 * inside it, listed newest first in gsi1 under ORDERS), its timeline (EVENT#…), one finder per
 * axis (FIND#STATUS|PAYMENT|FULFILLMENT: the list row under ORDERS#<axis>#<value> in gsi1) and one
 * for status × payment (FIND#STATUS_PAYMENT). Every
 * change of the order rewrites its header conditioned on the version read, with the finders whose
 * value changed, in one transaction (see docs/data-model.md).
 */

/** Transactions in flight at once while writing many orders (the seed). */
const CONCURRENCY = 8;

const axisValue = (order: Pick<Order, 'status' | 'paymentStatus' | 'fulfillmentStatus'>, axis: OrderAxis): string =>
  axis === 'STATUS' ? order.status : axis === 'PAYMENT' ? order.paymentStatus : order.fulfillmentStatus;

const summaryOf = (order: Order): OrderSummary => orderSummarySchema.parse(order);

const finderItem = (order: Order, axis: OrderAxis): Record<string, unknown> => ({
  ...orderFinderKey(order.id, axis),
  [GSI1.partitionKey]: orderFinderList(axis, axisValue(order, axis)),
  [GSI1.sortKey]: newestFirstSortKey(order.createdAt, order.id),
  ...summaryOf(order),
});

/** The status × payment finder: the same list row, under its pair's list (ORDERS#STATUS_PAYMENT#…). */
export const pairFinderItem = (order: Order): Record<string, unknown> => ({
  ...orderPairFinderKey(order.id),
  [GSI1.partitionKey]: orderPairFinderList(order.status, order.paymentStatus),
  [GSI1.sortKey]: newestFirstSortKey(order.createdAt, order.id),
  ...summaryOf(order),
});

/** Every finder of an order that holds its list row: one per axis and the status × payment pair. */
const finderItems = (order: Order): Record<string, unknown>[] => [...ORDER_AXES.map((axis) => finderItem(order, axis)), pairFinderItem(order)];

const headerItem = (order: Order): Record<string, unknown> => ({
  ...orderKey(order.id),
  ...newestFirstKeys(ORDER_LIST, order.createdAt, order.id),
  ...order,
});

const eventPut = (event: OrderEvent): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...orderEventKey(event.orderId, event.at, event.id), ...event },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** What the search box finds an order by: its number, the customer's name, e-mail and phone. */
const searchTexts = (order: Order): string[] => [order.id, order.customer.name, order.customer.email, order.customer.phone ?? ''];

/**
 * A member's order is listed under the member (Hesabım's Siparişlerim): the finder names the order
 * only, since the shopper's view reads the header; it never changes, so order changes leave it be.
 */
const memberFinderItems = (order: Order): Record<string, unknown>[] =>
  order.customer.kind === 'member'
    ? [
        {
          ...memberOrderFinderKey(order.id),
          [GSI1.partitionKey]: memberOrderList(order.customer.id),
          [GSI1.sortKey]: newestFirstSortKey(order.createdAt, order.id),
          id: order.id,
        },
      ]
    : [];

/** The items of a new order: its header first, then its finders, search words and timeline entries. */
export const newOrderItems = (order: Order, events: readonly OrderEvent[]): Record<string, unknown>[] => [
  headerItem(order),
  ...finderItems(order),
  ...memberFinderItems(order),
  ...searchIndexItems(SEARCH_ENTITY.order, order.id, searchTexts(order), { id: order.id }),
  ...events.map((event) => ({ ...orderEventKey(event.orderId, event.at, event.id), ...event })),
];

/**
 * The transaction items of one new order: its header (conditioned on the order not being there, so
 * a repeated write of the same id fails whole and counts nothing again), finders, search words, first
 * timeline entries, its shop day's counters (the dashboard), İstatistikler's counters and, for a
 * guest, the guest's count. `statistics` are the counter writes prepared before (checkout), else read here.
 */
export const newOrderWrites = async (order: Order, events: readonly OrderEvent[], statistics?: OrderStatisticsWrites): Promise<TransactItem[]> => {
  const [count, counters] = await Promise.all([
    order.customer.kind === 'guest' ? countGuestOrder(order.customer.id) : [],
    statistics ? statistics(order) : orderPlacedWrites(order),
  ]);
  const day: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: orderDayKey(shopDay(order.createdAt)),
      UpdateExpression: 'SET #day = :day ADD orderCount :one, revenue :total',
      ExpressionAttributeNames: { '#day': 'day' },
      ExpressionAttributeValues: { ':day': shopDay(order.createdAt), ':one': 1, ':total': order.total },
    },
  };
  const puts = newOrderItems(order, events).map((Item, i): TransactItem => ({
    Put: { TableName: tableName(), Item, ...(i === 0 ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}) },
  }));
  return [...puts, day, ...count, ...counters];
};

/** Writes one new order (newOrderWrites) on its own; `exists` when it was written before. */
export const createOrder = async (order: Order, events: readonly OrderEvent[]): Promise<'created' | 'exists'> => {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: await newOrderWrites(order, events) }));
    return 'created';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'exists';
    throw error;
  }
};

/**
 * Writes new orders (the demo seed, tests) with their timelines: `events` of each order, or just
 * its "placed" entry. One guest's orders are written one after another: concurrent transactions
 * on the same guest item would cancel each other.
 */
export const putOrders = async (orders: readonly Order[], events: readonly OrderEvent[] = []): Promise<void> => {
  const lanes = new Map<string, Order[]>();
  for (const order of orders) {
    const lane = order.customer.kind === 'guest' ? `guest#${order.customer.id}` : `order#${order.id}`;
    lanes.set(lane, [...(lanes.get(lane) ?? []), order]);
  }
  const timeline = (order: Order) => {
    const own = events.filter((e) => e.orderId === order.id);
    return own.length > 0 ? own : [placedEvent(order)];
  };
  const queue = [...lanes.values()];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) for (const order of lane) await createOrder(order, timeline(order));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};

/**
 * The transaction items that store `next` in place of `before`: the header conditioned on the
 * version read (two admins acting at once: only one write passes), every finder (axes and the
 * status × payment pair), the new timeline entries and, when it cancels the order, İstatistikler's cancellation
 * counter. Callers add stock, mail and audit items to the same write.
 */
export const orderChangeItems = (before: Order, next: Order, events: readonly OrderEvent[]): TransactItem[] => [
  {
    Put: {
      TableName: tableName(),
      Item: headerItem(next),
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': before.version },
    },
  },
  // A finder holds the list row, so every finder is rewritten (its statuses and version are shown).
  ...finderItems(next).map((Item): TransactItem => ({ Put: { TableName: tableName(), Item } })),
  ...events.map(eventPut),
  ...orderChangeStatisticsItems(before, next),
];

export const getOrder = async (id: string): Promise<Order | undefined> => {
  const [item] = await batchGet([orderKey(id)]);
  return item ? orderSchema.parse(item) : undefined;
};

/** The header and its whole timeline (newest first) in one Query of the order's partition. */
export const getOrderDetail = async (id: string): Promise<OrderDetail | undefined> => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${ORDER_KEY.prefix}${id}` },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const header = items.find((i) => i.sk === ORDER_KEY.sortKey);
  if (!header) return undefined;
  // The partition comes sorted by key (EVENT#<at>#<id>, oldest first): newest first is its reverse.
  const events = items
    .filter((i) => String(i.sk).startsWith(ORDER_EVENT_PREFIX))
    .map((i) => orderEventSchema.parse(i))
    .reverse();
  return { ...orderSchema.parse(header), events };
};

/**
 * One page of the order list. The axes filtered pick the finder list queried (orderListOf: status
 * with payment their pair's list, else the first axis's, else the whole list); the date range is its
 * key condition; an axis the list does not key (fulfilment beside another) filters what it reads,
 * within a read budget.
 * A search (`q`) goes through the token index and reads the matching headers (at most one page).
 */
export const listOrders = async (query: OrderPageQuery): Promise<Page<OrderSummary>> => {
  if (query.q) return searchOrders(query);
  const axes: [OrderAxis, string | undefined][] = [
    ['STATUS', query.status],
    ['PAYMENT', query.paymentStatus],
    ['FULFILLMENT', query.fulfillmentStatus],
  ];
  // The list read (orderListOf) keys the pair, or else the first axis given; the others filter it.
  const given = axes.filter((a): a is [OrderAxis, string] => a[1] !== undefined);
  const rest = given.slice(query.status && query.paymentStatus ? 2 : 1);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions = rest.map(([axis, value], i) => {
    names[`#f${i}`] = axis === 'STATUS' ? 'status' : axis === 'PAYMENT' ? 'paymentStatus' : 'fulfillmentStatus';
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return readFinderList(
    {
      list: orderListOf(query),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {}),
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    },
    (item) => orderSummarySchema.parse(item),
  );
};

const searchOrders = async (query: OrderPageQuery): Promise<Page<OrderSummary>> => {
  const ids = (await findSummaries(SEARCH_ENTITY.order, query.q ?? '', { limit: query.limit })).map((s) => String(s.id));
  const orders = (await batchGet(ids.map(orderKey), false)).map((item) => orderSchema.parse(item));
  const inRange = (o: Order) => (!query.from || o.createdAt >= shopDayStart(query.from)) && (!query.to || o.createdAt <= shopDayEnd(query.to));
  return {
    data: orders
      .filter(
        (o) =>
          inRange(o) &&
          (!query.status || o.status === query.status) &&
          (!query.paymentStatus || o.paymentStatus === query.paymentStatus) &&
          (!query.fulfillmentStatus || o.fulfillmentStatus === query.fulfillmentStatus),
      )
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
      .map(summaryOf),
  };
};

/** The latest orders (the dashboard's widget). */
export const latestOrders = async (limit: number): Promise<OrderSummary[]> => (await listOrders({ limit })).data;

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

/**
 * The headers of the orders on one finder list (`ORDERS#PAYMENT#AWAITING_PAYMENT`) paid by `method`
 * and placed before `placedBefore`: a Query of the finder list (the method a filter on the rows it
 * reads), then the headers by key. Unpaid havale orders are few (they are cancelled after days).
 */
export const awaitingPaymentOrders = async (list: string, method: Order['paymentMethod'], placedBefore: string): Promise<Order[]> => {
  const ids: string[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#list = :list AND #at < :before',
        FilterExpression: 'paymentMethod = :method',
        ExpressionAttributeNames: { '#list': GSI1.partitionKey, '#at': GSI1.sortKey },
        ExpressionAttributeValues: { ':list': list, ':before': placedBefore, ':method': method },
        ExclusiveStartKey,
      }),
    );
    ids.push(...(out.Items ?? []).map((item) => String(item.id)));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return (await batchGet(ids.map(orderKey))).map((item) => orderSchema.parse(item));
};
