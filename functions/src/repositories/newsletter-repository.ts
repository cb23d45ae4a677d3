import { createHash, randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  foldEmail,
  GSI1,
  NEWSLETTER_REMOVAL_LIST,
  NEWSLETTER_SUBSCRIBER_LIST,
  newsletterRemovalKey,
  newsletterSubscriberKey,
  newsletterSubscriberSchema,
  type AuditEntry,
  type NewsletterSubscriber,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { listNewestFirst, newestFirstKeys } from './newest-first';
import { decodeCursor, encodeCursor, type Page, type PageQuery } from './paging';
import { signUpItems } from './statistics-repository';
import { conditionFailedAt, retryOnConflict } from './transactions';

/**
 * Subscribers: NEWSLETTER#<folded address> / SUBSCRIBER, listed newest first in gsi1
 * (NEWSLETTER_SUBSCRIBERS). The item's key is the folded address, so "once per address" is a
 * put condition, whatever the case the shopper typed and however many requests race.
 */

const toSubscriber = (item: Record<string, unknown>): NewsletterSubscriber => newsletterSubscriberSchema.parse(item);

/**
 * Stores the address once: `created` the first time, with İstatistikler's sign-up counter in the
 * same transaction; `existing` after that (nothing written).
 */
export const subscribe = async (email: string, componentId: string | undefined, now: Date): Promise<'created' | 'existing'> => {
  const subscriber: NewsletterSubscriber = { email: foldEmail(email), subscribedAt: now.toISOString(), componentId: componentId ?? null };
  try {
    // The day's sign-up counter is shared with every order of the day: a collision is tried again.
    await retryOnConflict(() =>
      documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...newsletterSubscriberKey(subscriber.email),
                  ...newestFirstKeys(NEWSLETTER_SUBSCRIBER_LIST, subscriber.subscribedAt, subscriber.email),
                  ...subscriber,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...signUpItems(subscriber.subscribedAt),
          ],
        }),
      ),
    );
    return 'created';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'existing';
    throw error;
  }
};

/** At most this many subscribers are read to fill one page of a search (the cursor goes on). */
const SEARCH_READ_BUDGET = 1000;

/**
 * Newest first; with `q`, the addresses containing it (folded), read through the same index
 * with a filter: a bounded read per request, not a search index (a shop has thousands of
 * subscribers, and the admin pages on).
 */
export const listSubscribers = async (page: PageQuery & { q?: string | undefined }): Promise<Page<NewsletterSubscriber>> => {
  const q = page.q ? foldEmail(page.q) : '';
  if (!q) return listNewestFirst(NEWSLETTER_SUBSCRIBER_LIST, page, toSubscriber);
  const data: NewsletterSubscriber[] = [];
  let startKey = page.cursor ? decodeCursor(page.cursor) : undefined;
  let read = 0;
  while (read < SEARCH_READ_BUDGET) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list`,
        FilterExpression: 'contains(email, :q)',
        ExpressionAttributeValues: { ':list': NEWSLETTER_SUBSCRIBER_LIST, ':q': q },
        ScanIndexForward: false,
        Limit: Math.min(200, SEARCH_READ_BUDGET - read),
        ExclusiveStartKey: startKey,
      }),
    );
    read += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      data.push(toSubscriber(item));
      if (data.length === page.limit) {
        // Cut inside a page: the next page starts after the last one shown.
        const key: Record<string, unknown> = {
          pk: item.pk as unknown,
          sk: item.sk as unknown,
          [GSI1.partitionKey]: item[GSI1.partitionKey] as unknown,
          [GSI1.sortKey]: item[GSI1.sortKey] as unknown,
        };
        return { data, nextCursor: encodeCursor(key) };
      }
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey) return { data };
  }
  return { data, ...(startKey ? { nextCursor: encodeCursor(startKey) } : {}) };
};

/** A removal leaves who and when, and a hash that proves which address went (never the address itself). */
export const emailHash = (email: string): string => createHash('sha256').update(foldEmail(email)).digest('hex');

/**
 * KVKK removal: deletes the subscriber and writes the removal log and the audit entry `audit`
 * makes for it (named by the removal record, never the address) in one transaction; false when there was none.
 */
export const removeSubscriber = async (email: string, removedBy: string, now: Date, audit?: (removalId: string) => AuditEntry): Promise<boolean> => {
  const folded = foldEmail(email);
  const id = randomUUID();
  const removedAt = now.toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            { Delete: { TableName: tableName(), Key: newsletterSubscriberKey(folded), ConditionExpression: 'attribute_exists(pk)' } },
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...newsletterRemovalKey(id),
                  ...newestFirstKeys(NEWSLETTER_REMOVAL_LIST, removedAt, id),
                  id,
                  emailHash: emailHash(folded),
                  removedAt,
                  removedBy,
                  reason: 'KVKK',
                },
              },
            },
          ],
          audit?.(id),
        ),
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
};
