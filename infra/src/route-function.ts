import { Duration, Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type { CfnTable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_BUNDLE_EXTERNALS, POWERTOOLS_ENVIRONMENT } from '@shop/functions';
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
  /** Added to the common environment (TABLE_NAME, …). */
  readonly environment?: Readonly<Record<string, string>>;
  /** The source tree bundled from (REPO_ROOT outside tests). */
  readonly sourceRoot: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * One Lambda for one handler module (an HTTP route, a WebSocket route or the table stream's
 * consumer), with a role that can write its own log group and touch the table (and the media
 * bucket, if given) only as far as `writes` says.
 */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  /** For further grants and their cdk-nag acknowledgements. */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { handler, writes, table, mediaBucket, removalPolicy } = props;

    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy });
    // A role of our own instead of the default one: the default attaches the AWS managed
    // AWSLambdaBasicExecutionRole, which may write to every log group in the account.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.role = role;
    logGroup.grantWrite(role);

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

    if (writes) table.grantReadWriteData(this.function);
    else table.grantReadData(this.function);

    const tableId = Stack.of(table).getLogicalId(table.node.defaultChild as CfnTable);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableId}.Arn>/index/*]`,
      reason:
        "The table grant covers `<table arn>/index/*` so the handler can query this table's GSIs (gsi1, gsi2); the actions stay the handler's read-only or read-write set.",
    });

    if (mediaBucket) {
      // The browser uploads under uploads/; completion checks the bytes there and copies them to media/.
      const mediaObjects = [mediaBucket.arnForObjects('media/*'), mediaBucket.arnForObjects('uploads/*')];
      role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: mediaObjects }));
      // Without it S3 answers a HEAD of a missing key with 403, not the 404 the upload check expects.
      role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [mediaBucket.bucketArn] }));
      // The presigned upload URL carries this role's permission.
      if (writes) role.addToPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: mediaObjects }));
      if (writes) role.addToPolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [mediaBucket.arnForObjects('uploads/*')] }));
      const bucketId = Stack.of(mediaBucket).getLogicalId(mediaBucket.node.defaultChild as CfnBucket);
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/media/*]`,
        reason: 'Media keys are media/<id>/<name>, created per upload: the grant covers the media/ prefix of the media bucket and nothing else.',
      });
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/uploads/*]`,
        reason:
          'Upload keys are uploads/<id>/<name>, created per upload and expired after a day: the grant covers the uploads/ prefix of the media bucket and nothing else.',
      });
    }
  }
}
