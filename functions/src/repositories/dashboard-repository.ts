import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1, newestFirstSortKey } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/** Counting stops here: "1.000+ new this week" is already the news, and the read stays bounded. */
export const NEW_SINCE_COUNT_LIMIT = 1000;

/**
 * How many of a newest-first list (members, guests) were created since `since`: a key condition
 * on gsi1's time-leading sort key, counted (Select COUNT) without reading the items' data.
 */
export const countCreatedSince = async (list: string, since: string): Promise<number> => {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list AND ${GSI1.sortKey} >= :since`,
        ExpressionAttributeValues: { ':list': list, ':since': newestFirstSortKey(since, '') },
        Select: 'COUNT',
        Limit: NEW_SINCE_COUNT_LIMIT - count,
        ExclusiveStartKey: startKey,
      }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey && count < NEW_SINCE_COUNT_LIMIT);
  return count;
};
