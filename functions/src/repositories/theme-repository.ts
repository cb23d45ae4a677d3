import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  THEME_VERSION_PREFIX,
  themeComponentKey,
  themeComponentsPartition,
  themePointerKey,
  themeTabPartition,
  themeVersionKey,
  type AuditEntry,
  type SavePageType,
  type ThemeComponent,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { batchDelete, batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { itemSize } from './item-size';
import { queryAll } from './query-all';
import { conditionFailedAt } from './transactions';

/**
 * A tab's components are stored as immutable versions; one pointer item per tab names the
 * current one. Writing a version and flipping the pointer are separate steps, so a save of
 * any size is atomic for readers (they follow the pointer), and the flip's condition on the
 * expected version turns a stale save into a conflict.
 *
 *   pk THEME#<pageType>            sk POINTER            { version, versionId }
 *   pk THEME#<pageType>            sk VERSION#<n:10>     { version, versionId, createdAt, createdBy, componentCount }
 *   pk THEME#<pageType>#V#<uuid>   sk C#<index:4>        one component
 */
export interface TabPointer {
  readonly version: number;
  readonly versionId: string;
}

export interface VersionInfo {
  readonly version: number;
  readonly versionId: string;
  readonly createdAt: string;
  readonly createdBy: { readonly sub: string; readonly email?: string | undefined; readonly name?: string | undefined };
  readonly componentCount: number;
  readonly restoredFrom?: number | undefined;
}

export class StaleVersionError extends Error {}

/**
 * How a pointer flip ended: it moved; another save moved it first (the condition failed);
 * or DynamoDB cancelled it for another reason (throttling, a conflicting transaction), which
 * wrote nothing and may be retried. Any other error leaves the outcome unknown and is thrown.
 */
export type FlipOutcome =
  { readonly outcome: 'flipped'; readonly version: number } | { readonly outcome: 'stale' } | { readonly outcome: 'cancelled' };

export const readPointer = async (pageType: SavePageType): Promise<TabPointer | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: themePointerKey(pageType), ConsistentRead: true }));
  return out.Item ? { version: Number(out.Item.version), versionId: String(out.Item.versionId) } : undefined;
};

export const readVersionComponents = async (pageType: SavePageType, versionId: string): Promise<ThemeComponent[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': themeComponentsPartition(pageType, versionId) },
    ConsistentRead: true,
  });
  return items.map(({ pk: _pk, sk: _sk, ...component }) => component as unknown as ThemeComponent);
};

/**
 * The shopper's read: at most `limit` components of a version, in stored order. A tab never holds
 * more than a save allows, so the limit only guards against an item nobody expected.
 */
export const readVersionComponentsUpTo = async (pageType: SavePageType, versionId: string, limit: number): Promise<ThemeComponent[]> => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': themeComponentsPartition(pageType, versionId) },
        Limit: limit - items.length,
        // The storefront keeps a version once read: it must not be a partial, just-written one.
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items.map(({ pk: _pk, sk: _sk, ...component }) => component as unknown as ThemeComponent);
};

const componentItem = (pageType: SavePageType, versionId: string, component: ThemeComponent, index: number) => ({
  ...themeComponentKey(pageType, versionId, index),
  ...component,
});

/** The index of the first component whose item would be larger than `maxBytes` as DynamoDB counts it, or -1. */
export const oversizedComponentIndex = (pageType: SavePageType, components: readonly ThemeComponent[], maxBytes: number): number =>
  components.findIndex((c, i) => itemSize(componentItem(pageType, '00000000-0000-0000-0000-000000000000', c, i)) > maxBytes);

/**
 * Phase 1: the new version's items, invisible to readers until the pointer names them. If the
 * write fails part way, what it wrote is removed (nobody can see it yet).
 */
export const writeVersionComponents = async (pageType: SavePageType, components: readonly ThemeComponent[]): Promise<string> => {
  const versionId = randomUUID();
  try {
    await batchPut(components.map((c, i) => componentItem(pageType, versionId, c, i)));
  } catch (error) {
    await deleteVersionComponents(pageType, versionId).catch(() => undefined);
    throw error;
  }
  return versionId;
};

/**
 * Phase 2: points the tab at the new version if it is still at `baseVersion`, with the save's
 * audit entry in the same transaction. The version id is the request token, so the SDK's own
 * retry of a flip that did commit succeeds instead of failing its condition.
 */
export const flipPointer = async (
  pageType: SavePageType,
  baseVersion: number,
  info: Omit<VersionInfo, 'version'>,
  audit?: AuditEntry,
): Promise<FlipOutcome> => {
  const version = baseVersion + 1;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        ClientRequestToken: info.versionId,
        TransactItems: withAudit(
          [
            {
              Put: {
                TableName: tableName(),
                Item: { ...themePointerKey(pageType), version, versionId: info.versionId, updatedAt: info.createdAt },
                ConditionExpression: baseVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :base',
                ...(baseVersion === 0 ? {} : { ExpressionAttributeValues: { ':base': baseVersion } }),
              },
            },
            { Put: { TableName: tableName(), Item: { ...themeVersionKey(pageType, version), version, ...info } } },
          ],
          audit,
        ),
      }),
    );
    return { outcome: 'flipped', version };
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { outcome: 'stale' };
    if (error instanceof TransactionCanceledException) return { outcome: 'cancelled' };
    throw error;
  }
};

/** Newest first. */
export const listVersions = async (pageType: SavePageType): Promise<VersionInfo[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)',
    ExpressionAttributeValues: { ':pk': themeTabPartition(pageType), ':v': THEME_VERSION_PREFIX },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map(({ pk: _pk, sk: _sk, ...info }) => info as unknown as VersionInfo);
};

/** Removes a version's component items (a lost race's orphan, or history past the limit). */
export const deleteVersionComponents = async (pageType: SavePageType, versionId: string): Promise<void> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': themeComponentsPartition(pageType, versionId) },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  await batchDelete(items);
};

export const deleteVersionInfo = (pageType: SavePageType, version: number): Promise<void> => batchDelete([themeVersionKey(pageType, version)]);
