import { NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { SHOPPER_POOL_CLIENT_ID_ENV } from '@shop/functions';
import { STOREFRONT_API_URL_ENV, STOREFRONT_RENDERER_ENV } from '@shop/functions/domain/storefront/page-renderer';
import { ORIGIN_VERIFY_SECRET_ENV, type ApiRoute } from '@shop/shared';
import { jsonAccessLog } from './access-log';
import { createFunctionAccess, type FunctionAccess } from './function-access';
import type { RealtimePosting } from './realtime';
import type { HandlerUse } from './repo-paths';
import { pascalCase, RouteFunction } from './route-function';
import type { Stage } from './stage';
import { storefrontRendererIn } from './repo-paths';

/** Where the render Lambda finds the web build's renderer: beside its handler (RouteFunction's bundledFiles). */
const STOREFRONT_RENDERER_FILE = 'render-page.js';

/**
 * What infra reads of a route-table entry. Entries carry more (their schemas, for the handlers
 * and the web client), which the stack has no use for.
 */
export type RouteDefinition = Pick<
  ApiRoute,
  'method' | 'path' | 'handler' | 'access' | 'writes' | 'timeoutSeconds' | 'sendsMail' | 'pushesRealtime' | 'rendersStorefront' | 'processesImages'
> & {
  readonly id: string;
};

export interface ShopHttpApiProps {
  /** The route table (`routeList()` from @shop/shared); a new entry needs no change here. */
  readonly routes: readonly RouteDefinition[];
  readonly table: Table;
  readonly mediaBucket: Bucket;
  /** The address routes with `sendsMail` send customer e-mail as (`-c mailFrom`, infra/src/mail.ts). */
  readonly mailFrom: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The shoppers' pool and its storefront client: the authorizer of the 'shopper' routes. */
  readonly shopperPool: IUserPool;
  readonly shopperPoolClient: IUserPoolClient;
  readonly stage: Stage;
  /** What CloudFront sends in the origin header, which every handler checks (a dynamic reference). */
  readonly originSecret: string;
  /** The source tree the handlers are bundled from (REPO_ROOT outside tests). */
  readonly sourceRoot: string;
  /** The WebSocket API's posting, for routes that `pushesRealtime` (live chat's agents, issue 30). */
  readonly realtime: RealtimePosting;
}

/** The handler modules the routes need, for the stack's check that each one exists. */
export const httpHandlerUses = (routes: readonly RouteDefinition[]): HandlerUse[] =>
  routes.map((route) => ({ handler: route.handler, usedBy: `${route.id} (${route.method} ${route.path})` }));

/**
 * The route table has no field for it, so the handler folder decides: media/ handlers presign
 * uploads to and check objects in the media bucket, and so do forms/ (a shopper's file for a form,
 * kept outside media/ where nothing serves it); no other route may touch it.
 */
const usesMediaBucket = (route: RouteDefinition): boolean => route.handler.startsWith('media/') || route.handler.startsWith('forms/');

/**
 * The API area a route is deployed in: its handler's folder under functions/src/handlers/
 * ('catalog/list-categories' -> 'catalog'). Each area is a nested stack of its own: an area costs
 * the parent one resource, a route its area four (docs/decisions.md).
 */
export const routeArea = (route: Pick<RouteDefinition, 'handler'>): string => route.handler.split('/')[0] ?? route.handler;

/**
 * The HTTP API, built from the route table: one Lambda per route; every route but the public
 * ones behind a JWT authorizer (the admins' pool's, or the shoppers' pool's on 'shopper' routes). The authorizer only proves who the caller is; each
 * handler checks the route's permissions against the token's `cognito:groups`.
 *
 * The API, its stage and authorizer, and the shared roles and log groups stay in the parent
 * stack; each route (its Lambda, integration, invoke permission and route) lives in the nested
 * stack of its area (`routeArea`), which gets the ids and ARNs it needs as parameters.
 */
export class ShopHttpApi extends Construct {
  /** For CloudFront's origin: the default execute-api host, no custom domain. */
  readonly domainName: string;
  readonly url: string;

  constructor(scope: Construct, id: string, props: ShopHttpApiProps) {
    super(scope, id);

    // Not 'Api' since the routes moved into nested stacks: CloudFormation creates a nested stack's
    // route before it deletes the parent's old one, and an API refuses a second route with the
    // same key, so the routes came over to a new API (docs/decisions.md).
    const api = new HttpApi(this, 'AreaApi', {
      description: `Shop back office HTTP API (${props.stage.name})`,
      // The default stage is declared below, with access logs and throttling.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.stage.removalPolicy,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      // Keeps a runaway client from draining the account's Lambda concurrency or the bill;
      // well above what the back office and a small storefront need.
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: jsonAccessLog(accessLogs, {
        latencyMs: '$context.responseLatency',
        responseLength: '$context.responseLength',
        sub: '$context.authorizer.claims.sub',
        authorizerError: '$context.authorizer.error',
        integrationError: '$context.integrationErrorMessage',
      }),
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    // Shopper routes take the shoppers' pool's tokens only, admin routes the admins' only: an
    // authorizer checks the token's issuer and audience, so neither pool's token passes the other's.
    const shopperAuthorizer = new HttpUserPoolAuthorizer('ShopperAuthorizer', props.shopperPool, {
      userPoolClients: [props.shopperPoolClient],
    });

    // One role and log group per kind of access, shared by the routes that need it: their policies
    // would be identical, and a role, policy and log group per route put the stack at
    // CloudFormation's 500-resource limit (docs/decisions.md).
    const accesses = new Map<string, FunctionAccess>();
    // Routes that push to sockets get a role of their own: the WebSocket grant goes on the role, and a
    // shared one would hand it to every route of the same kind.
    const accessFor = (writes: boolean, mediaBucket: Bucket | undefined, mailFrom: string | undefined, pushes: boolean): FunctionAccess => {
      const name = `${writes ? 'ReadWrite' : 'ReadOnly'}${mediaBucket ? 'Media' : ''}${mailFrom ? 'Mail' : ''}${pushes ? 'Realtime' : ''}Routes`;
      let access = accesses.get(name);
      if (!access) {
        access = createFunctionAccess(new Construct(this, name), {
          writes,
          table: props.table,
          mediaBucket,
          mailFrom,
          removalPolicy: props.stage.removalPolicy,
        });
        accesses.set(name, access);
      }
      return access;
    };

    const areaStacks = new Map<string, NestedStack>();
    const areaStack = (area: string): NestedStack => {
      let nested = areaStacks.get(area);
      if (!nested) {
        nested = new NestedStack(this, `${pascalCase(area)}Routes`, {
          description: `HTTP routes of functions/src/handlers/${area}/ (${props.stage.name})`,
        });
        areaStacks.set(area, nested);
      }
      return nested;
    };

    const { region, urlSuffix } = Stack.of(this);
    // The page renderer reads the storefront's answers from the API itself, past CloudFront's cache.
    const ownUrl = `https://${api.apiId}.execute-api.${region}.${urlSuffix}`;
    for (const route of props.routes) {
      const scope = areaStack(routeArea(route));
      const name = pascalCase(route.id);
      const routeFunction = new RouteFunction(scope, name, {
        handler: route.handler,
        trigger: `${route.method} ${route.path}`,
        access: accessFor(
          route.writes,
          usesMediaBucket(route) ? props.mediaBucket : undefined,
          route.sendsMail ? props.mailFrom : undefined,
          route.pushesRealtime === true,
        ),
        environment: {
          [ORIGIN_VERIFY_SECRET_ENV]: props.originSecret,
          // Üye ol calls Cognito SignUp with the storefront's public client id (no IAM grant: SignUp is Cognito's unauthenticated API).
          ...(routeArea(route) === 'account' ? { [SHOPPER_POOL_CLIENT_ID_ENV]: props.shopperPoolClient.userPoolClientId } : {}),
          ...(route.pushesRealtime ? { WEBSOCKET_MANAGEMENT_ENDPOINT: props.realtime.callbackUrl } : {}),
          ...(route.rendersStorefront ? { [STOREFRONT_API_URL_ENV]: ownUrl, [STOREFRONT_RENDERER_ENV]: STOREFRONT_RENDERER_FILE } : {}),
        },
        ...(route.rendersStorefront ? { bundledFiles: [{ from: storefrontRendererIn(props.sourceRoot), to: STOREFRONT_RENDERER_FILE }] } : {}),
        sourceRoot: props.sourceRoot,
        ...(route.timeoutSeconds ? { timeoutSeconds: route.timeoutSeconds } : {}),
        ...(route.processesImages ? { processesImages: true } : {}),
      });
      if (route.pushesRealtime) props.realtime.allow(routeFunction);
      const { function: handler } = routeFunction;
      const isPublic = route.access === 'public';
      const httpRoute = new HttpRoute(scope, `${name}Route`, {
        httpApi: api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, handler),
        ...(isPublic ? {} : { authorizer: route.access === 'shopper' ? shopperAuthorizer : authorizer }),
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is a public storefront route (access: 'public' in the route table): shoppers are not signed in.`,
        });
      }
    }

    this.domainName = `${api.apiId}.execute-api.${region}.${urlSuffix}`;
    this.url = stage.url;
  }
}
