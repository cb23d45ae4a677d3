import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './document-client';

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/** Puts items 25 at a time, retrying what DynamoDB leaves unprocessed with backoff. */
export const batchPut = async (items: ReadonlyArray<Record<string, unknown>>): Promise<void> => {
  const table = tableName();
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    let requests = items.slice(i, i + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt === MAX_ATTEMPTS) throw new Error(`BatchWrite left ${requests.length} items unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 25));
      const out = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
};
