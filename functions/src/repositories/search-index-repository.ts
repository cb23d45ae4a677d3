import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  charLength,
  GSI2,
  searchEntityPartition,
  searchTokenKey,
  searchTokens,
  searchTokenSortKey,
  searchWordPartition,
  type SearchEntity,
} from '@shop/shared';
import { documentClient, tableName } from './document-client';
import type { TransactItem } from './transactions';

/**
 * The token-prefix index behind the admin search and the product picker. For every
 * distinct folded word of an entity there is one small item:
 *
 *   pk      SEARCH#<ENTITY>#<id>   all of one entity's index items, so they can be found again
 *   sk      TOKEN#<token>
 *   gsi2pk  SEARCH#<ENTITY>#<first two characters of the token>
 *   gsi2sk  <token>#<id>
 *   entityId
 *   words   " w1 w2 …"  every folded word of the entity, each behind a space
 *   summary what a result shows (id, name …), so a search is one Query, with no reads after it
 *   scopes  [ids]      what the entity belongs to (a product's categories with their ancestors)
 *
 * A query reads gsi2 with begins_with on one of its words (the lookup), in the partition
 * of that word's first two characters, and DynamoDB's filter checks the other words
 * against `words` (contains " w" is "some word starts with w") and the scope. Nothing
 * ever scans the table.
 */
/** A word must give the two characters of its partition to be looked up. */
const PARTITION_CHARS = 2;
/** Bounds the items one entity writes; the words past it still match through `words`. */
const MAX_INDEXED_TOKENS = 50;
/** Query words tried as the lookup, longest first. */
const MAX_LOOKUPS = 3;
/**
 * Index items one lookup may read while filtering. A common lookup word with a rare
 * other word ("example zz": every member's address has "example") would otherwise read
 * the whole word; past this the next lookup word is tried, and the list may be short.
 */
const LOOKUP_BUDGET = 1000;
const MAX_PAGE_ITEMS = 1000;

const partition = (entity: SearchEntity, token: string) => searchWordPartition(entity, Array.from(token).slice(0, PARTITION_CHARS).join(''));

/** Index items for one entity, written in the same batch as the entity itself. */
export const searchIndexItems = (
  entity: SearchEntity,
  id: string,
  texts: readonly string[],
  summary: Record<string, unknown>,
  scopes?: readonly string[],
  maxTokens: number = MAX_INDEXED_TOKENS,
): Record<string, unknown>[] => {
  const tokens = searchTokens(...texts);
  const words = tokens.map((t) => ` ${t}`).join('');
  return tokens
    .filter((t) => charLength(t) >= PARTITION_CHARS)
    .slice(0, maxTokens)
    .map((token) => ({
      ...searchTokenKey(entity, id, token),
      [GSI2.partitionKey]: partition(entity, token),
      [GSI2.sortKey]: searchTokenSortKey(token, id),
      entityId: id,
      words,
      summary,
      ...(scopes ? { scopes: [...scopes] } : {}),
    }));
};

/**
 * How a query is read: its words, and those long enough to name a partition as lookups,
 * longest first (a longer word is usually the rarer one). No plan without a lookup.
 */
export const searchPlan = (query: string): { words: string[]; lookups: string[] } | undefined => {
  const words = searchTokens(query);
  const lookups = words
    .filter((w) => charLength(w) >= PARTITION_CHARS)
    .sort((a, b) => charLength(b) - charLength(a))
    .slice(0, MAX_LOOKUPS);
  return lookups.length ? { words, lookups } : undefined;
};

export interface SearchOptions {
  readonly limit: number;
  /** Only entities whose scopes hold this id. */
  readonly scope?: string;
  /** Only entities whose summary says `isActive: true` (the storefront's product search). */
  readonly activeOnly?: boolean;
}

/**
 * Reads one lookup word's range into `found` until it holds `limit` entities, the range
 * ends (true) or the budget is spent (false). Pages start small and grow: a selective
 * filter needs more items read per hit.
 */
const readLookup = async (
  entity: SearchEntity,
  lookup: string,
  others: readonly string[],
  options: SearchOptions,
  found: Map<string, Record<string, unknown>>,
): Promise<boolean> => {
  const filters = others.map((_, i) => `contains(words, :w${i})`);
  const values: Record<string, unknown> = { ':pk': partition(entity, lookup), ':lookup': lookup };
  others.forEach((w, i) => (values[`:w${i}`] = ` ${w}`));
  if (options.scope !== undefined) {
    filters.push('contains(scopes, :scope)');
    values[':scope'] = options.scope;
  }
  if (options.activeOnly) {
    filters.push('summary.isActive = :active');
    values[':active'] = true;
  }
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: GSI2.indexName,
    KeyConditionExpression: `${GSI2.partitionKey} = :pk AND begins_with(${GSI2.sortKey}, :lookup)`,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeValues: values,
    ProjectionExpression: 'entityId, summary',
  };
  // One entity can match with several of its words, hence twice the limit even unfiltered.
  let pageItems = options.limit * (filters.length ? 4 : 2);
  let read = 0;
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, Limit: pageItems, ExclusiveStartKey }));
    for (const item of page.Items ?? []) {
      found.set(String(item.entityId), item.summary as Record<string, unknown>);
      if (found.size === options.limit) return true;
    }
    read += page.ScannedCount ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
    pageItems = Math.min(pageItems * 4, MAX_PAGE_ITEMS, LOOKUP_BUDGET - read);
  } while (ExclusiveStartKey && pageItems > 0);
  return ExclusiveStartKey === undefined;
};

/**
 * The summaries of the entities having, for every word of the query, a word starting
 * with it; in index order (by matched word), at most `limit`.
 */
export const findSummaries = async (entity: SearchEntity, query: string, options: SearchOptions): Promise<Record<string, unknown>[]> => {
  const plan = searchPlan(query);
  const found = new Map<string, Record<string, unknown>>();
  for (const lookup of plan?.lookups ?? []) {
    const others = plan?.words.filter((w) => w !== lookup) ?? [];
    if (await readLookup(entity, lookup, others, options, found)) break;
  }
  return [...found.values()];
};

/** The keys of an entity's index items as stored now (an update deletes those its new words no longer have). */
export const storedIndexKeys = async (entity: SearchEntity, id: string): Promise<{ pk: string; sk: string }[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': searchEntityPartition(entity, id) },
      ProjectionExpression: 'pk, sk',
    }),
  );
  return (out.Items ?? []) as { pk: string; sk: string }[];
};

/** The writes that add one to a number in the summaries of an entity's index items (for a transaction). */
export const summaryIncrements = async (entity: SearchEntity, id: string, field: string): Promise<TransactItem[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': searchEntityPartition(entity, id) },
      ProjectionExpression: 'pk, sk',
    }),
  );
  return (out.Items ?? []).map((Key) => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #summary.#field = #summary.#field + :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#summary': 'summary', '#field': field },
      ExpressionAttributeValues: { ':one': 1 },
    },
  }));
};
