import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, any>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

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
