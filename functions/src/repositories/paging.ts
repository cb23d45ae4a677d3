import type { PageQuery } from '@shop/shared';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './document-client';

/** `?limit=&cursor=` on every paged list, as the route table's query schemas give it. */
export type { PageQuery };

export interface Page<T> {
  readonly data: T[];
  readonly nextCursor?: string;
}

export const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor that does not decode to a key object is the caller's error, not ours. */
export const decodeCursor = (cursor: string): Record<string, unknown> | undefined => {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return key && typeof key === 'object' && !Array.isArray(key) ? (key as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** One page of a Query; callers validate the cursor with decodeCursor first. */
export const queryPage = async <T>(input: QueryCommandInput, page: PageQuery, map: (item: Record<string, unknown>) => T): Promise<Page<T>> => {
  const out = await documentClient().send(
    new QueryCommand({ ...input, Limit: page.limit, ExclusiveStartKey: page.cursor ? decodeCursor(page.cursor) : undefined }),
  );
  return {
    data: (out.Items ?? []).map(map),
    ...(out.LastEvaluatedKey ? { nextCursor: encodeCursor(out.LastEvaluatedKey) } : {}),
  };
};
