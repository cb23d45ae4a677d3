import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { RoleName } from '@shop/shared';
import { runtime, tableClient, tokenFor } from '../runtime-client';

/** Every item in the table, in a stable order: equal snapshots mean nothing was written. */
export const tableItems = async (): Promise<Record<string, unknown>[]> => {
  const db = tableClient();
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: runtime().tableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  db.destroy();
  const key = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
  return items.sort((a, b) => key(a).localeCompare(key(b)));
};

/** The Cognito sub of a demo admin, read from the token the tests sign in with. */
export const subOf = async (role: RoleName): Promise<string> => {
  const payload = (await tokenFor(role)).split('.')[1] ?? '';
  return String(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub);
};

/** Lets a test write fixtures through the repositories, as the handlers would. */
export const useRuntimeTable = () => {
  process.env.TABLE_NAME = runtime().tableName;
  process.env.DYNAMODB_ENDPOINT = runtime().dynamoEndpoint;
  process.env.AWS_REGION = 'eu-central-1';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
};
