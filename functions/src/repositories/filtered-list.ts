import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1, TABLE_KEYS } from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { decodeCursor, encodeCursor, type Page } from './paging';

/** At most this many items are read to fill one filtered page (the cursor goes on from there). */
const FILTER_READ_BUDGET = 1000;

export interface ListFilter {
  /** DynamoDB filter conditions, joined with AND; none reads the list plainly. */
  readonly conditions: readonly string[];
  readonly names: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, unknown>>;
}

/** Whether a cursor is a key of this gsi1 list (anything else is the caller's error). */
export const isListCursor = (list: string, cursor: string): boolean => {
  const key = decodeCursor(cursor);
  return (
    !!key &&
    Object.keys(key).length === 4 &&
    key[GSI1.partitionKey] === list &&
    typeof key[GSI1.sortKey] === 'string' &&
    typeof key[TABLE_KEYS.partitionKey] === 'string' &&
    typeof key[TABLE_KEYS.sortKey] === 'string'
  );
};

/**
 * One page of a newest-first gsi1 list, filtered: a bounded read (a shop gets hundreds of support
 * requests and feedback notes a month, not millions), so a page with few matches may come back
 * short with a cursor that goes on where the read stopped, as Başvurular' list does.
 */
export const listFiltered = async <T>(
  list: string,
  page: { limit: number; cursor?: string | undefined },
  filter: ListFilter,
  map: (item: Record<string, unknown>) => T,
): Promise<Page<T>> => {
  const filtered = filter.conditions.length > 0;
  const data: T[] = [];
  let startKey = page.cursor ? decodeCursor(page.cursor) : undefined;
  let read = 0;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#listKey = :list',
        ...(filtered ? { FilterExpression: filter.conditions.join(' AND ') } : {}),
        ExpressionAttributeNames: { '#listKey': GSI1.partitionKey, ...filter.names },
        ExpressionAttributeValues: { ':list': list, ...filter.values },
        ScanIndexForward: false,
        Limit: filtered ? Math.min(200, FILTER_READ_BUDGET - read) : page.limit - data.length,
        ExclusiveStartKey: startKey,
      }),
    );
    read += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      data.push(map(item));
      if (data.length === page.limit) {
        // Cut inside a page: the next one starts after the last one shown.
        const key = {
          [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey] as unknown,
          [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey] as unknown,
          [GSI1.partitionKey]: item[GSI1.partitionKey] as unknown,
          [GSI1.sortKey]: item[GSI1.sortKey] as unknown,
        };
        return { data, nextCursor: encodeCursor(key) };
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && read < FILTER_READ_BUDGET);
  return { data, ...(startKey ? { nextCursor: encodeCursor(startKey) } : {}) };
};
