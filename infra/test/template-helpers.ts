import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, any>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export const resourcesOfType = (template: Template, type: string): Array<[string, CfnResource]> =>
  Object.entries(template.findResources(type)) as Array<[string, CfnResource]>;

export const onlyResourceOfType = (template: Template, type: string): [string, CfnResource] => {
  const found = resourcesOfType(template, type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return found[0]!;
};

const refOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'Ref' in value ? String((value as { Ref: unknown }).Ref) : undefined;

const getAttOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'Fn::GetAtt' in value
    ? String((value as { 'Fn::GetAtt': unknown[] })['Fn::GetAtt'][0])
    : undefined;

export interface RouteWiring {
  readonly route: CfnResource;
  readonly function: CfnResource;
  /** Every IAM action the function's role is allowed, from all policies attached to it. */
  readonly actions: string[];
}

/** Follows an HTTP API route to its integration, Lambda function and the function's role policies. */
export const routeWiring = (template: Template, routeKey: string): RouteWiring => {
  const all = template.toJSON().Resources as Record<string, CfnResource>;
  const routes = Object.values(all).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === routeKey);
  if (routes.length !== 1) throw new Error(`expected one route ${routeKey}, found ${routes.length}`);
  const route = routes[0]!;
  const targetParts = route.Properties!.Target['Fn::Join'][1] as unknown[];
  const integrationId = refOf(targetParts[1]);
  const integration = integrationId ? all[integrationId] : undefined;
  const functionId = getAttOf(integration?.Properties?.IntegrationUri);
  const fn = functionId ? all[functionId] : undefined;
  if (!fn || fn.Type !== 'AWS::Lambda::Function') throw new Error(`route ${routeKey} does not lead to a Lambda function`);
  const roleId = getAttOf(fn.Properties!.Role);
  const actions = Object.values(all)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties!.Roles as unknown[]).some((role) => refOf(role) === roleId))
    .flatMap((policy) => policy.Properties!.PolicyDocument.Statement as Array<{ Action: string | string[] }>)
    .flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
  return { route, function: fn, actions };
};
