import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from '../observability/tracer';

let cached: { endpoint: string | undefined; client: DynamoDBDocumentClient } | undefined;

/**
 * One client per container. The endpoint is only set locally (DynamoDB Local); keying the
 * cache on it lets one process restart the local runtime on another port.
 */
export const documentClient = (): DynamoDBDocumentClient => {
  const endpoint = process.env.DYNAMODB_ENDPOINT || undefined;
  if (cached?.endpoint !== endpoint || !cached) {
    cached?.client.destroy();
    cached = {
      endpoint,
      // Each call a subsegment in X-Ray (operation and table, never items); unchanged outside Lambda.
      client: DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient(endpoint ? { endpoint } : {})), {
        marshallOptions: { removeUndefinedValues: true },
      }),
    };
  }
  return cached.client;
};

export const tableName = (): string => {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
};
