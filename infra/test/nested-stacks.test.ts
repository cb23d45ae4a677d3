import { describe, expect, it, beforeAll } from 'vitest';
import { routeList } from '@shop/shared';
import { routeArea, type RouteDefinition } from '../src/http-api';
import { pascalCase } from '../src/route-function';
import { SYNTH_TIMEOUT_MS, synthStack, type SynthResult } from './fixture';
import { nestedStackResourceOf, nestedStacksOf, refOf, type CfnResource } from './template-helpers';

/** CloudFormation allows 500; the budget leaves room for what a CDK upgrade adds. */
const BUDGET = 450;

/** What one HTTP route costs: its Lambda, integration, invoke permission and route. */
const ROUTE_TYPES = ['AWS::Lambda::Function', 'AWS::ApiGatewayV2::Integration', 'AWS::Lambda::Permission', 'AWS::ApiGatewayV2::Route'];

/** Areas the coming back-office pages and the checkout will add, next to today's. */
const NEW_AREAS = ['orders', 'members', 'checkout', 'settings', 'campaign', 'content', 'shipping', 'reports'];

/**
 * `count - routes.length` signed-in routes added to `routes`: the first fill catalog up to 100
 * routes, the rest go round the areas above; every other one writes.
 */
const grownTo = (routes: readonly RouteDefinition[], count: number, largestArea = 100): RouteDefinition[] => {
  let catalog = routes.filter((route) => routeArea(route) === 'catalog').length;
  const added = Array.from({ length: count - routes.length }, (_, i): RouteDefinition => {
    const area = catalog < largestArea ? (catalog++, 'catalog') : NEW_AREAS[i % NEW_AREAS.length]!;
    return {
      id: `generated${i}`,
      method: i % 2 === 0 ? 'GET' : 'POST',
      path: `/api/admin/${area}/generated-${i}`,
      handler: `${area}/generated-${i}`,
      access: 'signed-in',
      writes: i % 2 === 1,
    };
  });
  return [...routes, ...added];
};

const resourcesOf = (template: { toJSON(): unknown }) => (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources;

/** The parameters the parent passes a nested stack, and what they name in the parent. */
const passedTo = (synth: SynthResult) =>
  nestedStacksOf(synth.stack).map((nested) => {
    const parameters = (nestedStackResourceOf(nested)[1].Properties?.Parameters ?? {}) as Record<string, unknown>;
    const parent = resourcesOf(synth.stacks[0]!.template);
    const named = Object.values(parameters).map((value) => {
      const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
      const id = refOf(value) ?? (getAtt?.[1] === 'Arn' ? getAtt[0] : undefined);
      return id ? parent[id]?.Type : JSON.stringify(value);
    });
    return { path: nested.node.path, named };
  });

describe.each([
  { table: 'the route table', routes: () => routeList() },
  { table: 'a table grown to 300 routes', routes: () => grownTo(routeList(), 300) },
])('synthesised with $table', ({ routes }) => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthStack('production', routes());
  }, SYNTH_TIMEOUT_MS);

  it(`keeps every stack, the parent and each nested one, at ${BUDGET} resources or fewer`, () => {
    const counts = synth.stacks.map(({ path, template }) => ({ path, resources: Object.keys(resourcesOf(template)).length }));
    expect(counts.length).toBeGreaterThan(1);
    expect(counts.filter((stack) => stack.resources > BUDGET)).toEqual([]);
    // Every resource counted once: the stacks together are what the merged view holds.
    expect(counts.reduce((sum, stack) => sum + stack.resources, 0)).toBe(Object.keys(resourcesOf(synth.template)).length);
  });

  it('deploys each route, with its Lambda, integration and invoke permission, in the nested stack of its area, and none in the parent', () => {
    const table = routes();
    const areas = [...new Set(table.map(routeArea))];
    const nestedPaths = synth.stacks.slice(1).map((stack) => stack.path);
    expect(nestedPaths.sort()).toEqual(areas.map((area) => `${synth.stack.node.path}/HttpApi/${pascalCase(area)}Routes`).sort());
    for (const area of areas) {
      const stack = synth.stacks.find((s) => s.path.endsWith(`/HttpApi/${pascalCase(area)}Routes`))!;
      const resources = Object.values(resourcesOf(stack.template));
      const areaRoutes = table.filter((route) => routeArea(route) === area);
      const routeKeys = resources.filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').map((r) => r.Properties?.RouteKey as string);
      expect(routeKeys.sort()).toEqual(areaRoutes.map((route) => `${route.method} ${route.path}`).sort());
      // Nothing else: the roles, log groups, API and authorizer stay in the parent.
      expect(resources.map((r) => r.Type).sort()).toEqual(ROUTE_TYPES.flatMap((type) => areaRoutes.map(() => type)).sort());
    }
    const parentHttpRoutes = Object.values(resourcesOf(synth.stacks[0]!.template)).filter(
      (r) => r.Type === 'AWS::ApiGatewayV2::Route' && /^(GET|POST|PUT|PATCH|DELETE) \//.test(String(r.Properties?.RouteKey)),
    );
    expect(parentHttpRoutes).toEqual([]);
  });

  it("passes a nested stack only the API, its authorizer, the table, the origin secret, the media bucket, the shoppers' pool client and the shared roles and log groups, and takes nothing back", () => {
    const allowed = [
      'AWS::ApiGatewayV2::Api',
      'AWS::ApiGatewayV2::Authorizer',
      'AWS::DynamoDB::Table',
      'AWS::SecretsManager::Secret',
      'AWS::S3::Bucket',
      'AWS::IAM::Role',
      'AWS::Logs::LogGroup',
      // Sign-up (account area) calls the shoppers' pool with its storefront client's id.
      'AWS::Cognito::UserPoolClient',
    ];
    for (const { path, named } of passedTo(synth)) {
      expect({ path, unexpected: named.filter((type) => !allowed.includes(String(type))) }).toEqual({ path, unexpected: [] });
      // One of each (two authorizers: admins' and shoppers'), and a role and log group per kind of access: five kinds at
      // most (live chat's area: reads, writes, the transcript's mail, and the agent routes that post to sockets, reading and writing).
      expect(named.length, path).toBeLessThanOrEqual(6 + 2 * 5);
    }
    for (const { path, template } of synth.stacks.slice(1)) expect(template.toJSON().Outputs, path).toBeUndefined();
  });
});

describe('an area that outgrows its stack', () => {
  it(
    `fails synth, naming the nested stack, once it passes ${BUDGET} resources`,
    () => {
      // 113 routes at four resources each: 452.
      const routes = grownTo(routeList(), routeList().length + 120, 113);
      expect(routes.filter((route) => routeArea(route) === 'catalog')).toHaveLength(113);
      expect(() => synthStack('dev', routes)).toThrow(
        new RegExp(`Number of resources in stack '.*/HttpApi/CatalogRoutes': 452 is greater than allowed maximum of ${BUDGET}`),
      );
    },
    SYNTH_TIMEOUT_MS,
  );
});
