import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { adminKey, GSI1, KNOWN_ADMIN_LIST } from '@shop/shared';

/**
 * Admins the shop knows, so a new order can notify each of them: pk ADMIN#<sub>, sk ADMIN,
 * all in gsi1 ADMINS, so the list is one query. An admin becomes known when they open the
 * realtime connection (or when the local seed creates them); the item is overwritten each time.
 */

const toItem = (admin: KnownAdmin, now: number): Record<string, unknown> => ({
  ...adminKey(admin.sub),
  [GSI1.partitionKey]: KNOWN_ADMIN_LIST,
  [GSI1.sortKey]: admin.sub,
  sub: admin.sub,
  name: admin.name,
  groups: admin.groups ? [...admin.groups] : undefined,
  lastSeenAt: new Date(now).toISOString(),
});

export interface KnownAdmin {
  readonly sub: string;
  readonly name?: string | undefined;
  readonly groups?: readonly string[] | undefined;
}

export const registerAdmin = async (admin: KnownAdmin): Promise<void> => {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: toItem(admin, Date.now()) }));
};

export const registerAdmins = (admins: readonly KnownAdmin[]): Promise<void> => {
  const now = Date.now();
  return batchPut(admins.map((admin) => toItem(admin, now)));
};

/** Every known admin with the groups they last signed in with (an admin registered without groups has none). */
export const listKnownAdmins = async (): Promise<KnownAdmin[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: `${GSI1.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': KNOWN_ADMIN_LIST },
    ProjectionExpression: '#sub, #groups, #name',
    ExpressionAttributeNames: { '#sub': 'sub', '#groups': 'groups', '#name': 'name' },
  });
  return items.map((item) => ({
    sub: String(item.sub),
    ...(typeof item.name === 'string' ? { name: item.name } : {}),
    groups: Array.isArray(item.groups) ? item.groups.map(String) : [],
    // Destek's assignee list names them (issue 30).
    ...(typeof item.name === 'string' ? { name: item.name } : {}),
  }));
};
