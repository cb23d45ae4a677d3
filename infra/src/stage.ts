import { RemovalPolicy } from 'aws-cdk-lib';

/** This stage's table and user pool are also protected from deletion, and its stack from termination. */
export const PRODUCTION_STAGE = 'production';

export const DEFAULT_STAGE = 'dev';

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

export interface Stage {
  readonly name: string;
  readonly production: boolean;
  /**
   * Whether the data (table, user pool, buckets and their objects, logs) outlives the stack or a
   * replaced resource. Always, unless a throw-away stage is deployed with `-c retain=false`:
   * what a stage is called never decides that data may be deleted.
   */
  readonly retain: boolean;
  /** For stateful resources: RETAIN, or DESTROY when `retain` is false. */
  readonly removalPolicy: RemovalPolicy;
}

export const stageFrom = (name: string, retain = true): Stage => {
  if (!STAGE_NAME.test(name)) {
    throw new Error(`Invalid stage "${name}": use lower-case letters, digits and dashes (e.g. -c stage=production)`);
  }
  const production = name === PRODUCTION_STAGE;
  if (production && !retain) throw new Error(`The ${PRODUCTION_STAGE} stage always keeps its data: deploy it without -c retain=false`);
  return { name, production, retain, removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY };
};

/** `-c retain=false` arrives as a string, a cdk.json or test context value as a boolean. */
const retainFrom = (value: unknown): boolean => {
  if (value === undefined || value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Invalid retain ${JSON.stringify(value)}: use -c retain=false to delete the data with the stack (the default keeps it)`);
};

/** The stage `cdk` was asked for: `-c stage=<name>` (default dev) and `-c retain=false`. */
export const stageFromContext = (node: { tryGetContext(key: string): unknown }): Stage => {
  const name: unknown = node.tryGetContext('stage') ?? DEFAULT_STAGE;
  if (typeof name !== 'string') throw new Error(`Invalid stage ${JSON.stringify(name)}: use -c stage=<name>`);
  return stageFrom(name, retainFrom(node.tryGetContext('retain')));
};

/** scripts/src/create-admin.ts derives the same name from --stage to read the stack outputs. */
export const stackNameFor = (stage: Stage): string => `ShopBackoffice-${stage.name}`;
