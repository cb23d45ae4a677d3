import { inject } from 'vitest';
import type { RuntimeConfig } from '@shop/shared';
import type { SignedInUser } from './sign-in';
import type { Target } from './target';

/** Direct access to the stack's table: only for scenarios an API cannot set up (a new order). */
export interface TableAccess {
  readonly tableName: string;
  readonly region: string;
  readonly endpoint?: string;
  /** Only for DynamoDB Local; in AWS the SDK's default chain finds them. */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/** What the global setup resolved; each part that is missing says why, so the tests that need it skip with that reason. */
export type DeployedContext =
  | { readonly target: null; readonly reason: string }
  | {
      readonly target: Target;
      /** What the app itself reads from the site: /config.json. */
      readonly config: RuntimeConfig;
      readonly users: readonly SignedInUser[];
      readonly usersReason: string;
      readonly table: TableAccess | null;
      readonly tableReason: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    deployed: DeployedContext;
  }
}

export const deployed = (): DeployedContext => inject('deployed');
