import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './document-client';

/** A Query's pages, one at a time (a page stops at 1 MB), for work that must not hold every item at once. */
export async function* queryPages(input: QueryCommandInput): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Every item of a Query, following LastEvaluatedKey. */
export const queryAll = async (input: QueryCommandInput): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
};
