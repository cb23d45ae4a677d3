import * as z from 'zod';
import { decodeCursor, pageQuerySchema, queryPage, type Page, type PageQuery } from './paging';
import { tableName } from './document-client';
import { GSI1, newestFirstSortKey } from '@shop/shared';

/**
 * Entities listed newest first (products, members, guests, orders) carry their list's name
 * and their creation time in gsi1, so a page is one Query on that index.
 */
export const newestFirstKeys = (list: string, createdAt: string, id: string) => ({
  [GSI1.partitionKey]: list,
  [GSI1.sortKey]: newestFirstSortKey(createdAt, id),
});

/**
 * A cursor is the last key of the previous page; one that does not have exactly the
 * shape of a key in this list (garbage, or a cursor taken from another list) is refused
 * before DynamoDB sees it.
 */
const cursorKeySchema = (list: string) =>
  z.strictObject({ pk: z.string(), sk: z.string(), [GSI1.partitionKey]: z.literal(list), [GSI1.sortKey]: z.string() });

/** `?limit=&cursor=` for one list; a bad cursor is a 400 naming `cursor`. */
export const newestFirstPageSchema = (list: string) => {
  const key = cursorKeySchema(list);
  return pageQuerySchema.extend({
    cursor: pageQuerySchema.shape.cursor.refine((cursor) => cursor === undefined || key.safeParse(decodeCursor(cursor)).success, {
      error: 'cursor geçersiz.',
    }),
  });
};

export const listNewestFirst = <T>(list: string, page: PageQuery, map: (item: Record<string, unknown>) => T): Promise<Page<T>> =>
  queryPage(
    {
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: `${GSI1.partitionKey} = :list`,
      ExpressionAttributeValues: { ':list': list },
      ScanIndexForward: false,
    },
    page,
    map,
  );
