import { queryPage, type Page, type PageQuery } from './paging';
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
