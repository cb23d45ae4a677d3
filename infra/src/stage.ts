import { RemovalPolicy } from 'aws-cdk-lib';

/** Only this stage keeps its data when the stack or a resource is deleted. */
export const PRODUCTION_STAGE = 'production';

export const DEFAULT_STAGE = 'dev';

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

export interface Stage {
  readonly name: string;
  readonly production: boolean;
  /** For stateful resources: kept in production, cleaned up with throw-away stages. */
  readonly removalPolicy: RemovalPolicy;
}

export const stageFrom = (name: string): Stage => {
  if (!STAGE_NAME.test(name)) {
    throw new Error(`Invalid stage "${name}": use lower-case letters, digits and dashes (e.g. -c stage=production)`);
  }
  const production = name === PRODUCTION_STAGE;
  return { name, production, removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY };
};

/** scripts/src/create-admin.ts derives the same name from --stage to read the stack outputs. */
export const stackNameFor = (stage: Stage): string => `ShopBackoffice-${stage.name}`;
