import type { TableAccess } from './context';

/**
 * Points this worker's repositories (functions/src/repositories, the code that knows the
 * table's keys) at the stack's table, so a fixture is written exactly as the product writes it.
 */
export const useTable = (table: TableAccess): void => {
  process.env.TABLE_NAME = table.tableName;
  process.env.AWS_REGION = table.region;
  // Empty means the SDK's own endpoint (documentClient treats '' as none).
  process.env.DYNAMODB_ENDPOINT = table.endpoint ?? '';
  if (table.credentials) {
    process.env.AWS_ACCESS_KEY_ID = table.credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = table.credentials.secretAccessKey;
  }
};
