process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { readFileSync } from 'node:fs';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { runtimeConfigSchema, type RoleName, type RuntimeConfig } from '@shop/shared';
import { demoAdmins } from '../src/seed/demo-admins';
import type { DeployedContext, TableAccess } from './context';
import { startLocalTarget } from './local-target';
import { signInAll, testUsersSchema, type SignedInUser, type TestUser } from './sign-in';
import { targetFromOutputs, targetFromSite, type Target } from './target';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** Of the demo admins the local runtime seeds: every permission, the theme but no orders, orders but no theme. */
const LOCAL_TEST_ROLES: readonly RoleName[] = ['SUPER_ADMIN', 'THEME_MANAGER', 'ANALYST'];
const LOCAL_TEST_USERS: TestUser[] = demoAdmins()
  .filter((admin) => LOCAL_TEST_ROLES.includes(admin.role))
  .map(({ email, password }) => ({ email, password }));

const NO_TARGET =
  'SHOP_TARGET is not set: give it the outputs file of `cdk deploy --outputs-file` (or `cdklocal deploy`), the URL of a running app, or `local` to start the local runtime.';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** /config.json as the browser reads it. */
const fetchConfig = async (siteUrl: string): Promise<RuntimeConfig> => {
  const res = await fetch(`${siteUrl.replace(/\/+$/, '')}/config.json`);
  if (!res.ok) throw new Error(`${siteUrl}/config.json answered ${res.status}`);
  return runtimeConfigSchema.parse(await res.json());
};

/** The target, and the config its site serves, which must name the same pool, client and WebSocket. */
const resolveTarget = async (setting: string, local: Target | undefined): Promise<{ target: Target; config: RuntimeConfig }> => {
  if (/^https?:\/\//.test(setting)) {
    const config = await fetchConfig(setting);
    return { target: targetFromSite(setting, config), config };
  }
  const target = local ?? targetFromOutputs(parseJson(readFileSync(setting, 'utf8')), process.env);
  const config = await fetchConfig(target.siteUrl);
  const mismatch = (['userPoolId', 'userPoolClientId', 'webSocketUrl'] as const).filter((key) => config[key] !== target[key]);
  if (mismatch.length > 0) throw new Error(`${target.siteUrl}/config.json does not match the stack's outputs: ${mismatch.join(', ')}`);
  return { target, config };
};

const testUsers = (target: Target): { users: TestUser[]; reason: string } => {
  const raw = process.env.SHOP_TEST_USERS;
  if (raw) {
    const parsed = testUsersSchema.safeParse(parseJson(raw));
    if (!parsed.success) throw new Error(`SHOP_TEST_USERS must be a JSON array of {"email", "password"}: ${parsed.error.message}`);
    return { users: parsed.data, reason: '' };
  }
  if (target.kind === 'local') return { users: LOCAL_TEST_USERS, reason: '' };
  return { users: [], reason: 'SHOP_TEST_USERS is not set: it names the admins to sign in as (see the README).' };
};

/**
 * Whether this process may reach the table: the local runtime's, or AWS credentials that can
 * describe it. SHOP_TEST_TABLE=off keeps a run on a live stack to what the API allows.
 */
const tableAccess = async (target: Target): Promise<{ table: TableAccess | null; reason: string }> => {
  if (process.env.SHOP_TEST_TABLE === 'off') return { table: null, reason: 'SHOP_TEST_TABLE=off: no writes around the API' };
  if (!target.tableName) return { table: null, reason: 'a target given by its URL names no table' };
  const table: TableAccess = {
    tableName: target.tableName,
    region: target.region,
    ...(target.dynamoEndpoint ? { endpoint: target.dynamoEndpoint } : {}),
    ...(target.kind === 'local' ? { credentials: LOCAL_CREDENTIALS } : {}),
  };
  const client = new DynamoDBClient({ region: table.region, endpoint: table.endpoint, credentials: table.credentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: table.tableName }));
    return { table, reason: '' };
  } catch (error) {
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { table: null, reason: `no access to table ${table.tableName} with this environment's AWS credentials (${why})` };
  } finally {
    client.destroy();
  }
};

/**
 * Resolves SHOP_TARGET into a target, the config its site serves, signed-in admins and table
 * access, once for the whole project. Without a target every scenario is skipped, saying why.
 */
export default async function setup(project: TestProject) {
  const setting = process.env.SHOP_TARGET?.trim();
  if (!setting) {
    console.warn(`[deployed] skipped: ${NO_TARGET}`);
    project.provide('deployed', { target: null, reason: NO_TARGET } satisfies DeployedContext);
    return;
  }
  const local = setting === 'local' ? await startLocalTarget() : undefined;
  try {
    const { target, config } = await resolveTarget(setting, local?.target);
    const { users: wanted, reason: usersReason } = testUsers(target);
    const users: SignedInUser[] = await signInAll(config, wanted, target.cognitoEndpoint);
    const { table, reason: tableReason } = await tableAccess(target);
    console.info(
      `[deployed] ${target.name} at ${target.siteUrl}: ` +
        (users.length > 0 ? `${users.length} admins signed in (${config.authFlowType})` : usersReason) +
        (table ? ', table access' : `; ${tableReason}`),
    );
    project.provide('deployed', { target, config, users, usersReason, table, tableReason } satisfies DeployedContext);
  } catch (error) {
    await local?.stop();
    throw error;
  }
  return local?.stop;
}
