import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/**
 * On each realtime connection: the groups and the time are the token's; the name too when the token
 * carried one, else (`nameIsEmail`: only the e-mail to go by) a name the shop already has is kept.
 */
export const registerAdmin = async (admin: KnownAdmin & { readonly nameIsEmail?: boolean }): Promise<void> => {
  const { pk: _pk, sk: _sk, name, ...rest } = toItem(admin, Date.now());
  const fields = Object.entries(rest).filter(([, v]) => v !== undefined);
  const names = Object.fromEntries(fields.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(fields.map(([, v], i) => [`:f${i}`, v]));
  const sets = fields.map((_, i) => `#f${i} = :f${i}`);
  if (name !== undefined) sets.push(admin.nameIsEmail ? '#name = if_not_exists(#name, :name)' : '#name = :name');
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: adminKey(admin.sub),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { ...names, ...(name !== undefined ? { '#name': 'name' } : {}) },
      ExpressionAttributeValues: { ...values, ...(name !== undefined ? { ':name': name } : {}) },
    }),
  );
};

/** The name the shop has for an admin, if any. */
export const getKnownAdminName = async (sub: string): Promise<string | undefined> => {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: adminKey(sub), ProjectionExpression: '#name', ExpressionAttributeNames: { '#name': 'name' } }),
  );
  return typeof out.Item?.name === 'string' ? out.Item.name : undefined;
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
