import { CfnOutput, Stack, STACK_RESOURCE_LIMIT_CONTEXT, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '@shop/shared';
import { Auth } from './auth';
import { ShopperAuth } from './shopper-auth';
import { assertStorefrontRoutesCacheable, Hosting, storefrontSessionRoutes, storefrontWriteRoutes } from './hosting';
import { httpHandlerUses, ShopHttpApi, type RouteDefinition } from './http-api';
import { Realtime, realtimeHandlerUses } from './realtime';
import { mailFromContext } from './mail';
import { requireHandlerModules } from './repo-paths';
import { scheduledHandlerUses, Schedules } from './schedules';
import type { Stage } from './stage';
import { Storage } from './storage';
import { DataTable } from './table';
import { OriginSecret } from './origin-secret';

/**
 * CloudFormation takes 500 resources a stack; synth refuses more than this in the parent or in
 * any nested stack, so a stack is split before it is full rather than when a deploy fails.
 */
export const STACK_RESOURCE_BUDGET = 450;

export interface ShopStackProps extends StackProps {
  readonly stage: Stage;
  /** Usually `routeList()`; tests add routes to exercise public and writing routes. */
  readonly routes: readonly RouteDefinition[];
  readonly webAssetPath: string;
  /** Where the Lambdas are bundled from: REPO_ROOT; tests pass a tree of stand-in handler modules. */
  readonly sourceRoot: string;
}

/**
 * The whole product in one stack (DESIGN §1), its HTTP routes in a nested stack per API area
 * (`ShopHttpApi`) to keep each stack within CloudFormation's resource limit. The HTTP API serves
 * the route table; the WebSocket API (`Realtime`) serves `REALTIME_ROUTES` and consumes the table
 * stream, and its URL goes into /config.json, the CSP's connect-src and the WebSocketUrl output.
 * Browsers reach the HTTP API only through CloudFront (`OriginSecret`), the WebSocket API
 * directly: CloudFront is not in front of it, and its $connect needs a single-use ticket from the
 * HTTP API.
 */
export class ShopStack extends Stack {
  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    // Before any child: every stack below, the nested ones too, reads its limit from here.
    this.node.setContext(STACK_RESOURCE_LIMIT_CONTEXT, STACK_RESOURCE_BUDGET);
    const { stage, sourceRoot } = props;

    requireHandlerModules(sourceRoot, [...httpHandlerUses(props.routes), ...realtimeHandlerUses(), ...scheduledHandlerUses()]);
    assertStorefrontRoutesCacheable(props.routes);

    const auth = new Auth(this, 'Auth', { stage });
    const shopperAuth = new ShopperAuth(this, 'ShopperAuth', { stage });
    const { table } = new DataTable(this, 'Data', { stage });
    const storage = new Storage(this, 'Storage', { stage });
    const originSecret = new OriginSecret(this, 'OriginSecret');
    const mailFrom = mailFromContext(this.node);
    // Before the HTTP API: live chat's agent routes post to its connections (issue 30).
    const realtime = new Realtime(this, 'Realtime', { table, stage, sourceRoot, mailFrom });
    const httpApi = new ShopHttpApi(this, 'HttpApi', {
      routes: props.routes,
      table,
      mediaBucket: storage.media,
      mailFrom,
      userPool: auth.userPool,
      userPoolClient: auth.webClient,
      shopperPool: shopperAuth.userPool,
      shopperPoolClient: shopperAuth.storefrontClient,
      stage,
      originSecret: originSecret.value,
      sourceRoot,
      realtime: realtime.posting,
    });
    new Schedules(this, 'Schedules', { table, mailFrom, stage, sourceRoot });

    const runtimeConfig: RuntimeConfig = {
      region: this.region,
      // Same origin: CloudFront routes /api/* to the HTTP API.
      apiUrl: '',
      webSocketUrl: realtime.url,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.webClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      shopperPoolId: shopperAuth.userPool.userPoolId,
      shopperPoolClientId: shopperAuth.storefrontClient.userPoolClientId,
    };
    const hosting = new Hosting(this, 'Hosting', {
      stage,
      storage,
      webAssetPath: props.webAssetPath,
      apiDomainName: httpApi.domainName,
      apiOriginSecret: originSecret.value,
      webSocketDomainName: realtime.domainName,
      runtimeConfig,
      storefrontWrites: storefrontWriteRoutes(props.routes).filter((r) => !storefrontSessionRoutes(props.routes).includes(r)),
      storefrontSessions: storefrontSessionRoutes(props.routes),
    });

    new CfnOutput(this, 'CloudFrontUrl', {
      description: 'The app (admin shell and storefront)',
      value: `https://${hosting.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'UserPoolId', {
      description: 'Read by scripts/src/create-admin.ts',
      value: auth.userPool.userPoolId,
    });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.webClient.userPoolClientId });
    new CfnOutput(this, 'ShopperPoolId', { description: "The shoppers' user pool (Hesabım)", value: shopperAuth.userPool.userPoolId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'HttpApiUrl', {
      description: 'The API itself, which refuses (403) every request that did not come through CloudFront under /api',
      value: httpApi.url,
    });
    new CfnOutput(this, 'WebSocketUrl', {
      description: 'The realtime API; the app reads it from /config.json',
      value: realtime.url,
    });
  }
}
