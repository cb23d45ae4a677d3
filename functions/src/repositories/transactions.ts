import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** One action of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Whether a transaction was cancelled because the condition of its `index`-th action failed. */
export const conditionFailedAt = (error: unknown, index: number): boolean =>
  error instanceof TransactionCanceledException && error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

/** Whether a transaction was cancelled only because another one was writing the same item at that moment. */
export const conflictedWithAnother = (error: unknown): boolean =>
  error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

/**
 * Runs a transaction again (up to `attempts` times, after a short random wait) while it only collided
 * with another on a shared item, such as a day's statistics counters that every order also writes.
 */
export const retryOnConflict = async <T>(write: () => Promise<T>, attempts = 4): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !conflictedWithAnother(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
};
