import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  GUEST_LIST,
  guestKey,
  guestRecordSchema,
  MEMBER_LIST,
  memberKey,
  memberSchema,
  SEARCH_ENTITY,
  type Guest,
  type GuestRecord,
  type Member,
} from '@shop/shared';
import { batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { listNewestFirst, newestFirstKeys } from './newest-first';
import type { PageQuery } from './paging';
import { findSummaries, searchIndexItems, summaryIncrements } from './search-index-repository';
import { conditionFailedAt, type TransactItem } from './transactions';
import type { z } from 'zod';

/**
 * Members and guests each in their own partition (MEMBER#<id> / GUEST#<id>, sk MEMBER /
 * GUEST), listed newest first through gsi1 (MEMBERS / GUESTS). Their names and e-mail
 * addresses go into the search index. A guest keeps `_orderCount`, on its item and in the
 * summaries of its index items, raised in the transaction that writes each of its orders.
 */

const toMember = (item: Record<string, unknown>): Member => memberSchema.parse(item);
const toGuest = (item: Record<string, unknown>): GuestRecord => guestRecordSchema.parse(item);

const memberSummarySchema = memberSchema.pick({ id: true, name: true, surname: true, email: true });
export type MemberSummary = z.infer<typeof memberSummarySchema>;
const guestSummarySchema = guestRecordSchema.pick({ id: true, name: true, surname: true, email: true, _orderCount: true });
export type GuestSummary = z.infer<typeof guestSummarySchema>;

/** Members and guests (a guest has a member's shape) summarise and index alike. */
const summaryOf = (person: Member): MemberSummary => ({ id: person.id, name: person.name, surname: person.surname, email: person.email });
const searchTexts = (person: Member) => [person.name, person.surname, person.email];

/** Writes new members with their search words. */
export const putMembers = (members: readonly Member[]): Promise<void> =>
  batchPut(
    members.flatMap((m) => [
      { ...memberKey(m.id), ...newestFirstKeys(MEMBER_LIST, m.createdAt, m.id), ...m },
      ...searchIndexItems(SEARCH_ENTITY.member, m.id, searchTexts(m), summaryOf(m)),
    ]),
  );

/** Writes new guests (no orders yet) with their search words. */
export const putGuests = (guests: readonly Guest[]): Promise<void> =>
  batchPut(
    guests.flatMap((g) => [
      { ...guestKey(g.id), ...newestFirstKeys(GUEST_LIST, g.createdAt, g.id), ...g, _orderCount: 0 },
      ...searchIndexItems(SEARCH_ENTITY.guest, g.id, searchTexts(g), { ...summaryOf(g), _orderCount: 0 }),
    ]),
  );

/** Search words a guest created at checkout is indexed by (name words and e-mail): few, so its order's transaction stays small. */
const CHECKOUT_GUEST_TOKENS = 8;

/**
 * The guest a checkout orders as (issue 28): created with no orders if this id is new, else kept
 * as it is (its count is raised by the order's own transaction, countGuestOrder).
 */
export const ensureGuest = async (guest: Guest, attempt = 0): Promise<void> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...guestKey(guest.id), ...newestFirstKeys(GUEST_LIST, guest.createdAt, guest.id), ...guest, _orderCount: 0 },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...searchIndexItems(
            SEARCH_ENTITY.guest,
            guest.id,
            searchTexts(guest),
            { ...summaryOf(guest), _orderCount: 0 },
            undefined,
            CHECKOUT_GUEST_TOKENS,
          ).map((Item): TransactItem => ({ Put: { TableName: tableName(), Item } })),
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return;
    // Two first checkouts of one e-mail at once: the loser finds the guest on its next try.
    if (error instanceof Error && error.name === 'TransactionCanceledException' && attempt < 5) {
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
      return ensureGuest(guest, attempt + 1);
    }
    throw error;
  }
};

/** The writes that count one more order for a guest (for a transaction); they fail for a guest that does not exist. */
export const countGuestOrder = async (guestId: string): Promise<TransactItem[]> => [
  {
    Update: {
      TableName: tableName(),
      Key: guestKey(guestId),
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': '_orderCount' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  },
  ...(await summaryIncrements(SEARCH_ENTITY.guest, guestId, '_orderCount')),
];

export const listMembers = (page: PageQuery) => listNewestFirst(MEMBER_LIST, page, toMember);
export const listGuests = (page: PageQuery) => listNewestFirst(GUEST_LIST, page, toGuest);

export const getMember = async (id: string): Promise<Member | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: memberKey(id) }));
  return out.Item ? toMember(out.Item) : undefined;
};

export const getGuest = async (id: string): Promise<GuestRecord | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: guestKey(id) }));
  return out.Item ? toGuest(out.Item) : undefined;
};

/** Members whose name, surname or e-mail address has words starting with every word of the query. */
export const searchMembers = async (query: string, limit: number): Promise<MemberSummary[]> =>
  (await findSummaries(SEARCH_ENTITY.member, query, { limit })).map((s) => memberSummarySchema.parse(s));

export const searchGuests = async (query: string, limit: number): Promise<GuestSummary[]> =>
  (await findSummaries(SEARCH_ENTITY.guest, query, { limit })).map((s) => guestSummarySchema.parse(s));
