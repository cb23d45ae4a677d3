import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  SUPPORT_EVENT_PREFIX,
  SUPPORT_REQUEST_LIST,
  SUPPORT_REQUEST_SK,
  foldForSearch,
  supportEventKey,
  supportEventSchema,
  supportPartition,
  supportRequestKey,
  supportRequestSchema,
  type AuditEntry,
  type SupportActor,
  type SupportEvent,
  type SupportRequest,
  type SupportRequestDetail,
  type SupportRequestPageQuery,
  type SupportStatus,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { listFiltered, type ListFilter } from './filtered-list';
import { newestFirstKeys } from './newest-first';
import type { Page } from './paging';
import { conditionFailedAt } from './transactions';

/*
 * Destek's requests and their timelines (keys in shared/src/table/care-keys.ts). The request item
 * carries what the list filters on (status, source, assigneeSub, the folded searchText); every admin
 * change is one transaction: the request, conditioned on the version the page showed, its timeline
 * entry and the audit entry, so a failure leaves none of them.
 */

const toRequest = (item: Record<string, unknown>): SupportRequest => supportRequestSchema.parse(item);
const toEvent = (item: Record<string, unknown>): SupportEvent => supportEventSchema.parse(item);

/** What an admin searches a request by: the shopper's name and e-mail, the subject, the message and the order number. */
const searchTextOf = (r: SupportRequest): string => foldForSearch([r.name, r.email, r.subject, r.message, r.orderNumber ?? ''].join(' \n '));

const requestItem = (r: SupportRequest) => ({
  ...supportRequestKey(r.id),
  ...newestFirstKeys(SUPPORT_REQUEST_LIST, r.createdAt, r.id),
  ...r,
  ...(r.assignee ? { assigneeSub: r.assignee.sub } : {}),
  searchText: searchTextOf(r),
});

/** A new request with its first timeline entry, in one transaction. */
export const createSupportRequest = async (request: SupportRequest, received: SupportEvent): Promise<void> => {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: requestItem(request), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...supportEventKey(request.id, received.id), ...received },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
};

export const getSupportRequest = async (id: string): Promise<SupportRequest | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: supportRequestKey(id) }));
  return out.Item ? toRequest(out.Item) : undefined;
};

/** The request and its whole timeline: one Query of its partition (a request gets tens of entries, not thousands). */
export const getSupportRequestDetail = async (id: string): Promise<SupportRequestDetail | undefined> => {
  let request: SupportRequest | undefined;
  const events: SupportEvent[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': supportPartition(id) },
        ExclusiveStartKey,
      }),
    );
    for (const item of out.Items ?? []) {
      if (item.sk === SUPPORT_REQUEST_SK) request = toRequest(item);
      else if (String(item.sk).startsWith(SUPPORT_EVENT_PREFIX)) events.push(toEvent(item));
    }
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return request ? { ...request, events } : undefined;
};

/** The list's filters as DynamoDB conditions over the request item's own attributes. */
const supportFilter = (query: Pick<SupportRequestPageQuery, 'q' | 'status' | 'assignee' | 'source'>): ListFilter => {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const q = query.q ? foldForSearch(query.q) : '';
  if (q) {
    conditions.push('contains(searchText, :q)');
    values[':q'] = q;
  }
  if (query.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = query.status;
  }
  if (query.source) {
    conditions.push('#source = :source');
    names['#source'] = 'source';
    values[':source'] = query.source;
  }
  if (query.assignee === 'none') conditions.push('attribute_not_exists(assigneeSub)');
  else if (query.assignee) {
    conditions.push('assigneeSub = :assignee');
    values[':assignee'] = query.assignee;
  }
  return { conditions, names, values };
};

export const listSupportRequests = (query: SupportRequestPageQuery): Promise<Page<SupportRequest>> =>
  listFiltered(SUPPORT_REQUEST_LIST, query, supportFilter(query), toRequest);

/** What one admin change does to the request: a new status, a new assignee (null: nobody), or neither (a note). */
export interface SupportChange {
  readonly status?: SupportStatus;
  readonly assignee?: SupportActor | null;
}

/**
 * Applies one admin change on the version the page showed, with its timeline entry and audit
 * entry (none for the demo seed's history): 'changed', 'stale' (changed meanwhile: nothing written) or 'missing'.
 */
export const changeSupportRequest = async (
  id: string,
  expectedVersion: number,
  change: SupportChange,
  event: SupportEvent,
  audit: AuditEntry | undefined,
): Promise<'changed' | 'stale' | 'missing'> => {
  const sets = ['version = version + :one', 'updatedAt = :at'];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':one': 1, ':at': event.at, ':v': expectedVersion };
  if (change.status) {
    sets.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = change.status;
  }
  if (change.assignee) {
    sets.push('assignee = :assignee', 'assigneeSub = :assigneeSub');
    values[':assignee'] = change.assignee;
    values[':assigneeSub'] = change.assignee.sub;
  } else if (change.assignee === null) removes.push('assignee', 'assigneeSub');
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: supportRequestKey(id),
                UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
                ConditionExpression: 'attribute_exists(pk) AND version = :v',
                ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
                ExpressionAttributeValues: values,
              },
            },
            {
              Put: { TableName: tableName(), Item: { ...supportEventKey(id, event.id), ...event }, ConditionExpression: 'attribute_not_exists(pk)' },
            },
          ],
          audit,
        ),
      }),
    );
    return 'changed';
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    return (await getSupportRequest(id)) ? 'stale' : 'missing';
  }
};

/** Records whether a reply's e-mail left, on the reply itself (its timeline line says so). */
export const setReplyMailed = async (requestId: string, eventId: string, mailed: boolean): Promise<void> => {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: supportEventKey(requestId, eventId),
      UpdateExpression: 'SET mailed = :mailed',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':mailed': mailed },
    }),
  );
};
