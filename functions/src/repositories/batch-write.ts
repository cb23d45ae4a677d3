import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './document-client';

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** Writes 25 requests at a time, retrying what DynamoDB leaves unprocessed with backoff. */
const batchWrite = async (all: readonly WriteRequest[]): Promise<void> => {
  const table = tableName();
  for (let i = 0; i < all.length; i += BATCH_SIZE) {
    let requests = all.slice(i, i + BATCH_SIZE);
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt === MAX_ATTEMPTS) throw new Error(`BatchWrite left ${requests.length} requests unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 25));
      const out = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: [...requests] } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
  }
};

export const batchPut = (items: readonly Record<string, unknown>[]): Promise<void> => batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

export const batchDelete = (keys: readonly Record<string, unknown>[]): Promise<void> => batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
