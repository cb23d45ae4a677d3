import { QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  RETURN_LIST,
  RETURN_REASON_DAY_PARTITION,
  RETURN_REASONS,
  SEARCH_ENTITY,
  newestFirstSortKey,
  returnFinderKey,
  returnFinderList,
  returnKey,
  returnListOf,
  returnReasonDayKey,
  returnSchema,
  returnSummarySchema,
  shopDay,
  shopDayEnd,
  shopDayStart,
  type Return,
  type ReturnFinder,
  type ReturnPageQuery,
  type ReturnReason,
  type ReturnReasonFigure,
  type ReturnSummary,
} from '@shop/shared';
import { batchGet } from './batch-get';
import { documentClient, tableName } from './document-client';
import { newestFirstKeys } from './newest-first';
import { readFinderList } from './finder-list';
import type { Page } from './paging';
import { findSummaries } from './search-index-repository';
import { returnOpenedItems } from './statistics-repository';
import type { TransactItem } from './transactions';

/**
 * A return's partition (RETURN#<id>) holds the return (listed newest first in gsi1 under RETURNS)
 * and its finders, copies of the list row under RETURNS#STATUS#…, RETURNS#REASON#… and
 * RETURNS#ORDER#…, all rewritten with the return in one transaction (shared/src/table/return-keys.ts).
 */

const summaryOf = (ret: Return): ReturnSummary => returnSummarySchema.parse(ret);

const reasonsOf = (ret: Pick<Return, 'lines'>): ReturnReason[] => [...new Set(ret.lines.map((l) => l.reason))];

const finders = (ret: Return): [ReturnFinder, string][] => [
  ['STATUS', returnFinderList('STATUS', ret.status)],
  ['ORDER', returnFinderList('ORDER', ret.orderId)],
  ...reasonsOf(ret).map((r): [ReturnFinder, string] => [`REASON#${r}`, returnFinderList('REASON', r)]),
];

const finderPuts = (ret: Return): TransactItem[] =>
  finders(ret).map(([finder, list]) => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...returnFinderKey(ret.id, finder),
        [GSI1.partitionKey]: list,
        [GSI1.sortKey]: newestFirstSortKey(ret.createdAt, ret.id),
        ...summaryOf(ret),
        reasons: reasonsOf(ret),
      },
    },
  }));

const headerItem = (ret: Return) => ({ ...returnKey(ret.id), ...newestFirstKeys(RETURN_LIST, ret.createdAt, ret.id), ...ret });

/**
 * The items of a new return: the return (refused when its id is taken: two returns made at once for
 * one order cannot share a number), its finders, its shop day's reason counters (the figures) and
 * İstatistikler's return counter.
 */
export const newReturnItems = (ret: Return): TransactItem[] => {
  const day = shopDay(ret.createdAt);
  const counts = new Map<ReturnReason, { lines: number; quantity: number }>();
  for (const l of ret.lines) {
    const c = counts.get(l.reason) ?? { lines: 0, quantity: 0 };
    counts.set(l.reason, { lines: c.lines + 1, quantity: c.quantity + l.quantity });
  }
  return [
    { Put: { TableName: tableName(), Item: headerItem(ret), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...finderPuts(ret),
    ...[...counts].map(([reason, c]): TransactItem => ({
      Update: {
        TableName: tableName(),
        Key: returnReasonDayKey(day, reason),
        UpdateExpression: 'SET #day = :day, reason = :reason ADD lineCount :lines, quantity :quantity',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':day': day, ':reason': reason, ':lines': c.lines, ':quantity': c.quantity },
      },
    })),
    ...returnOpenedItems(ret),
  ];
};

/** The items that store `next` in place of `before`: the return conditioned on the version read, and its finders. */
export const returnChangeItems = (before: Return, next: Return): TransactItem[] => [
  {
    Put: {
      TableName: tableName(),
      Item: headerItem(next),
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': before.version },
    },
  },
  ...finderPuts(next),
];

export const getReturn = async (id: string): Promise<Return | undefined> => {
  const [item] = await batchGet([returnKey(id)]);
  return item ? returnSchema.parse(item) : undefined;
};

/** How many returns an order has had (its next return's number is one more). */
export const countOrderReturns = async (orderId: string): Promise<number> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': GSI1.partitionKey },
      ExpressionAttributeValues: { ':list': returnFinderList('ORDER', orderId) },
      Select: 'COUNT',
    }),
  );
  return out.Count ?? 0;
};

/** An order's returns (their list rows), oldest first: the shopper's order page shows them. */
export const orderReturns = async (orderId: string): Promise<ReturnSummary[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': GSI1.partitionKey },
      ExpressionAttributeValues: { ':list': returnFinderList('ORDER', orderId) },
    }),
  );
  return (out.Items ?? []).map((item) => returnSummarySchema.parse(item));
};

/** Orders a search reads the returns of. */
const SEARCH_ORDERS = 20;

/**
 * One page of İadeler. The status filter picks its finder list, else the reason's, else the whole
 * list; the date range is the key condition; the other filter filters what is read (within a budget).
 * A search (`q`) finds orders by number, customer name, e-mail or phone (the orders' token index)
 * and reads each one's returns from its order finder list.
 */
export const listReturns = async (query: ReturnPageQuery): Promise<Page<ReturnSummary>> => {
  if (query.q) return searchReturns(query);
  // Status and reason both given: the status list is read, filtered by the reason (finders carry their lines' reasons as `reasons`).
  const byReason = query.status !== undefined && query.reason !== undefined;
  return readFinderList(
    {
      list: returnListOf(query),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(byReason ? { filter: { expression: 'contains(reasons, :reason)', values: { ':reason': query.reason } } } : {}),
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    },
    (item) => returnSummarySchema.parse(item),
  );
};

const searchReturns = async (query: ReturnPageQuery): Promise<Page<ReturnSummary>> => {
  const text = (query.q ?? '').replace(/^#/, '').trim();
  const found = (await findSummaries(SEARCH_ENTITY.order, text, { limit: SEARCH_ORDERS })).map((s) => String(s.id));
  // An order number typed whole finds its returns even when the word index has no entry for it.
  const orderIds = [...new Set([text, ...found])].filter((id) => id !== '');
  const lists = await Promise.all(
    orderIds.map(async (orderId) => {
      const out = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: GSI1.indexName,
          KeyConditionExpression: '#list = :list',
          ExpressionAttributeNames: { '#list': GSI1.partitionKey },
          ExpressionAttributeValues: { ':list': returnFinderList('ORDER', orderId) },
        }),
      );
      return (out.Items ?? []).map((item) => returnSummarySchema.parse(item));
    }),
  );
  const inRange = (r: ReturnSummary) =>
    (!query.from || r.createdAt >= shopDayStart(query.from)) && (!query.to || r.createdAt <= shopDayEnd(query.to));
  return {
    data: lists
      .flat()
      .filter((r) => inRange(r) && (!query.status || r.status === query.status) && (!query.reason || r.lines.some((l) => l.reason === query.reason)))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
      .slice(0, query.limit),
  };
};

/** Lines and pieces per reason created in the shop days `from` to `to` (both included): one Query of the day counters. */
export const readReasonFigures = async (from: string, to: string): Promise<ReturnReasonFigure[]> => {
  const totals = new Map<ReturnReason, { lines: number; quantity: number }>(RETURN_REASONS.map((r) => [r, { lines: 0, quantity: 0 }]));
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': RETURN_REASON_DAY_PARTITION, ':from': `DAY#${from}`, ':to': `DAY#${to}#\uffff` },
        ExclusiveStartKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const total = totals.get(item.reason as ReturnReason);
      if (!total) continue;
      total.lines += Number(item.lineCount ?? 0);
      total.quantity += Number(item.quantity ?? 0);
    }
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return RETURN_REASONS.map((reason) => ({ reason, ...(totals.get(reason) ?? { lines: 0, quantity: 0 }) }));
};

/** Writes new returns (the demo seed) with their finders and reason counters, one transaction each. */
export const putReturns = async (returns: readonly Return[]): Promise<void> => {
  for (const ret of returns) await documentClient().send(new TransactWriteCommand({ TransactItems: newReturnItems(ret) }));
};
