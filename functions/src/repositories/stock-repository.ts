import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  foldForSearch,
  GSI1,
  GSI2,
  LOW_STOCK_LEVEL_LIST,
  lowStockLevelSortKey,
  MOVEMENT_PREFIX,
  newestFirstSortKey,
  productKey,
  productSchema,
  skuClaimKey,
  stockLevelKey,
  stockLevelSchema,
  stockMovementKey,
  stockMovementSchema,
  stockPartition,
  stockRequestKey,
  stockTypeKey,
  warehouseMovementList,
  warehouseStockList,
  type AdjustmentReason,
  type MovementKind,
  type StockType,
  type AuditEntry,
  type Product,
  type StockLevel,
  type StockMovement,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { batchGet } from './batch-get';
import { batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { decodeCursor, encodeCursor, type Page } from './paging';
import { refreshCardStock } from './product-card-stock';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * A variant's partition (STOCK#<variantId>) holds its level in each warehouse (LEVEL#<warehouseId>)
 * and its ledger (MOVE#<at>#<id>). Levels are listed per warehouse in gsi1 by SKU and, while low,
 * in gsi2 (sparse: a Put without the keys drops a level that recovered). Movements are listed per
 * warehouse in gsi1. Every change reads the levels it touches and writes them, conditioned on the
 * version read, with its movements, the product's `stock` (ADD, never SET) and the audit entry in
 * ONE transaction; a lost race is retried, so no update is ever lost or overwritten.
 */

/** What a change reads and writes of a level; an absent level is all zeros. */
export interface LevelQuantities {
  readonly onHand: number;
  readonly allocated: number;
}

/** One level's change: the ledger's kind, the change of on hand (allocated for ALLOCATION/RELEASE) and the level after. */
export interface LevelChange {
  readonly kind: MovementKind;
  readonly delta: number;
  readonly after: LevelQuantities;
}

const ZERO: LevelQuantities = { onHand: 0, allocated: 0 };
/** Kept to the finest unit step (3 decimals), so sums of decimal quantities do not drift. */
const availableOf = (level: LevelQuantities): number => Math.round((level.onHand - level.allocated) * 1000) / 1000;

/** What a level shows beside its numbers: written on every change, so lists need no other read. */
export interface LevelTarget {
  readonly variantId: string;
  readonly warehouseId: string;
  readonly productId: string;
  readonly productName: string;
  readonly sku: string;
  readonly optionLabel: string;
}

/** One movement a change writes: the level it changes and how. */
export interface PlannedMovement {
  readonly change: LevelChange;
  readonly reason?: AdjustmentReason;
  readonly note?: string;
  readonly otherWarehouseId?: string;
  readonly transferId?: string;
  readonly importId?: string;
}

export interface StockWriter {
  readonly by: { readonly sub: string; readonly name: string };
  /** Ürün Ayarları' low-stock threshold: a level at or below it is marked and listed as low. */
  readonly threshold: number;
}

const levelFrom = (item: Record<string, unknown>): StockLevel => stockLevelSchema.parse(item);
const movementFrom = (item: Record<string, unknown>): StockMovement => stockMovementSchema.parse(item);
const levelId = (variantId: string, warehouseId: string) => `${variantId}\u0000${warehouseId}`;

/** The stored item of a level: its keys, its warehouse list entry, its low-stock entry while low, and its search text. */
export const levelItem = (level: StockLevel): Record<string, unknown> => ({
  ...stockLevelKey(level.variantId, level.warehouseId),
  [GSI1.partitionKey]: warehouseStockList(level.warehouseId),
  [GSI1.sortKey]: `${level.sku}#${level.variantId}`,
  ...(level.low
    ? { [GSI2.partitionKey]: LOW_STOCK_LEVEL_LIST, [GSI2.sortKey]: lowStockLevelSortKey(level.available, level.variantId, level.warehouseId) }
    : {}),
  // Leading space: a name word is found as ` <word>`, a SKU as the text's start.
  searchText: ` ${foldForSearch(level.sku)} ${foldForSearch(level.productName)}`,
  ...level,
});

export const levelOf = (target: LevelTarget, quantities: LevelQuantities, version: number, threshold: number, at?: string): StockLevel => {
  const available = availableOf(quantities);
  return {
    variantId: target.variantId,
    productId: target.productId,
    productName: target.productName,
    sku: target.sku,
    optionLabel: target.optionLabel,
    warehouseId: target.warehouseId,
    onHand: quantities.onHand,
    allocated: quantities.allocated,
    available,
    low: available <= threshold,
    version,
    ...(at ? { updatedAt: at } : {}),
  };
};

/** The stored levels of these variant × warehouse pairs (absent pairs are left out). */
export const getLevels = async (pairs: readonly { variantId: string; warehouseId: string }[]): Promise<Map<string, StockLevel>> => {
  const items = await batchGet(pairs.map((p) => stockLevelKey(p.variantId, p.warehouseId)));
  return new Map(items.map((item) => [levelId(String(item.variantId), String(item.warehouseId)), levelFrom(item)]));
};
export const levelFromMap = (levels: ReadonlyMap<string, StockLevel>, variantId: string, warehouseId: string) =>
  levels.get(levelId(variantId, warehouseId));

/** Writes levels as they are (the demo seed): no movements; the caller keeps products' `stock` in step. */
export const putStockLevels = (levels: readonly StockLevel[]): Promise<void> => batchPut(levels.map(levelItem));

const levelPut = (level: StockLevel, readVersion: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: levelItem(level),
    ConditionExpression: readVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
    ...(readVersion === 0 ? {} : { ExpressionAttributeValues: { ':read': readVersion } }),
  },
});

const movementPut = (movement: StockMovement & { importId?: string }): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...stockMovementKey(movement.variantId, movement.at, movement.id),
      [GSI1.partitionKey]: warehouseMovementList(movement.warehouseId),
      [GSI1.sortKey]: newestFirstSortKey(movement.at, movement.id),
      ...movement,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The product's `stock` is the sum of available over its levels: each change adds its part (ADD keeps concurrent changes). */
export const productStockAdds = (deltas: ReadonlyMap<string, number>): TransactItem[] =>
  [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([id, delta]) => ({
      Update: {
        TableName: tableName(),
        Key: productKey(id),
        UpdateExpression: 'ADD #stock :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#stock': 'stock' },
        ExpressionAttributeValues: { ':delta': delta },
      },
    }));

/** A level's conditional Put and its movement's Put for one planned movement, with how much it moves what is available. */
export const levelPutFor = (
  target: LevelTarget,
  before: StockLevel | undefined,
  planned: PlannedMovement,
  writer: StockWriter,
  at: string,
): { level: TransactItem; movement: TransactItem; written: StockMovement; availableDelta: number } => {
  const readVersion = before?.version ?? 0;
  const { change } = planned;
  const written: StockMovement = {
    id: randomUUID(),
    kind: change.kind,
    variantId: target.variantId,
    productId: target.productId,
    sku: target.sku,
    warehouseId: target.warehouseId,
    delta: change.delta,
    onHandAfter: change.after.onHand,
    allocatedAfter: change.after.allocated,
    ...(planned.reason ? { reason: planned.reason } : {}),
    ...(planned.note ? { note: planned.note } : {}),
    ...(planned.otherWarehouseId ? { otherWarehouseId: planned.otherWarehouseId } : {}),
    ...(planned.transferId ? { transferId: planned.transferId } : {}),
    by: { sub: writer.by.sub, name: writer.by.name },
    at,
  };
  return {
    level: levelPut(levelOf(target, change.after, readVersion + 1, writer.threshold, at), readVersion),
    movement: movementPut(planned.importId ? { ...written, importId: planned.importId } : written),
    written,
    availableDelta: Math.round((availableOf(change.after) - availableOf(before ?? ZERO)) * 1000) / 1000,
  };
};

/** The level and movement writes of one change, and each product's change of available. */
const changeActions = (
  writes: readonly { target: LevelTarget; before: StockLevel | undefined; planned: PlannedMovement }[],
  writer: StockWriter,
  at: string,
): { levels: TransactItem[]; movements: TransactItem[]; written: StockMovement[]; productDeltas: Map<string, number> } => {
  const levels: TransactItem[] = [];
  const movements: TransactItem[] = [];
  const written: StockMovement[] = [];
  const productDeltas = new Map<string, number>();
  for (const { target, before, planned } of writes) {
    const one = levelPutFor(target, before, planned, writer, at);
    levels.push(one.level);
    movements.push(one.movement);
    written.push(one.written);
    productDeltas.set(target.productId, (productDeltas.get(target.productId) ?? 0) + one.availableDelta);
  }
  return { levels, movements, written, productDeltas };
};

/** Whether a cancelled transaction lost a race on one of its first `levels` actions (a level changed since it was read). */
const lostRace = (error: unknown, levels: number): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some(
    (reason, index) => reason.Code === 'TransactionConflict' || (index < levels && reason.Code === 'ConditionalCheckFailed'),
  );

/** Enough attempts that 20 admins changing one level at once all get through (each round at least one wins). */
const MAX_ATTEMPTS = 40;
/** Full jitter: racing writers spread out instead of colliding again in step. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(1000, 20 * 2 ** Math.min(attempt, 6))));

export type StockChangeResult =
  | { status: 'saved'; movements: StockMovement[] }
  | { status: 'busy' }
  | { status: 'product-missing' }
  /** A condition of the caller's own items (`withItems`) failed: what they guard changed since it was read. */
  | { status: 'refused' }
  /** The idempotency key was used before for a different request. */
  | { status: 'key-reused' };

/** A request sent with an idempotency key: whose it is, the key, and a hash of what was asked. */
export interface OnceOnly {
  readonly sub: string;
  readonly key: string;
  readonly fingerprint: string;
}

/** What a change may add to its transaction (see changeLevels). */
export interface ChangeOptions {
  readonly withItems?: () => TransactItem[];
  readonly beforeRetry?: () => Promise<void>;
  readonly once?: OnceOnly;
}

/** Long enough for any client's retries; the marker then leaves by TTL. */
const REQUEST_MARKER_LIFETIME_SECONDS = 24 * 60 * 60;

/** The first answer to a request already carried out under this key, or whether the key meant another request. */
const earlierAnswer = async (once: OnceOnly): Promise<StockChangeResult | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: stockRequestKey(once.sub, once.key), ConsistentRead: true }));
  const item = out.Item;
  // TTL deletes late: a marker past its time counts as gone.
  if (!item || (typeof item.ttl === 'number' && item.ttl * 1000 < Date.now())) return undefined;
  if (item.fingerprint !== once.fingerprint) return { status: 'key-reused' };
  return { status: 'saved', movements: (item.movements as unknown[]).map((m) => stockMovementSchema.parse(m)) };
};

/** The marker written with the change: refused when the key was used, so the change can only happen once. */
const requestMarkerPut = (once: OnceOnly, movements: readonly StockMovement[], at: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...stockRequestKey(once.sub, once.key),
      fingerprint: once.fingerprint,
      movements,
      at,
      ttl: Math.floor(Date.parse(at) / 1000) + REQUEST_MARKER_LIFETIME_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Reads the levels of `targets`, asks `plan` (the domain: it may refuse) for each one's movement,
 * and writes them all in one transaction conditioned on the versions read; a lost race reads and
 * plans again. `busy` when the races never stop (the caller answers 409).
 *
 * `withItems` adds the caller's own items to the same transaction (an order's conditional update
 * and its timeline): their condition failing is not a race to retry but `refused`. `beforeRetry`
 * runs before a lost race is retried, so the caller can find that what its own items guard changed
 * meanwhile (it throws).
 *
 * With `once` (an idempotency key), a marker is put in the SAME transaction, refused when the key
 * exists: of two sends of one request only one can commit, and each attempt first looks for the
 * marker, so a retry (or the loser of a race) answers the first result instead of changing again.
 */
export const changeLevels = async (
  targets: readonly LevelTarget[],
  plan: (levels: LevelQuantities[]) => PlannedMovement[],
  writer: StockWriter,
  audit?: AuditEntry,
  options: ChangeOptions = {},
): Promise<StockChangeResult> => {
  const { withItems = () => [], beforeRetry, once } = options;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      await backoff(attempt);
      await beforeRetry?.();
    }
    const earlier = once ? await earlierAnswer(once) : undefined;
    if (earlier) return earlier;
    const stored = await getLevels(targets);
    const before = targets.map((t) => levelFromMap(stored, t.variantId, t.warehouseId));
    const planned = plan(before.map((l) => l ?? ZERO));
    const at = new Date().toISOString();
    const actions = changeActions(
      targets.map((target, i) => ({ target, before: before[i], planned: planned[i] as PlannedMovement })),
      writer,
      at,
    );
    const products = productStockAdds(actions.productDeltas);
    const written = [...actions.levels, ...actions.movements, ...products];
    const marker = once ? [requestMarkerPut(once, actions.written, at)] : [];
    const own = withItems();
    const ownFrom = written.length + marker.length;
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit([...written, ...marker, ...own], audit) }));
    } catch (error) {
      if (own.length > 0 && own.some((_, i) => conditionFailedAt(error, ownFrom + i))) return { status: 'refused' };
      if (lostRace(error, actions.levels.length)) continue;
      // Another send of this request committed first: the next attempt finds its marker and answers it.
      if (once && conditionFailedAt(error, written.length)) continue;
      if (error instanceof TransactionCanceledException) return { status: 'product-missing' };
      throw error;
    }
    await Promise.all([...actions.productDeltas].map(([id, delta]) => refreshCardStock(id, delta)));
    return { status: 'saved', movements: actions.written };
  }
  return { status: 'busy' };
};

/** Items read at most to fill one page of a filtered list (q, lowOnly); the cursor goes on from there. */
const READ_BUDGET = 2000;
const STOCK_LIST_KEYS = ['pk', 'sk', GSI1.partitionKey, GSI1.sortKey] as const;

/**
 * One page of a filtered Query: reads on until `limit` items passed the filter or `READ_BUDGET`
 * items were read, so a page is short only at the end (or after a long barren stretch), never
 * skipping an item; the cursor is the last returned item's key (`keyNames`).
 */
const fillPage = async <T>(
  input: QueryCommandInput,
  page: { limit: number; cursor?: string },
  keyNames: readonly string[],
  map: (item: Record<string, unknown>) => T,
): Promise<Page<T>> => {
  const data: T[] = [];
  let start = page.cursor ? decodeCursor(page.cursor) : undefined;
  let read = 0;
  for (;;) {
    const out = await documentClient().send(
      new QueryCommand({
        ...input,
        ExclusiveStartKey: start,
        Limit: input.FilterExpression ? Math.min(500, READ_BUDGET - read) : page.limit - data.length,
      }),
    );
    read += out.ScannedCount ?? 0;
    const items = out.Items ?? [];
    for (const [index, item] of items.entries()) {
      data.push(map(item));
      if (data.length === page.limit) {
        const atEnd = !out.LastEvaluatedKey && index === items.length - 1;
        return { data, ...(atEnd ? {} : { nextCursor: encodeCursor(Object.fromEntries(keyNames.map((k) => [k, item[k]]))) }) };
      }
    }
    start = out.LastEvaluatedKey;
    if (!start) return { data };
    if (read >= READ_BUDGET) return { data, nextCursor: encodeCursor(start) };
  }
};

/** A cursor is the last key of a page of the same warehouse's list; anything else is the caller's error. */
export const isStockCursor = (warehouseId: string, cursor: string): boolean => {
  const key = decodeCursor(cursor);
  return (
    key?.[GSI1.partitionKey] === warehouseStockList(warehouseId) &&
    Object.keys(key).every((k) => (STOCK_LIST_KEYS as readonly string[]).includes(k)) &&
    STOCK_LIST_KEYS.every((k) => typeof key[k] === 'string')
  );
};

/**
 * One warehouse's levels by SKU. `q` keeps levels whose SKU starts with it or whose product name
 * has words starting with each of its words; `lowOnly` those marked low. Filters read on until the
 * page is full or the read budget is spent, so a page may be short but never skips a level.
 */
export const listWarehouseLevels = async (
  warehouseId: string,
  query: { q?: string; lowOnly?: boolean; limit: number; cursor?: string },
): Promise<Page<StockLevel>> => {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':list': warehouseStockList(warehouseId) };
  const words = query.q ? foldForSearch(query.q).split(/\s+/).filter(Boolean) : [];
  if (words.length > 0) {
    values[':sku'] = ` ${words.join(' ')}`;
    const nameWords = words.map((w, i) => {
      values[`:w${i}`] = ` ${w}`;
      return `contains(searchText, :w${i})`;
    });
    filters.push(`(begins_with(searchText, :sku) OR (${nameWords.join(' AND ')}))`);
  }
  if (query.lowOnly) {
    values[':low'] = true;
    filters.push('low = :low');
  }
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: `${GSI1.partitionKey} = :list`,
    ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeValues: values,
  };
  return fillPage(input, query, STOCK_LIST_KEYS, levelFrom);
};

/** The dashboard's widget: levels at or below the low-stock threshold, fewest available first (one Query on the sparse list). */
export const listLowStockLevels = async (limit: number): Promise<StockLevel[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2.indexName,
      KeyConditionExpression: `${GSI2.partitionKey} = :list`,
      ExpressionAttributeValues: { ':list': LOW_STOCK_LEVEL_LIST },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(levelFrom);
};

/** A cursor is the last key of a page of the same ledger. */
export const isMovementCursor = (query: { variantId?: string; warehouseId?: string }, cursor: string): boolean => {
  const key = decodeCursor(cursor);
  if (!key || typeof key.pk !== 'string' || typeof key.sk !== 'string' || !key.sk.startsWith(MOVEMENT_PREFIX)) return false;
  // Exactly the key attributes the list's Query returns, strings all: anything else would make DynamoDB refuse the start key (a 500).
  const names = query.variantId !== undefined ? ['pk', 'sk'] : ['pk', 'sk', GSI1.partitionKey, GSI1.sortKey];
  if (Object.keys(key).length !== names.length || !names.every((n) => typeof key[n] === 'string')) return false;
  return query.variantId !== undefined
    ? key.pk === stockPartition(query.variantId)
    : key[GSI1.partitionKey] === warehouseMovementList(String(query.warehouseId));
};

/** The ledger newest first: one variant's (in one warehouse when both are given) or one warehouse's. */
export const listMovements = async (query: {
  variantId?: string;
  warehouseId?: string;
  limit: number;
  cursor?: string;
}): Promise<Page<StockMovement>> => {
  const input: QueryCommandInput =
    query.variantId !== undefined
      ? {
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :move)',
          ExpressionAttributeValues: {
            ':pk': stockPartition(query.variantId),
            ':move': MOVEMENT_PREFIX,
            ...(query.warehouseId !== undefined ? { ':warehouse': query.warehouseId } : {}),
          },
          ...(query.warehouseId !== undefined ? { FilterExpression: 'warehouseId = :warehouse' } : {}),
        }
      : {
          TableName: tableName(),
          IndexName: GSI1.indexName,
          KeyConditionExpression: `${GSI1.partitionKey} = :list`,
          ExpressionAttributeValues: { ':list': warehouseMovementList(String(query.warehouseId)) },
        };
  return fillPage(
    { ...input, ScanIndexForward: false },
    query,
    query.variantId !== undefined ? ['pk', 'sk'] : ['pk', 'sk', GSI1.partitionKey, GSI1.sortKey],
    movementFrom,
  );
};

/** A product's unit from Stok Tipleri (read here: the stock types' repository belongs to their page); undefined when missing. */
export const getStockUnit = async (stockTypeId: string | undefined): Promise<Pick<StockType, 'name' | 'allowDecimals' | 'tracked'> | undefined> => {
  if (!stockTypeId) return undefined;
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: stockTypeKey(stockTypeId) }));
  if (!out.Item) return undefined;
  return { name: String(out.Item.name), allowDecimals: out.Item.allowDecimals === true, tracked: out.Item.tracked !== false };
};

/** Who holds each SKU (the claims the product writes keep): SKU → its product and variant. */
export const getSkuOwners = async (skus: readonly string[]): Promise<Map<string, { productId: string; variantId: string }>> => {
  const items = await batchGet([...new Set(skus)].map(skuClaimKey));
  return new Map(
    items
      .filter((item) => typeof item.productId === 'string' && typeof item.variantId === 'string')
      .map((item) => [String(item.pk).slice('SKU#'.length), { productId: String(item.productId), variantId: String(item.variantId) }]),
  );
};

/** Products by id (a count's rows name their variants' products). */
export const getProductsById = async (ids: readonly string[]): Promise<Map<string, Product>> => {
  const items = await batchGet([...new Set(ids)].map(productKey));
  return new Map(items.map((item) => productSchema.parse(item)).map((p) => [p.id, p]));
};
