import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { GSI1, listBounds } from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { decodeCursor, encodeCursor, type Page } from './paging';

/** Items read at most to fill one page when a filter narrows the list (the cursor goes on from there). */
const READ_BUDGET = 2000;
/** Items one filtered Query reads at most. */
const READ_STEP = 200;

/**
 * The items the next filtered Query reads: what the page still needs at the match rate seen so far
 * (one in two before anything was read), a fifth more to spare, within the step and the budget. A
 * fixed step read (and sent back) four times what a page of 25 needs when half the list matches.
 */
const filteredStep = (needed: number, read: number, matched: number): number => {
  const rate = read === 0 ? 0.5 : Math.max(matched / read, needed / READ_STEP);
  return Math.min(READ_BUDGET - read, READ_STEP, Math.ceil((needed / rate) * 1.2));
};

export interface FinderListQuery {
  /** The gsi1 list read: a whole list (ORDERS) or one finder list (ORDERS#STATUS#CONFIRMED). */
  readonly list: string;
  /** Shop days (YYYY-MM-DD), both included: the key condition on the time-ordered sort key. */
  readonly from?: string;
  readonly to?: string;
  /** What narrows the list further, DynamoDB's FilterExpression with its own names and values. */
  readonly filter?: { readonly expression: string; readonly names?: Record<string, string>; readonly values: Record<string, unknown> };
  readonly limit: number;
  readonly cursor?: string;
}

/**
 * One page of a time-ordered gsi1 list, newest first (orders' and returns' finder lists). A filter
 * reads within a budget; a page cut short by it carries a cursor, and the next page goes on from
 * the last item read. The cursor is the last key returned, so nothing is skipped or seen twice.
 */
export const readFinderList = async <T>(query: FinderListQuery, parse: (item: Record<string, unknown>) => T): Promise<Page<T>> => {
  const names: Record<string, string> = { '#list': GSI1.partitionKey, ...query.filter?.names };
  const values: Record<string, unknown> = { ':list': query.list, ...query.filter?.values };
  let key = '#list = :list';
  if (query.from || query.to) {
    names['#at'] = GSI1.sortKey;
    const bounds = listBounds(query.from, query.to);
    values[':from'] = bounds.from;
    values[':to'] = bounds.to;
    key += ' AND #at BETWEEN :from AND :to';
  }
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: key,
    ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
  const data: T[] = [];
  let read = 0;
  let matched = 0;
  let start = query.cursor ? decodeCursor(query.cursor) : undefined;
  do {
    const needed = query.limit - data.length;
    const Limit = query.filter ? filteredStep(needed, read, matched) : needed;
    const out = await documentClient().send(new QueryCommand({ ...input, Limit, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) {
      if (data.length === query.limit) break;
      data.push(parse(item));
      start = {
        pk: String(item.pk),
        sk: String(item.sk),
        [GSI1.partitionKey]: String(item[GSI1.partitionKey]),
        [GSI1.sortKey]: String(item[GSI1.sortKey]),
      };
    }
    read += out.ScannedCount ?? 0;
    matched += out.Count ?? 0;
    if (data.length === query.limit) break;
    start = out.LastEvaluatedKey;
  } while (start && read < READ_BUDGET);
  return { data, ...(start ? { nextCursor: encodeCursor(start) } : {}) };
};
