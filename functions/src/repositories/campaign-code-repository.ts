import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  CAMPAIGN_CODE_LIST,
  campaignCodeKey,
  campaignCodeSchema,
  campaignCodeSourceList,
  couponState,
  EXPIRED_COUPON_RETENTION_DAYS,
  GSI1,
  GSI2,
  newestFirstSortKey,
  TABLE_KEYS,
  type AuditEntry,
  type CampaignCode,
  type CouponSource,
  type CouponState,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { decodeCursor, encodeCursor, type Page, type PageQuery } from './paging';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * Codes: CAMPAIGN_CODE#<code> / CODE, one item that is both the code and its claim (a put
 * conditioned on its absence refuses a duplicate). Newest first in gsi1 (CAMPAIGN_CODES), per
 * source in gsi2 (CAMPAIGN_CODES#<source>). A code with an expiry carries `ttl` =
 * expiry + EXPIRED_COUPON_RETENTION_DAYS, so expired codes leave the table by themselves.
 */

const RETENTION_SECONDS = EXPIRED_COUPON_RETENTION_DAYS * 24 * 3600;

/** The epoch second TTL may delete a code at; none for a code that never expires. */
export const codeTtl = (expiresAt: string | null): number | undefined =>
  expiresAt === null ? undefined : Math.floor(Date.parse(expiresAt) / 1000) + RETENTION_SECONDS;

const toCode = (item: Record<string, unknown>): CampaignCode => campaignCodeSchema.parse(item);

const indexKeys = (code: CampaignCode) => {
  const sortKey = newestFirstSortKey(code.createdAt, code.code);
  return {
    [GSI1.partitionKey]: CAMPAIGN_CODE_LIST,
    [GSI1.sortKey]: sortKey,
    [GSI2.partitionKey]: campaignCodeSourceList(code.source),
    [GSI2.sortKey]: sortKey,
  };
};

/** Writes a new code, with an admin's audit entry in the same transaction; false when the code exists already (nothing written). */
export const putNewCode = async (code: CampaignCode, audit?: AuditEntry): Promise<boolean> => {
  const ttl = codeTtl(code.expiresAt);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Put: {
                TableName: tableName(),
                Item: { ...campaignCodeKey(code.code), ...indexKeys(code), ...code, ...(ttl === undefined ? {} : { [TABLE_KEYS.ttl]: ttl }) },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
          audit,
        ),
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
};

export const getCode = async (code: string): Promise<CampaignCode | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: campaignCodeKey(code), ConsistentRead: true }));
  return out.Item ? toCode(out.Item) : undefined;
};

/**
 * Marks a code inactive (kept, so its history stays) and records who and when; deactivating an
 * inactive code changes nothing (and is not audited). Undefined when there is no such code.
 */
export const deactivateCode = async (code: string, by: string, now: Date, audit?: AuditEntry): Promise<CampaignCode | undefined> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: campaignCodeKey(code),
                UpdateExpression: 'SET isActive = :false, deactivatedAt = :now, deactivatedBy = :by',
                ConditionExpression: 'attribute_exists(pk) AND isActive = :true',
                ExpressionAttributeValues: { ':false': false, ':true': true, ':now': now.toISOString(), ':by': by },
              },
            },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
  }
  return getCode(code);
};

/**
 * In an order's transaction (checkout, issue 28): one more use of the code, on the condition that it
 * is still usable then: active, not expired and under its limit. Racing checkouts of a single-use
 * code: one commits, the others' condition fails.
 */
export const couponUseUpdate = (code: string, now: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: campaignCodeKey(code),
    UpdateExpression: 'SET usedCount = usedCount + :one',
    ConditionExpression:
      'attribute_exists(pk) AND isActive = :true AND usedCount < usageLimit AND (attribute_type(expiresAt, :null) OR expiresAt > :now)',
    ExpressionAttributeValues: { ':one': 1, ':true': true, ':null': 'NULL', ':now': new Date(now).toISOString() },
  },
});

/** Items read at most to fill one page when a state filter drops some (the cursor goes on). */
const READ_BUDGET = 1000;

const cursorOf = (item: Record<string, unknown>, index: typeof GSI1 | typeof GSI2) => ({
  pk: item.pk,
  sk: item.sk,
  [index.partitionKey]: item[index.partitionKey],
  [index.sortKey]: item[index.sortKey],
});

/** Newest first, by source (gsi2) or all (gsi1); a state is worked out at `now` and filtered here. */
export const listCodes = async (
  query: PageQuery & { source?: CouponSource | undefined; state?: CouponState | undefined },
  now: number,
): Promise<Page<CampaignCode>> => {
  const index = query.source ? GSI2 : GSI1;
  const list = query.source ? campaignCodeSourceList(query.source) : CAMPAIGN_CODE_LIST;
  const data: CampaignCode[] = [];
  let startKey = query.cursor ? decodeCursor(query.cursor) : undefined;
  let read = 0;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.indexName,
        KeyConditionExpression: `${index.partitionKey} = :list`,
        ExpressionAttributeValues: { ':list': list },
        ScanIndexForward: false,
        Limit: query.state ? Math.min(200, READ_BUDGET - read) : query.limit - data.length,
        ExclusiveStartKey: startKey,
      }),
    );
    read += out.Count ?? 0;
    for (const item of out.Items ?? []) {
      const code = toCode(item);
      if (query.state && couponState(code, now) !== query.state) continue;
      data.push(code);
      if (data.length === query.limit && query.state) return { data, nextCursor: encodeCursor(cursorOf(item, index)) };
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && data.length < query.limit && read < READ_BUDGET);
  return { data, ...(startKey ? { nextCursor: encodeCursor(startKey) } : {}) };
};

/** A cursor of another list (or garbage) is the caller's error. */
export const isCodeCursor = (cursor: string, source: CouponSource | undefined): boolean => {
  const key = decodeCursor(cursor);
  if (!key) return false;
  const index = source ? GSI2 : GSI1;
  const list = source ? campaignCodeSourceList(source) : CAMPAIGN_CODE_LIST;
  return key[index.partitionKey] === list && typeof key.pk === 'string' && typeof key.sk === 'string' && typeof key[index.sortKey] === 'string';
};
