import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  MEMBER_LIST,
  SEARCH_ENTITY,
  kvkkConsentSchema,
  memberAccountKey,
  memberKey,
  memberOrderList,
  memberSchema,
  orderKey,
  orderSchema,
  shopperAddressSchema,
  type KvkkConsent,
  type Member,
  type Order,
  type ShopperAddress,
} from '@shop/shared';
import * as z from 'zod';
import { batchGet } from './batch-get';
import { documentClient, tableName } from './document-client';
import { newestFirstKeys } from './newest-first';
import { searchIndexItems, storedIndexKeys } from './search-index-repository';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * A shopper's account: the member (MEMBER#<sub> / MEMBER, the shape Üyeler lists, with its search
 * words) and beside it the account item (sk ACCOUNT: addresses and KVKK consent), which every change
 * rewrites conditioned on the version it read. Orders are the order repository's; a member's are
 * found through their FIND#MEMBER finders (memberOrderList).
 */

const accountItemSchema = z.object({
  addresses: z.array(shopperAddressSchema),
  kvkkConsent: kvkkConsentSchema.optional(),
  version: z.number().int().min(1),
});
export type AccountData = z.infer<typeof accountItemSchema>;

export interface StoredAccount {
  readonly member: Member;
  readonly account: AccountData;
}

const searchTexts = (m: Member) => [m.name, m.surname, m.email];
const summaryOf = (m: Member) => ({ id: m.id, name: m.name, surname: m.surname, email: m.email });

export const getStoredAccount = async (memberId: string): Promise<StoredAccount | undefined> => {
  const items = await batchGet([memberKey(memberId), memberAccountKey(memberId)]);
  const member = items.find((i) => i.sk === memberKey(memberId).sk);
  if (!member) return undefined;
  const account = items.find((i) => i.sk === memberAccountKey(memberId).sk);
  return { member: memberSchema.parse(member), account: account ? accountItemSchema.parse(account) : { addresses: [], version: 0 } };
};

/**
 * Writes a new member with its search words and an empty account, all or nothing; `exists` when
 * another call (the same shopper's second tab) wrote it first.
 */
export const createMemberAccount = async (member: Member): Promise<'created' | 'exists'> => {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...memberKey(member.id), ...newestFirstKeys(MEMBER_LIST, member.createdAt, member.id), ...member },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: { ...memberAccountKey(member.id), addresses: [], version: 1 } } },
    ...searchIndexItems(SEARCH_ENTITY.member, member.id, searchTexts(member), summaryOf(member)).map((Item): TransactItem => ({
      Put: { TableName: tableName(), Item },
    })),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return 'created';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'exists';
    throw error;
  }
};

/** The account item's put, conditioned on the version read (0: it was never written). */
const accountPut = (
  memberId: string,
  readVersion: number,
  next: { addresses: ShopperAddress[]; kvkkConsent?: KvkkConsent | undefined },
): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...memberAccountKey(memberId), ...next, version: readVersion + 1 },
    ...(readVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': readVersion } }),
  },
});

/** The member rewritten with its search words: new ones put, those its new texts no longer have deleted. */
const memberRewrite = async (member: Member): Promise<TransactItem[]> => {
  const index = searchIndexItems(SEARCH_ENTITY.member, member.id, searchTexts(member), summaryOf(member));
  const kept = new Set(index.map((i) => `${String(i.pk)}\u0000${String(i.sk)}`));
  const stale = (await storedIndexKeys(SEARCH_ENTITY.member, member.id)).filter((k) => !kept.has(`${k.pk}\u0000${k.sk}`));
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...memberKey(member.id), ...newestFirstKeys(MEMBER_LIST, member.createdAt, member.id), ...member },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...index.map((Item): TransactItem => ({ Put: { TableName: tableName(), Item } })),
    ...stale.map((Key): TransactItem => ({ Delete: { TableName: tableName(), Key } })),
  ];
};

/** `stale` when another change of the account won the race (its version moved). */
export const saveAccountData = async (memberId: string, readVersion: number, next: Omit<AccountData, 'version'>): Promise<'saved' | 'stale'> => {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [accountPut(memberId, readVersion, next)] }));
    return 'saved';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'stale';
    throw error;
  }
};

/** The member's name and phone, with its search words. */
export const saveMember = async (member: Member): Promise<void> => {
  await documentClient().send(new TransactWriteCommand({ TransactItems: await memberRewrite(member) }));
};

/**
 * The member kept anonymised (Üyeler still counts them; nothing names them), its search words and
 * account item (addresses, consent) gone. Orders are not touched: the law keeps them.
 */
export const anonymiseMember = async (anonymous: Member): Promise<void> => {
  const stale = await storedIndexKeys(SEARCH_ENTITY.member, anonymous.id);
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...memberKey(anonymous.id), ...newestFirstKeys(MEMBER_LIST, anonymous.createdAt, anonymous.id), ...anonymous, anonymised: true },
          },
        },
        { Delete: { TableName: tableName(), Key: memberAccountKey(anonymous.id) } },
        ...stale.map((Key): TransactItem => ({ Delete: { TableName: tableName(), Key } })),
      ],
    }),
  );
};

/** A member's orders are few: every finder of their list, then the headers by key, newest first. */
export const memberOrders = async (memberId: string): Promise<Order[]> => {
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#list = :list',
        ExpressionAttributeNames: { '#list': GSI1.partitionKey },
        ExpressionAttributeValues: { ':list': memberOrderList(memberId) },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    ids.push(...(out.Items ?? []).map((i) => String(i.id)));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const orders = (await batchGet(ids.map(orderKey))).map((i) => orderSchema.parse(i));
  return orders.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
};
