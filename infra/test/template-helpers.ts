import { NestedStack, type CfnResource as CdkCfnResource, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, any>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

/** A stack's nested stacks, one level down (the shop nests no deeper). */
export const nestedStacksOf = (stack: Stack): NestedStack[] =>
  stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);

export interface StackTemplate {
  /** The construct path, e.g. ShopBackoffice-dev/HttpApi/CatalogRoutes. */
  readonly path: string;
  readonly template: Template;
  /** Undefined for the parent. */
  readonly nestedIn?: Stack;
}

/** The stack and each of its nested stacks, as CloudFormation gets them. */
export const stackTemplates = (stack: Stack): StackTemplate[] => [
  { path: stack.node.path, template: Template.fromStack(stack) },
  ...nestedStacksOf(stack).map((nested) => ({ path: nested.node.path, template: Template.fromStack(nested), nestedIn: stack })),
];

/** The AWS::CloudFormation::Stack resource that deploys `nested` in its parent's template. */
export const nestedStackResourceOf = (nested: NestedStack): [string, CfnResource] => {
  const parent = nested.nestedStackParent!;
  const logicalId = parent.getLogicalId(nested.nestedStackResource as CdkCfnResource);
  const resource = (Template.fromStack(parent).toJSON().Resources as Record<string, CfnResource>)[logicalId];
  if (!resource) throw new Error(`no stack resource ${logicalId} for ${nested.node.path}`);
  return [logicalId, resource];
};

/** `value` with each `{ Ref: <parameter> }` replaced by what `parameters` holds for it. */
const withParameters = (value: unknown, parameters: Record<string, unknown>): unknown => {
  if (Array.isArray(value)) return value.map((item) => withParameters(item, parameters));
  if (typeof value !== 'object' || value === null) return value;
  const ref = refOf(value);
  if (ref !== undefined && Object.keys(value).length === 1 && ref in parameters) return parameters[ref];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withParameters(item, parameters)]));
};

/**
 * The parent's template with every nested stack's resources added, each of their parameters
 * replaced by the value the parent passes: the resources as CloudFormation ends up deploying
 * them, so a test can follow a route to its function and role across stacks.
 */
export const mergedTemplate = (stack: Stack): Template => {
  // A copy: toJSON() hands out the assembly's own object, which later Template.fromStack calls read.
  const merged = structuredClone(Template.fromStack(stack).toJSON()) as { Resources: Record<string, unknown> };
  for (const nested of nestedStacksOf(stack)) {
    const parameters = (nestedStackResourceOf(nested)[1].Properties?.Parameters ?? {}) as Record<string, unknown>;
    for (const [id, resource] of Object.entries(Template.fromStack(nested).toJSON().Resources as Record<string, unknown>)) {
      if (id in merged.Resources) throw new Error(`${id} is in ${nested.node.path} and another stack`);
      merged.Resources[id] = withParameters(resource, parameters);
    }
  }
  return Template.fromJSON(merged);
};

export const resourcesOfType = (template: Template, type: string): [string, CfnResource][] =>
  Object.entries(template.findResources(type)) as [string, CfnResource][];

/** The one element of `found`, or an error naming what was looked for. */
const single = <T>(found: readonly T[], what: string): T => {
  const [first] = found;
  if (found.length !== 1 || first === undefined) throw new Error(`expected one ${what}, found ${found.length}`);
  return first;
};

export const onlyResourceOfType = (template: Template, type: string): [string, CfnResource] => {
  return single(resourcesOfType(template, type), type);
};

/**
 * The admins' pool or the shoppers' pool (Hesabım), and that pool's one app client: two pools,
 * told apart by their names (infra/src/auth.ts, infra/src/shopper-auth.ts).
 */
export const poolOf = (template: Template, who: 'admins' | 'shoppers'): [string, CfnResource] =>
  single(
    resourcesOfType(template, 'AWS::Cognito::UserPool').filter(([, p]) => String(p.Properties?.UserPoolName).startsWith(`shop-${who}-`)),
    `${who} pool`,
  );
export const poolClientOf = (template: Template, who: 'admins' | 'shoppers'): [string, CfnResource] => {
  const [poolId] = poolOf(template, who);
  return single(
    resourcesOfType(template, 'AWS::Cognito::UserPoolClient').filter(([, c]) => c.Properties?.UserPoolId?.Ref === poolId),
    `${who} pool client`,
  );
};
/** The HTTP API's JWT authorizer whose audience is this pool's client. */
export const authorizerOf = (template: Template, who: 'admins' | 'shoppers'): [string, CfnResource] => {
  const [clientId] = poolClientOf(template, who);
  return single(
    resourcesOfType(template, 'AWS::ApiGatewayV2::Authorizer').filter(([, a]) => a.Properties?.JwtConfiguration?.Audience?.[0]?.Ref === clientId),
    `${who} authorizer`,
  );
};

/** The logical id of the one API Gateway v2 API of this protocol. */
export const apiIdOf = (template: Template, protocol: 'HTTP' | 'WEBSOCKET'): string => {
  const found = resourcesOfType(template, 'AWS::ApiGatewayV2::Api').filter(([, api]) => api.Properties?.ProtocolType === protocol);
  return single(found, `${protocol} API`)[0];
};

/** The logical id a `{ Ref }` names. */
export const refOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'Ref' in value ? String(value.Ref) : undefined;

const getAttOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'Fn::GetAtt' in value ? String((value as { 'Fn::GetAtt': unknown[] })['Fn::GetAtt'][0]) : undefined;

/** HTTP APIs integrate the function's ARN itself, WebSocket APIs an invocation URI built around it. */
const functionOfIntegrationUri = (uri: unknown): string | undefined => {
  const direct = getAttOf(uri);
  if (direct) return direct;
  if (typeof uri !== 'object' || uri === null || !('Fn::Join' in uri)) return undefined;
  const [, parts] = (uri as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts.map(getAttOf).find((id) => id !== undefined);
};

export interface PolicyStatement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

export interface FunctionWiring {
  readonly functionId: string;
  readonly function: CfnResource;
  /** Every statement of all policies attached to the function's role. */
  readonly statements: PolicyStatement[];
  /** Every IAM action the function's role is allowed. */
  readonly actions: string[];
}

/** A Lambda function and what its role is allowed. */
export const functionWiring = (template: Template, functionId: string): FunctionWiring => {
  const all = template.toJSON().Resources as Record<string, CfnResource>;
  const fn = all[functionId];
  if (fn?.Type !== 'AWS::Lambda::Function') throw new Error(`${functionId} is not a Lambda function`);
  const roleId = getAttOf(fn.Properties!.Role);
  const statements = Object.values(all)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties!.Roles as unknown[]).some((role) => refOf(role) === roleId))
    .flatMap((policy) => policy.Properties!.PolicyDocument.Statement as PolicyStatement[]);
  const actions = statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
  return { functionId, function: fn, statements, actions };
};

export interface RouteWiring extends FunctionWiring {
  readonly route: CfnResource;
  readonly integration: CfnResource;
}

/** Follows an HTTP or WebSocket API route to its integration, Lambda function and the function's role policies. */
export const routeWiring = (template: Template, routeKey: string): RouteWiring => {
  const all = template.toJSON().Resources as Record<string, CfnResource>;
  const route = single(
    Object.values(all).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === routeKey),
    `route ${routeKey}`,
  );
  const targetParts = route.Properties!.Target['Fn::Join'][1] as unknown[];
  const integrationId = refOf(targetParts[1]);
  const integration = integrationId ? all[integrationId] : undefined;
  const functionId = functionOfIntegrationUri(integration?.Properties?.IntegrationUri);
  if (!integration || !functionId || all[functionId]?.Type !== 'AWS::Lambda::Function') {
    throw new Error(`route ${routeKey} does not lead to a Lambda function`);
  }
  return { route, integration, ...functionWiring(template, functionId) };
};
