import { Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type { CfnTable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { grantSendMail } from './mail';

export interface FunctionAccessProps {
  /** Read-write on the table when true, read-only otherwise. */
  readonly writes: boolean;
  readonly table: Table;
  /** Only for handlers that presign uploads to, or check objects in, the media library. */
  readonly mediaBucket?: Bucket;
  /** Only for handlers that send customer e-mail: SES SendEmail as this address (infra/src/mail.ts). */
  readonly mailFrom?: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * What a handler Lambda runs as, logs to and may reach: the function is told the table (and the
 * media bucket) from here, so it can only name what its role was granted.
 */
export interface FunctionAccess {
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly table: Table;
  readonly mediaBucket?: Bucket;
  /** The address the role may send e-mail as; the function is told it as MAIL_FROM_ADDRESS. */
  readonly mailFrom?: string;
}

/**
 * A role that can write its log group and touch the table (and the media bucket, if given) only as
 * far as `writes` says, created as `Logs` and `Role` in `scope`. Lambdas given the same access may
 * share one (the HTTP routes do, see docs/decisions.md): their policies would be identical anyway.
 */
export const createFunctionAccess = (scope: Construct, props: FunctionAccessProps): FunctionAccess => {
  const { writes, table, mediaBucket, mailFrom, removalPolicy } = props;
  const logGroup = new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy });
  // A role of our own instead of the default one: the default attaches the AWS managed
  // AWSLambdaBasicExecutionRole, which may write to every log group in the account.
  const role = new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);

  if (writes) table.grantReadWriteData(role);
  else table.grantReadData(role);

  const tableId = Stack.of(table).getLogicalId(table.node.defaultChild as CfnTable);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${tableId}.Arn>/index/*]`,
    reason:
      "The table grant covers `<table arn>/index/*` so the handler can query this table's GSIs (gsi1, gsi2); the actions stay the handler's read-only or read-write set.",
  });

  // Every route function is traced (RouteFunction sets tracing ACTIVE, which grants these two actions).
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords take no resource ARN; AWS documents "*" for them, and no other action is granted on "*".',
  });

  if (mediaBucket) {
    // The browser uploads under uploads/; completion checks the bytes there and copies them to media/.
    // A form's files (issue 29) go to form-files/ instead, which CloudFront does not serve.
    const mediaObjects = [mediaBucket.arnForObjects('media/*'), mediaBucket.arnForObjects('uploads/*'), mediaBucket.arnForObjects('form-files/*')];
    role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: mediaObjects }));
    // Without it S3 answers a HEAD of a missing key with 403, not the 404 the upload check expects.
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [mediaBucket.bucketArn] }));
    // The presigned upload URL carries this role's permission.
    if (writes) role.addToPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: mediaObjects }));
    if (writes)
      role.addToPolicy(
        new PolicyStatement({
          actions: ['s3:DeleteObject'],
          resources: [mediaBucket.arnForObjects('uploads/*'), mediaBucket.arnForObjects('form-files/*')],
        }),
      );
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
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/form-files/*]`,
      reason:
        'Form file keys are form-files/<form id>/<upload id>/<name>, one per file a shopper attached: the grant covers the form-files/ prefix of the media bucket and nothing else.',
    });
  }
  if (mailFrom) grantSendMail(role, mailFrom);
  return { role, logGroup, table, mediaBucket, ...(mailFrom ? { mailFrom } : {}) };
};
