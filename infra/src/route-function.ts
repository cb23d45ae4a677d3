import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_BUNDLE_EXTERNALS, POWERTOOLS_ENVIRONMENT } from '@shop/functions';
import { createFunctionAccess, type FunctionAccess } from './function-access';
import { handlerEntry, lockfileIn } from './repo-paths';

/** Construct ids from route ids: 'listCategories' -> 'ListCategories'. */
export const pascalCase = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

export interface RouteFunctionProps {
  /** The module under functions/src/handlers/, e.g. 'catalog/list-categories'. */
  readonly handler: string;
  /** What invokes it, for the description: 'GET /api/…', 'WebSocket $connect', …. */
  readonly trigger: string;
  /** Read-write on the table when true, read-only otherwise. */
  readonly writes: boolean;
  readonly table: Table;
  /** Only for routes that presign uploads to, or check objects in, the media library. */
  readonly mediaBucket?: Bucket;
  /**
   * A role and log group shared with other Lambdas of the same access (made with the same
   * `writes`, `table` and `mediaBucket`); without it the function gets its own.
   */
  readonly access?: FunctionAccess;
  /** Added to the common environment (TABLE_NAME, …). */
  readonly environment?: Readonly<Record<string, string>>;
  /** The source tree bundled from (REPO_ROOT outside tests). */
  readonly sourceRoot: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * One Lambda for one handler module (an HTTP route, a WebSocket route or the table stream's
 * consumer), running as a role that can write its log group and touch the table (and the media
 * bucket, if given) only as far as `writes` says.
 */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  /** For further grants and their cdk-nag acknowledgements (on a shared role, every sharer gets them). */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { handler, table, mediaBucket } = props;
    const { role, logGroup } = props.access ?? createFunctionAccess(this, props);
    this.role = role;

    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(props.sourceRoot, handler),
      handler: 'handler',
      description: `${props.trigger} -> functions/src/handlers/${handler}.ts`,
      // Node 24 is supported on Lambda until 2028; the bundle targets node20 so the very
      // same code also runs on the developers' Node 20 in the local runtime.
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // CPU scales with memory: 512 MB keeps cold starts short for little more per request.
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        ...POWERTOOLS_ENVIRONMENT,
        ...(mediaBucket ? { MEDIA_BUCKET: mediaBucket.bucketName } : {}),
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
      },
      projectRoot: props.sourceRoot,
      depsLockFilePath: lockfileIn(props.sourceRoot),
      bundling: {
        minify: true,
        sourceMap: true,
        // Stack traces only need the mappings; leaving the sources out keeps the .map small.
        sourcesContent: false,
        target: 'node20',
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // CommonJS dependencies bundled into an ES module still call require().
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        externalModules: LAMBDA_BUNDLE_EXTERNALS,
        forceDockerBundling: false,
      },
    });
  }
}
