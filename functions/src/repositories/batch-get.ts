import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './document-client';

const BATCH_SIZE = 100;
const MAX_ATTEMPTS = 8;

/**
 * The items of `keys` that exist (any order), 100 keys a call, retrying what DynamoDB leaves
 * unprocessed with backoff; `projection` names the attributes to read when not all are needed.
 */
export const batchGet = async (
  keys: readonly Record<string, unknown>[],
  consistent = true,
  projection?: string,
): Promise<Record<string, unknown>[]> => {
  const table = tableName();
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    let pending = keys.slice(i, i + BATCH_SIZE);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === MAX_ATTEMPTS) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 25));
      const out = await documentClient().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: [...pending], ConsistentRead: consistent, ...(projection ? { ProjectionExpression: projection } : {}) } },
        }),
      );
      found.push(...(out.Responses?.[table] ?? []));
      pending = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
};
