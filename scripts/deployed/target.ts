import * as z from 'zod';
import type { RuntimeConfig } from '@shop/shared';

/**
 * The stack under test, described only by what a deployed stack exposes: its public URLs,
 * the user pool the web app signs in to, and the table name (used only by the scenarios that
 * need table access). Built from `cdk deploy --outputs-file` or from the local runtime.
 */
export const targetSchema = z.object({
  kind: z.enum(['aws', 'local']),
  /** The CloudFormation stack, or the local runtime. */
  name: z.string().min(1),
  /** The one URL of the app: CloudFront in AWS (which routes /api/* to the HTTP API), the gateway locally. */
  siteUrl: z.url(),
  /** The execute-api URL, from the stack's outputs; locally one gateway is both. */
  httpApiUrl: z.url().optional(),
  webSocketUrl: z.string().regex(/^wss?:\/\//),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Unknown for a target given by its URL: then nothing writes around the API. */
  tableName: z.string().min(1).optional(),
  /** Set for the local Cognito stand-in and LocalStack; AWS needs none. */
  cognitoEndpoint: z.url().optional(),
  /** Set for DynamoDB Local and LocalStack; AWS needs none. */
  dynamoEndpoint: z.url().optional(),
});
export type Target = z.infer<typeof targetSchema>;

/** The line serve-local.ts prints once the local runtime is up, followed by the target as JSON. */
export const TARGET_READY_PREFIX = 'SHOP_TARGET_READY ';

/** The CfnOutputs of infra/src/shop-stack.ts; other outputs may come and go. */
const stackOutputsSchema = z.looseObject({
  CloudFrontUrl: z.url(),
  HttpApiUrl: z.url(),
  WebSocketUrl: z.string().regex(/^wss?:\/\//),
  UserPoolId: z.string().regex(/^[\w-]+_[0-9A-Za-z]+$/),
  UserPoolClientId: z.string().min(1),
  TableName: z.string().min(1),
});

/** A user pool id starts with its region: `eu-central-1_AbC123`. */
const POOL_REGION = /^([a-z]{2}(?:-[a-z]+)+-\d+)_/;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The target from a `cdk deploy --outputs-file` JSON ({stackName: {OutputName: value}}).
 * With several stacks in the file, `stack` (SHOP_STACK) picks one. AWS_ENDPOINT_URL and the
 * per-service AWS_ENDPOINT_URL_* variables (as the AWS SDK reads them) point Cognito and
 * DynamoDB at LocalStack.
 */
export const targetFromOutputs = (outputs: unknown, env: Env): Target => {
  const stacks = z.record(z.string(), z.unknown()).safeParse(outputs);
  if (!stacks.success) throw new Error('The outputs file is not the JSON `cdk deploy --outputs-file` writes ({stack: {output: value}}).');
  const candidates = Object.entries(stacks.data).filter(([, values]) => stackOutputsSchema.safeParse(values).success);
  const wanted = env.SHOP_STACK;
  const chosen = wanted ? candidates.find(([name]) => name === wanted) : candidates.length === 1 ? candidates[0] : undefined;
  if (!chosen) {
    const names = Object.keys(stacks.data).join(', ') || 'none';
    throw new Error(
      wanted
        ? `Stack ${wanted} is not in the outputs file with the shop's outputs (stacks: ${names}).`
        : candidates.length > 1
          ? `The outputs file holds several shop stacks (${candidates.map(([n]) => n).join(', ')}): set SHOP_STACK to one of them.`
          : `No stack in the outputs file has the shop's outputs (CloudFrontUrl, HttpApiUrl, WebSocketUrl, UserPoolId, UserPoolClientId, TableName); stacks: ${names}.`,
    );
  }
  const [name, values] = chosen;
  const out = stackOutputsSchema.parse(values);
  const region = env.AWS_REGION ?? POOL_REGION.exec(out.UserPoolId)?.[1];
  if (!region) throw new Error(`No region: set AWS_REGION (the user pool id ${out.UserPoolId} does not start with one).`);
  const cognitoEndpoint = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? env.AWS_ENDPOINT_URL;
  const dynamoEndpoint = env.AWS_ENDPOINT_URL_DYNAMODB ?? env.AWS_ENDPOINT_URL;
  return targetSchema.parse({
    kind: 'aws',
    name,
    siteUrl: withoutTrailingSlash(out.CloudFrontUrl),
    httpApiUrl: withoutTrailingSlash(out.HttpApiUrl),
    webSocketUrl: out.WebSocketUrl,
    region,
    userPoolId: out.UserPoolId,
    userPoolClientId: out.UserPoolClientId,
    tableName: out.TableName,
    ...(cognitoEndpoint ? { cognitoEndpoint } : {}),
    ...(dynamoEndpoint ? { dynamoEndpoint } : {}),
  });
};

/**
 * The target from the URL of a running app (`npm start`, or a stack's site): everything but the
 * table comes from its /config.json, as the browser gets it. The local Cognito stand-in shows
 * in the config's userPoolEndpoint.
 */
export const targetFromSite = (siteUrl: string, config: RuntimeConfig): Target =>
  targetSchema.parse({
    kind: config.userPoolEndpoint ? 'local' : 'aws',
    name: withoutTrailingSlash(siteUrl),
    siteUrl: withoutTrailingSlash(siteUrl),
    webSocketUrl: config.webSocketUrl,
    region: config.region,
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    ...(config.userPoolEndpoint ? { cognitoEndpoint: config.userPoolEndpoint } : {}),
  });
