import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  STATISTICS_DAY_PREFIX,
  STATISTICS_KINDS,
  categoryKey,
  firstOrderKey,
  foldEmail,
  productKey,
  statisticsDayKey,
  statisticsDayOf,
  statisticsPartition,
  type Order,
  type Return,
  type StatisticsKind,
  type StatisticsDay,
  cancellationAdd,
  cancelsOrder,
  orderPlacedAdds,
  returnOpenedAdd,
  signUpAdd,
  type CounterAdd,
} from '@shop/shared';
import { batchGet } from './batch-get';
import { documentClient, tableName } from './document-client';
import type { TransactItem } from './transactions';

/**
 * İstatistikler's day counters (shared/src/table/statistics-keys.ts), written in the transaction of
 * the event they count (an order placed or cancelled, a return opened, an address subscribed), so
 * they are exact and counted once: a transaction that fails writes none of them (docs/decisions.md).
 */

/** Counters one update names at most: 250 `#cN :cN` pairs stay well inside DynamoDB's 4 KB expression limit. */
const COUNTERS_PER_UPDATE = 250;

/**
 * The products and categories of a day spread over this many items by a hash of their id, so a day
 * with up to about 19,000 different products sold stays under DynamoDB's 400 KB an item (about
 * 4,800 pairs fit in one) instead of failing every order's transaction for the rest of the day.
 * Not more: an order writes up to one item per shard and kind, and its transaction holds 100.
 */
const SHARDS = 4;

/** The shard (1…SHARDS) of a counter `q#<id>` / `r#<id>`: both counters of an id land in the same item. */
const shardOf = (name: string): number =>
  (createHash('sha1')
    .update(name.slice(name.indexOf('#') + 1))
    .digest()
    .readUInt16BE(0) %
    SHARDS) +
  1;

/** A CounterAdd's counters grouped by the item they go to: the day's one item for the totals, a shard's for the rest. */
const byItem = ({ kind, add }: CounterAdd): Map<number, [string, number][]> => {
  const groups = new Map<number, [string, number][]>();
  for (const entry of Object.entries(add)) {
    const shard = kind === 'TOTALS' ? 0 : shardOf(entry[0]);
    groups.set(shard, [...(groups.get(shard) ?? []), entry]);
  }
  return groups;
};

/** The updates that add a CounterAdd to its day items (ADD creates missing counters at zero); a shard's overflow past COUNTERS_PER_UPDATE gets items of its own. */
const counterUpdates = (counterAdd: CounterAdd) =>
  [...byItem(counterAdd)].flatMap(([shard, entries]) =>
    Array.from({ length: Math.ceil(entries.length / COUNTERS_PER_UPDATE) }, (_, overflow) => {
      const chunk = entries.slice(overflow * COUNTERS_PER_UPDATE, (overflow + 1) * COUNTERS_PER_UPDATE);
      return {
        TableName: tableName(),
        // Shard s, overflow o: part s + (SHARDS + 1) × o, so parts never collide.
        Key: statisticsDayKey(counterAdd.kind, counterAdd.day, shard + (SHARDS + 1) * overflow),
        UpdateExpression: `ADD ${chunk.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(chunk.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(chunk.map(([, value], i) => [`:c${i}`, value])),
      };
    }),
  );

const counterItems = (adds: readonly CounterAdd[]): TransactItem[] => adds.flatMap((add) => counterUpdates(add).map((Update) => ({ Update })));

/** Each product's categories as stored now (a product deleted since has none). */
const categoriesOfProducts = async (productIds: readonly string[]): Promise<Map<string, readonly string[]>> => {
  const items = await batchGet([...new Set(productIds)].map(productKey), false, 'id, categoryIds');
  return new Map(items.map((item) => [String(item.id), (item.categoryIds as string[] | undefined) ?? []]));
};

/** What a new order's counter writes depend on besides the order: read before its transaction. */
export type OrderStatisticsWrites = (order: Order) => TransactItem[];

/**
 * Reads what a new order's counters need — the categories of its products and whether its e-mail
 * address has ordered before — and answers the writes for the order: its day's totals, products and
 * categories, and, the first time the address orders, the address' marker with a new customer
 * counted. The marker is written without a condition so a statistic can never refuse an order: two
 * first orders of one address committed in the same instant both count as new (docs/decisions.md).
 * Checkout calls it before it claims the stock, so the claim is not held over these reads.
 */
export const prepareOrderStatistics = async (productIds: readonly string[], email: string): Promise<OrderStatisticsWrites> => {
  const marker = firstOrderKey(foldEmail(email));
  const [categories, seen] = await Promise.all([
    categoriesOfProducts(productIds),
    documentClient().send(new GetCommand({ TableName: tableName(), Key: marker, ProjectionExpression: 'pk' })),
  ]);
  const newCustomer = !seen.Item;
  return (order) => [
    ...(newCustomer ? [{ Put: { TableName: tableName(), Item: { ...marker, orderId: order.id, at: order.createdAt } } }] : []),
    ...counterItems(orderPlacedAdds(order, (id) => categories.get(id) ?? [], newCustomer)),
  ];
};

/** A new order's counter writes (prepareOrderStatistics, read now). */
export const orderPlacedWrites = async (order: Order): Promise<TransactItem[]> =>
  (
    await prepareOrderStatistics(
      order.lines.map((l) => l.productId),
      order.customer.email,
    )
  )(order);

/** The cancellation counter when `next` cancels `before`, on the day it happens (next.updatedAt). */
export const orderChangeStatisticsItems = (before: Order, next: Order): TransactItem[] =>
  cancelsOrder(before, next) ? counterItems([cancellationAdd(next.updatedAt ?? next.createdAt)]) : [];

export const returnOpenedItems = (ret: Pick<Return, 'createdAt'>): TransactItem[] => counterItems([returnOpenedAdd(ret.createdAt)]);

export const signUpItems = (at: string): TransactItem[] => counterItems([signUpAdd(at)]);

/**
 * Adds counters outside any event's transaction: the bench, which writes what a volume of orders
 * would have counted without placing them. Never for live events (they count in their own write).
 */
export const addCounters = async (adds: readonly CounterAdd[]): Promise<void> => {
  const queue = adds.flatMap(counterUpdates);
  const worker = async () => {
    for (let update = queue.shift(); update; update = queue.shift()) await documentClient().send(new UpdateCommand(update));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
};

/** A kind's day items (overflow items included) from `from` to `to`, both included: one Query, paged through. */
const readKind = async (kind: StatisticsKind, from: string, to: string): Promise<StatisticsDay[]> => {
  const rows: StatisticsDay[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': statisticsPartition(kind),
          ':from': `${STATISTICS_DAY_PREFIX}${from}`,
          // `~` sorts after the `#<part>` of the last day's shard and overflow items.
          ':to': `${STATISTICS_DAY_PREFIX}${to}#~`,
        },
        ExclusiveStartKey,
      }),
    );
    for (const { pk: _pk, sk, ...counters } of out.Items ?? []) rows.push({ kind, day: statisticsDayOf(String(sk)), counters: counters });
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
};

/** Every kind's day items from `from` to `to`: three Queries at once. */
export const readStatisticsDays = async (from: string, to: string): Promise<StatisticsDay[]> =>
  (await Promise.all(STATISTICS_KINDS.map((kind) => readKind(kind, from, to)))).flat();

/** The names of products and categories by id (those that still exist): twenty items at most. */
export const namesOf = async (
  productIds: readonly string[],
  categoryIds: readonly string[],
): Promise<{ products: Map<string, string>; categories: Map<string, string> }> => {
  const [products, categories] = await Promise.all([batchGet(productIds.map(productKey), false), batchGet(categoryIds.map(categoryKey), false)]);
  const toMap = (items: Record<string, unknown>[]) => new Map(items.map((i) => [String(i.id), String(i.name)]));
  return { products: toMap(products), categories: toMap(categories) };
};
