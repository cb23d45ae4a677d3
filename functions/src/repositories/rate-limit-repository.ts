import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateLimitKey, TABLE_KEYS } from '@shop/shared';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';

/** How long a finished window's counter stays before TTL may delete it (TTL deletes late anyway). */
const KEEP_AFTER_WINDOW_SECONDS = 3600;

export interface RateWindow {
  readonly action: string;
  readonly clientHash: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Counts one request of a client in the current fixed window, atomically: the increment only
 * happens while the count is below the limit, so concurrent requests in every Lambda container
 * share one counter and never let more than `limit` through. Answers whether this one may go
 * on, and when the window ends.
 */
export const countRequest = async (window: RateWindow, now: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> => {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = Math.floor(nowSeconds / window.windowSeconds) * window.windowSeconds;
  const windowEnd = windowStart + window.windowSeconds;
  const counted = await unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(window.action, window.clientHash, windowStart),
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': TABLE_KEYS.ttl },
        ExpressionAttributeValues: { ':one': 1, ':limit': window.limit, ':ttl': windowEnd + KEEP_AFTER_WINDOW_SECONDS },
      }),
    ),
  );
  return { allowed: counted !== undefined, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
};
