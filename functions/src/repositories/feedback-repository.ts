import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  FEEDBACK_LIST,
  feedbackKey,
  feedbackSchema,
  foldForSearch,
  type AuditEntry,
  type Feedback,
  type FeedbackPageQuery,
  type FeedbackStatus,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { listFiltered, type ListFilter } from './filtered-list';
import { newestFirstKeys } from './newest-first';
import type { Page } from './paging';
import { conditionFailedAt } from './transactions';

/* Geri Bildirimler (keys in shared/src/table/care-keys.ts): one item per note, listed newest first. */

const toFeedback = (item: Record<string, unknown>): Feedback => feedbackSchema.parse(item);

export const createFeedback = async (feedback: Feedback): Promise<void> => {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...feedbackKey(feedback.id),
        ...newestFirstKeys(FEEDBACK_LIST, feedback.createdAt, feedback.id),
        ...feedback,
        searchText: foldForSearch([feedback.message, feedback.email ?? ''].join(' \n ')),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

const feedbackFilter = (query: Pick<FeedbackPageQuery, 'q' | 'status' | 'category'>): ListFilter => {
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
  if (query.category) {
    conditions.push('category = :category');
    values[':category'] = query.category;
  }
  return { conditions, names, values };
};

export const listFeedback = (query: FeedbackPageQuery): Promise<Page<Feedback>> =>
  listFiltered(FEEDBACK_LIST, query, feedbackFilter(query), toFeedback);

/** Marks a note read, unread or archived, with its audit entry; undefined when there is no such note. */
export const setFeedbackStatus = async (id: string, status: FeedbackStatus, audit: AuditEntry): Promise<Feedback | undefined> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: feedbackKey(id),
                UpdateExpression: 'SET #status = :status',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':status': status },
              },
            },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return undefined;
    throw error;
  }
  return getFeedback(id);
};

export const getFeedback = async (id: string): Promise<Feedback | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: feedbackKey(id) }));
  return out.Item ? toFeedback(out.Item) : undefined;
};
