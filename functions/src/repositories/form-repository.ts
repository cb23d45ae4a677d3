import { randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  FORM_LIST,
  FORM_SUBMISSION_PREFIX,
  GSI1,
  TABLE_KEYS,
  foldForSearch,
  formKey,
  formPartition,
  formSchema,
  formSubmissionKey,
  formSubmissionSchema,
  formUploadKey,
  type AuditEntry,
  type Form,
  type FormSave,
  type FormSubmission,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { newestFirstKeys } from './newest-first';
import { decodeCursor, encodeCursor, type Page } from './paging';
import { conditionFailedAt, type TransactItem } from './transactions';

/*
 * Forms and their submissions (keys in shared/src/table/form-keys.ts). A form carries its
 * submission and unread counts, changed in the transaction that adds, reads or deletes a
 * submission, so the list shows them without reading a single submission.
 */

const toForm = (item: Record<string, unknown>): Form => formSchema.parse(item);
const toSubmission = (item: Record<string, unknown>): FormSubmission => formSubmissionSchema.parse(item);

/** Every form, newest first: a shop has a handful, so the list is read whole. */
export const listForms = async (): Promise<Form[]> => {
  const forms: Form[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list`,
        ExpressionAttributeValues: { ':list': FORM_LIST },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    forms.push(...(out.Items ?? []).map(toForm));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return forms;
};

export const getForm = async (id: string): Promise<Form | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: formKey(id) }));
  return out.Item ? toForm(out.Item) : undefined;
};

/** A new form; `id` only from the demo seed (a stable id its page can name), else a fresh one. */
export const createForm = async (save: FormSave, now: Date, audit?: (form: Form) => AuditEntry, id: string = randomUUID()): Promise<Form> => {
  const at = now.toISOString();
  const form: Form = { id, ...save, createdAt: at, updatedAt: at, submissionCount: 0, unreadCount: 0 };
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: withAudit(
        [
          {
            Put: {
              TableName: tableName(),
              Item: { ...formKey(id), ...newestFirstKeys(FORM_LIST, at, id), ...form },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
        audit?.(form),
      ),
    }),
  );
  return form;
};

/** Replaces a form's definition (its counts stay); undefined when there is no such form. */
export const updateForm = async (id: string, save: FormSave, now: Date, audit?: AuditEntry): Promise<Form | undefined> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: formKey(id),
                UpdateExpression: 'SET #name = :name, #fields = :fields, successMessage = :success, notifyEmail = :notify, updatedAt = :at',
                ConditionExpression: 'attribute_exists(pk)',
                // NAME and FIELDS are DynamoDB reserved words.
                ExpressionAttributeNames: { '#name': 'name', '#fields': 'fields' },
                ExpressionAttributeValues: {
                  ':name': save.name,
                  ':fields': save.fields,
                  ':success': save.successMessage,
                  ':notify': save.notifyEmail,
                  ':at': now.toISOString(),
                },
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
  return getForm(id);
};

/** Deletes a form that has no submissions: 'deleted', 'missing', or 'has-submissions' (nothing deleted). */
export const deleteForm = async (id: string, audit?: AuditEntry): Promise<'deleted' | 'missing' | 'has-submissions'> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Delete: {
                TableName: tableName(),
                Key: formKey(id),
                ConditionExpression: 'attribute_exists(pk) AND submissionCount = :zero',
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
          ],
          audit,
        ),
      }),
    );
    return 'deleted';
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    return (await getForm(id)) ? 'has-submissions' : 'missing';
  }
};

/** Submission ids start with their time (base 36 milliseconds, fixed width), so the partition read backwards is newest first. */
export const newSubmissionId = (now: Date): string => `${now.getTime().toString(36).padStart(10, '0')}-${randomBytes(6).toString('hex')}`;

const countsOf = (formId: string, submissions: number, unread: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: formKey(formId),
    UpdateExpression: 'ADD submissionCount :s, unreadCount :u',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':s': submissions, ':u': unread },
  },
});

/** The words an admin searches a submission by: every answer, folded as the search folds. */
const searchTextOf = (submission: FormSubmission): string =>
  foldForSearch(submission.answers.map((a) => (a.file ? a.file.fileName : a.value === null ? '' : String(a.value))).join(' \n '));

/**
 * Stores a submission, counts it on the form and takes the uploads it names (each can be taken once),
 * all in one transaction: false when the form went in the meantime or an upload was taken (nothing stored).
 */
export const createSubmission = async (submission: FormSubmission, uploadIds: readonly string[]): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...formSubmissionKey(submission.formId, submission.id), ...submission, searchText: searchTextOf(submission) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          countsOf(submission.formId, 1, submission.read ? 0 : 1),
          ...uploadIds.map((uploadId): TransactItem => ({
            Delete: {
              TableName: tableName(),
              Key: formUploadKey(uploadId),
              ConditionExpression: 'formId = :form',
              ExpressionAttributeValues: { ':form': submission.formId },
            },
          })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if ([0, 1, ...uploadIds.map((_, i) => i + 2)].some((i) => conditionFailedAt(error, i))) return false;
    throw error;
  }
};

export const getSubmission = async (formId: string, submissionId: string): Promise<FormSubmission | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: formSubmissionKey(formId, submissionId) }));
  return out.Item ? toSubmission(out.Item) : undefined;
};

/** Whether a cursor is a key of this form's submissions (anything else is the caller's error). */
export const isSubmissionCursor = (formId: string, cursor: string): boolean => {
  const key = decodeCursor(cursor);
  const sortKey = key?.[TABLE_KEYS.sortKey];
  return (
    !!key &&
    Object.keys(key).length === 2 &&
    key[TABLE_KEYS.partitionKey] === formPartition(formId) &&
    typeof sortKey === 'string' &&
    sortKey.startsWith(FORM_SUBMISSION_PREFIX)
  );
};

/** At most this many submissions are read to fill one filtered page (the cursor goes on from there). */
const FILTER_READ_BUDGET = 1000;

/**
 * A form's submissions newest first; with `q`, those whose answers contain the words (folded), and
 * with `status`, the read or unread ones: a bounded, filtered read of the form's partition, not a
 * search index (a form gets hundreds of submissions, and the admin pages on).
 */
export const listSubmissions = async (
  formId: string,
  page: { limit: number; cursor?: string | undefined; q?: string | undefined; status?: 'read' | 'unread' | undefined },
): Promise<Page<FormSubmission>> => {
  const q = page.q ? foldForSearch(page.q) : '';
  const filters = [...(q ? ['contains(searchText, :q)'] : []), ...(page.status ? ['#read = :read'] : [])];
  const data: FormSubmission[] = [];
  let startKey = page.cursor ? decodeCursor(page.cursor) : undefined;
  let read = 0;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(page.status ? { ExpressionAttributeNames: { '#read': 'read' } } : {}),
        ExpressionAttributeValues: {
          ':pk': formPartition(formId),
          ':prefix': FORM_SUBMISSION_PREFIX,
          ...(q ? { ':q': q } : {}),
          ...(page.status ? { ':read': page.status === 'read' } : {}),
        },
        ScanIndexForward: false,
        Limit: filters.length ? Math.min(200, FILTER_READ_BUDGET - read) : page.limit - data.length,
        ExclusiveStartKey: startKey,
      }),
    );
    read += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      data.push(toSubmission(item));
      if (data.length === page.limit) {
        // Cut inside a page: the next one starts after the last one shown.
        return { data, nextCursor: encodeCursor({ pk: item.pk as unknown, sk: item.sk as unknown }) };
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && read < FILTER_READ_BUDGET);
  return { data, ...(startKey ? { nextCursor: encodeCursor(startKey) } : {}) };
};

/** Marks a submission read or unread, keeping the form's unread count; undefined when there is none. */
export const setSubmissionRead = async (formId: string, submissionId: string, read: boolean): Promise<FormSubmission | undefined> => {
  const current = await getSubmission(formId, submissionId);
  if (!current || current.read === read) return current;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: formSubmissionKey(formId, submissionId),
              UpdateExpression: 'SET #read = :read',
              ConditionExpression: '#read = :was',
              ExpressionAttributeNames: { '#read': 'read' },
              ExpressionAttributeValues: { ':read': read, ':was': current.read },
            },
          },
          countsOf(formId, 0, read ? -1 : 1),
        ],
      }),
    );
  } catch (error) {
    // Someone else changed it first: what they wrote stands.
    if (!conditionFailedAt(error, 0)) throw error;
    return getSubmission(formId, submissionId);
  }
  return { ...current, read };
};

/** KVKK deletion: the submission goes and the form's counts follow, with the audit entry; the deleted one (its files), or undefined. */
export const deleteSubmission = async (formId: string, submissionId: string, audit?: AuditEntry): Promise<FormSubmission | undefined> => {
  const current = await getSubmission(formId, submissionId);
  if (!current) return undefined;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Delete: {
                TableName: tableName(),
                Key: formSubmissionKey(formId, submissionId),
                ConditionExpression: '#read = :read',
                ExpressionAttributeNames: { '#read': 'read' },
                ExpressionAttributeValues: { ':read': current.read },
              },
            },
            countsOf(formId, -1, current.read ? 0 : -1),
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    // Deleted or marked meanwhile: read again and try once more with what is there now.
    if (!conditionFailedAt(error, 0)) throw error;
    const again = await getSubmission(formId, submissionId);
    return again ? deleteSubmission(formId, submissionId, audit) : undefined;
  }
  return current;
};

/** A shopper's file waiting for its submission: pending for a day (TTL), then gone with its bytes (the bucket expires uploads/). */
export interface FormUpload {
  readonly uploadId: string;
  readonly formId: string;
  readonly fieldId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly uploadKey: string;
}

const UPLOAD_LIFETIME_SECONDS = 24 * 60 * 60;

export const putFormUpload = async (upload: FormUpload, now: Date): Promise<void> => {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...formUploadKey(upload.uploadId), ...upload, [TABLE_KEYS.ttl]: Math.floor(now.getTime() / 1000) + UPLOAD_LIFETIME_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const getFormUpload = async (uploadId: string): Promise<FormUpload | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: formUploadKey(uploadId) }));
  const item = out.Item;
  if (!item) return undefined;
  return {
    uploadId: String(item.uploadId),
    formId: String(item.formId),
    fieldId: String(item.fieldId),
    fileName: String(item.fileName),
    contentType: String(item.contentType),
    size: Number(item.size),
    uploadKey: String(item.uploadKey),
  };
};
