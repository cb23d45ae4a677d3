import { QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  AUDIT_LIST,
  AUDIT_RETENTION_DAYS,
  auditActionPartition,
  auditActorList,
  auditEntryKey,
  auditEntrySchema,
  GSI1,
  GSI2,
  KNOWN_ADMIN_LIST,
  newestFirstSortKey,
  TABLE_KEYS,
  type AuditActorOption,
  type AuditEntry,
  type AuditListQuery,
} from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { decodeCursor, encodeCursor, type Page } from './paging';
import { queryAll } from './query-all';
import type { TransactItem } from './transactions';

const RETENTION_SECONDS = AUDIT_RETENTION_DAYS * 24 * 3600;

/**
 * The Put that appends `entry`; repositories add it to the transaction of the change it records,
 * so a change that fails leaves no entry and a committed one always has one. Its key is new
 * (a UUID), so the condition only guards against a second write of the same entry.
 */
export const auditPut = (entry: AuditEntry): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...auditEntryKey(entry.action, entry.at, entry.id),
      [GSI1.partitionKey]: AUDIT_LIST,
      [GSI1.sortKey]: newestFirstSortKey(entry.at, entry.id),
      [GSI2.partitionKey]: auditActorList(entry.actor.sub),
      [GSI2.sortKey]: newestFirstSortKey(entry.at, entry.id),
      [TABLE_KEYS.ttl]: Math.floor(Date.parse(entry.at) / 1000) + RETENTION_SECONDS,
      ...entry,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The transaction items of a change, with its audit entry when there is one. */
export const withAudit = (items: readonly TransactItem[], entry: AuditEntry | undefined): TransactItem[] =>
  entry ? [...items, auditPut(entry)] : [...items];

/** An entry for an action that writes nothing else to the table (an e-mail sent): its own transaction. */
export const putAuditEntry = async (entry: AuditEntry): Promise<void> => {
  await documentClient().send(new TransactWriteCommand({ TransactItems: [auditPut(entry)] }));
};

/** Items read at most to fill one page when the action filter drops some of an admin's entries (the cursor goes on). */
const READ_BUDGET = 1000;

/**
 * Which list a query reads: an admin's (gsi2), an action's (the table), or all (gsi1). Only
 * "admin and action" filters, within the admin's list.
 */
const listing = (query: AuditListQuery) => {
  if (query.actor) return { index: GSI2, keyName: GSI2.partitionKey, sortName: GSI2.sortKey, list: auditActorList(query.actor) };
  if (query.action)
    return { index: undefined, keyName: TABLE_KEYS.partitionKey, sortName: TABLE_KEYS.sortKey, list: auditActionPartition(query.action) };
  return { index: GSI1, keyName: GSI1.partitionKey, sortName: GSI1.sortKey, list: AUDIT_LIST };
};

/** A cursor is the last key of a page of the same list; anything else is the caller's error. */
export const isAuditCursor = (query: AuditListQuery, cursor: string): boolean => {
  const key = decodeCursor(cursor);
  if (!key) return false;
  const { keyName, sortName, list } = listing(query);
  const allowed = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, keyName, sortName]);
  return key[keyName] === list && Object.keys(key).every((k) => allowed.has(k)) && [...allowed].every((k) => typeof key[k] === 'string');
};

const toEntry = (item: Record<string, unknown>): AuditEntry => auditEntrySchema.parse(item);

const cursorOf = (item: Record<string, unknown>, keyName: string, sortName: string) =>
  Object.fromEntries([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, keyName, sortName].map((k) => [k, item[k]]));

/**
 * Newest first, between `from` and `to` (both included) by key condition: one bounded Query per
 * page, never a Scan. The cursor must have been checked with isAuditCursor.
 */
export const listAuditEntries = async (query: AuditListQuery): Promise<Page<AuditEntry>> => {
  const { index, keyName, sortName, list } = listing(query);
  const filterByAction = Boolean(query.actor && query.action);
  const values: Record<string, unknown> = { ':list': list };
  let range = '';
  if (query.from && query.to) {
    range = ` AND ${sortName} BETWEEN :from AND :to`;
    Object.assign(values, { ':from': new Date(query.from).toISOString(), ':to': `${new Date(query.to).toISOString()}#\uffff` });
  } else if (query.from) {
    range = ` AND ${sortName} >= :from`;
    values[':from'] = new Date(query.from).toISOString();
  } else if (query.to) {
    range = ` AND ${sortName} <= :to`;
    values[':to'] = `${new Date(query.to).toISOString()}#\uffff`;
  }
  if (filterByAction) values[':action'] = query.action;
  const input: QueryCommandInput = {
    TableName: tableName(),
    ...(index ? { IndexName: index.indexName } : {}),
    KeyConditionExpression: `${keyName} = :list${range}`,
    ...(filterByAction ? { FilterExpression: '#action = :action', ExpressionAttributeNames: { '#action': 'action' } } : {}),
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
  const data: AuditEntry[] = [];
  let startKey = query.cursor ? decodeCursor(query.cursor) : undefined;
  let read = 0;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        ...input,
        Limit: filterByAction ? Math.min(200, READ_BUDGET - read) : query.limit - data.length,
        ExclusiveStartKey: startKey,
      }),
    );
    read += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      data.push(toEntry(item));
      if (data.length === query.limit && filterByAction) return { data, nextCursor: encodeCursor(cursorOf(item, keyName, sortName)) };
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && data.length < query.limit && read < READ_BUDGET);
  return { data, ...(startKey ? { nextCursor: encodeCursor(startKey) } : {}) };
};

/** The admins the shop knows (registered when they open the shell), for the "who" filter; a shop has tens. */
export const listAuditActors = async (): Promise<AuditActorOption[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: `${GSI1.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': KNOWN_ADMIN_LIST },
    ProjectionExpression: '#sub, #name',
    ExpressionAttributeNames: { '#sub': 'sub', '#name': 'name' },
  });
  const byName = new Intl.Collator('tr');
  return items
    .map((item) => ({ sub: String(item.sub), name: typeof item.name === 'string' && item.name ? item.name : String(item.sub) }))
    .sort((a, b) => byName.compare(a.name, b.name));
};
