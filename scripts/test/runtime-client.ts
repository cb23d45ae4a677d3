import { request as httpRequest } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { can, ROLE_NAMES, themeConfigKey, type RoleName } from '@shop/shared';
import { inject } from 'vitest';
import { demoIdToken } from '../src/seed/demo-sign-in';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const tokens = new Map<string, Promise<string>>();

export const runtime = () => inject('runtime');

/** The roles that get into the admin shell: every role but USER. */
export const ADMIN_ROLES: RoleName[] = ROLE_NAMES.filter((role) => can([role], 'dashboard:view'));

/** Signs in a demo admin through the Cognito stand-in and returns the token the web app sends; cached per role. */
export const tokenFor = (role: RoleName): Promise<string> => {
  let token = tokens.get(role);
  if (!token) {
    token = demoIdToken({ endpoint: runtime().cognitoEndpoint, clientId: runtime().userPoolClientId }, role);
    tokens.set(role, token);
  }
  return token;
};

export interface CallOptions {
  readonly as?: RoleName;
  readonly token?: string;
  readonly method?: string;
  readonly body?: unknown;
  readonly rawBody?: string;
  /**
   * The local address to call from (any 127.x.y.z on Linux): another shopper as far as the
   * gateway's viewer address, and so the per-client rate limits, can tell.
   */
  readonly from?: string;
  /** Extra request headers (a cart cookie, an Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** One request over node:http, which can choose its local address (fetch cannot). */
const callFrom = (url: string, from: string, method: string, headers: Record<string, string>, body: string | undefined) =>
  new Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });

/** Calls the local gateway and returns the status and parsed JSON body. */
export const call = async (path: string, options: CallOptions = {}): Promise<{ status: number; body: any }> => {
  const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const method = options.method ?? 'GET';
  let status: number;
  let text: string;
  if (options.from) {
    ({ status, text } = await callFrom(`${runtime().url.replace('//localhost', '//127.0.0.1')}${path}`, options.from, method, headers, payload));
  } else {
    const res = await fetch(`${runtime().url}${path}`, { method, headers, body: payload });
    status = res.status;
    text = await res.text();
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: tests assert on the raw text.
  }
  return { status, body };
};

/** Direct table access for checking what was (or was not) written. */
export const tableClient = () =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: runtime().dynamoEndpoint, region: 'eu-central-1', credentials }));

/** Every item in the table, in a stable order: equal snapshots mean nothing was written (a Scan: test-only). */
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

/** Every item whose pk starts with the prefix, to prove what was (or was not) written. */
export const itemsWithPrefix = async (prefix: string): Promise<Record<string, unknown>[]> =>
  (await tableItems()).filter((item) => String(item.pk).startsWith(prefix));

/** The Cognito sub of a demo admin, read from the token the tests sign in with. */
export const subOf = async (role: RoleName): Promise<string> => {
  const payload = (await tokenFor(role)).split('.')[1] ?? '';
  return String(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub);
};

/** Points this test process's repositories at the runtime's table, to write fixtures or call the domain as handlers do. */
export const useRuntimeTable = () => {
  process.env.TABLE_NAME = runtime().tableName;
  process.env.DYNAMODB_ENDPOINT = runtime().dynamoEndpoint;
  process.env.AWS_REGION = 'eu-central-1';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
};

const THEME_CONFIG_KEY = themeConfigKey();

/**
 * Files share one runtime, and other files save the theme config too: a test that changes it
 * (or, with `startEmpty`, needs it never saved) gets back a function that puts the stored item
 * back as it was — pass it to onTestFinished.
 */
export const keepThemeConfig = async (options: { startEmpty?: boolean } = {}): Promise<() => Promise<void>> => {
  const item = (await tableItems()).find((i) => i.pk === THEME_CONFIG_KEY.pk && i.sk === THEME_CONFIG_KEY.sk);
  const write = async (put: Record<string, unknown> | undefined) => {
    const db = tableClient();
    const TableName = runtime().tableName;
    if (put) await db.send(new PutCommand({ TableName, Item: put }));
    else await db.send(new DeleteCommand({ TableName, Key: THEME_CONFIG_KEY }));
    db.destroy();
  };
  if (options.startEmpty) await write(undefined);
  return () => write(item);
};
