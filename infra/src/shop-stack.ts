import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '@shop/shared';
import { Auth } from './auth';
import { Hosting } from './hosting';
import { ShopHttpApi, type RouteDefinition } from './http-api';
import type { Stage } from './stage';
import { Storage } from './storage';
import { DataTable } from './table';

export interface ShopStackProps extends StackProps {
  readonly stage: Stage;
  /** Usually `routeList()`; tests add routes to exercise public and writing routes. */
  readonly routes: readonly RouteDefinition[];
  readonly webAssetPath: string;
}

/**
 * The whole product in one stack (DESIGN §1).
 *
 * Realtime is the one part not here yet, because its handlers do not exist: the WebSocket API
 * ($connect with the single-use ticket, $disconnect, routes by `action`), its handler
 * functions with `execute-api:ManageConnections` on it, and the stream handler on
 * `table.tableStreamArn` (NEW_IMAGE is already on) join this stack next to `ShopHttpApi`. Its
 * URL then goes into `runtimeConfig.webSocketUrl`, the CSP's connect-src and a WebSocketUrl output.
 */
export class ShopStack extends Stack {
  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { stage } = props;

    const auth = new Auth(this, 'Auth', { stage });
    const { table } = new DataTable(this, 'Data', { stage });
    const storage = new Storage(this, 'Storage', { stage });
    const httpApi = new ShopHttpApi(this, 'HttpApi', {
      routes: props.routes,
      table,
      mediaBucket: storage.media,
      userPool: auth.userPool,
      userPoolClient: auth.webClient,
      stage,
    });

    const runtimeConfig: RuntimeConfig = {
      region: this.region,
      // Same origin: CloudFront routes /api/* to the HTTP API.
      apiUrl: '',
      webSocketUrl: '',
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.webClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
    };
    const hosting = new Hosting(this, 'Hosting', {
      stage,
      storage,
      webAssetPath: props.webAssetPath,
      apiDomainName: httpApi.domainName,
      runtimeConfig,
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
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'HttpApiUrl', {
      description: 'The API directly; the app calls it through CloudFront under /api',
      value: httpApi.url,
    });
  }
}
