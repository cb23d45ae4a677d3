import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ORDER_KEY, REALTIME_ROUTES, STREAM_HANDLERS, TABLE_KEYS } from '@shop/shared';
import { acknowledgeGeneratedWildcards } from './nag';
import { jsonAccessLog } from './access-log';
import type { HandlerUse } from './repo-paths';
import { pascalCase, RouteFunction } from './route-function';
import type { Stage } from './stage';

/** The one stage of the API; the stack itself is per deployment stage already. */
const REALTIME_STAGE_NAME = 'live';

/** The handler modules realtime needs, for the stack's check that each one exists. */
export const realtimeHandlerUses = (): HandlerUse[] => [
  ...Object.entries(REALTIME_ROUTES).map(([id, route]) => ({ handler: route.handler, usedBy: `${id} (WebSocket ${route.routeKey})` })),
  { handler: STREAM_HANDLERS.orderEvents.handler, usedBy: 'orderEvents (table stream)' },
];

/**
 * What an HTTP route that `pushesRealtime` (live chat's agent routes, issue 30) gets of this API:
 * its management endpoint and the right to post to its connections, nothing else.
 */
export interface RealtimePosting {
  readonly callbackUrl: string;
  readonly allow: (fn: RouteFunction) => void;
}

export interface RealtimeProps {
  /** Connections are items in it; its stream carries the new orders. */
  readonly table: Table;
  readonly stage: Stage;
  /** The source tree the handlers are bundled from (REPO_ROOT outside tests). */
  readonly sourceRoot: string;
  /** The stream's consumer sends the order e-mails of the outbox as this address (SES). */
  readonly mailFrom: string;
}

/**
 * The WebSocket API from `REALTIME_ROUTES` (presence, live cursors, order events; DESIGN §6):
 * one Lambda per route, selected by the message's `action`, and the table stream's consumer that
 * turns a new order into a notification and an `order:new` event. Every one of them may write the
 * table (connections live there) and post to this API's connections, and nothing else's.
 */
export class Realtime extends Construct {
  /** For the CSP's connect-src: the default execute-api host, no custom domain. */
  readonly domainName: string;
  /** wss://…/live, what the browser connects to. */
  readonly url: string;
  readonly posting: RealtimePosting;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { table, stage, sourceRoot, mailFrom } = props;

    const api = new WebSocketApi(this, 'Api', {
      apiName: `shop-realtime-${stage.name}`,
      description: `Shop back office realtime (${stage.name})`,
      routeSelectionExpression: '$request.body.action',
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: stage.removalPolicy,
    });
    const apiStage = new WebSocketStage(this, 'Stage', {
      webSocketApi: api,
      stageName: REALTIME_STAGE_NAME,
      autoDeploy: true,
      // Per route. Cursor moves dominate: one per admin every 50 ms, so this leaves room for
      // some 25 admins moving at once while capping what a runaway client can cost.
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: jsonAccessLog(accessLogs, {
        eventType: '$context.eventType',
        connectionId: '$context.connectionId',
        error: '$context.error.message',
        integrationError: '$context.integration.error',
      }),
    });

    const allowPosting = (fn: RouteFunction) => {
      apiStage.grantManagementApiAccess(fn.function);
      acknowledgeGeneratedWildcards(
        fn.role,
        `execute-api:ManageConnections (post to, look up, close a connection) on <api>/${REALTIME_STAGE_NAME}/*/@connections/* of this WebSocket API only: connection ids are created per client at run time, and the * method stands for the management API's POST, GET and DELETE.`,
        /\/@connections\/\*$/,
      );
    };
    this.posting = { callbackUrl: apiStage.callbackUrl, allow: allowPosting };

    const realtimeFunction = (functionId: string, handler: string, trigger: string, sends?: { mailFrom: string }): RouteFunction => {
      const fn = new RouteFunction(this, functionId, {
        handler,
        trigger,
        access: { writes: true, table, removalPolicy: stage.removalPolicy, ...sends },
        environment: { WEBSOCKET_MANAGEMENT_ENDPOINT: apiStage.callbackUrl },
        sourceRoot,
      });
      allowPosting(fn);
      return fn;
    };

    for (const [routeId, route] of Object.entries(REALTIME_ROUTES)) {
      const name = pascalCase(routeId);
      const { function: handler } = realtimeFunction(name, route.handler, `WebSocket ${route.routeKey}`);
      const wsRoute = api.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${name}Integration`, handler),
      });
      Validations.of(wsRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          route.routeKey === '$connect'
            ? '$connect has no API Gateway authorizer by design (DESIGN §4): its handler consumes the short-lived, single-use ticket that the Cognito-guarded POST /api/admin/realtime/ticket issued and refuses the connection without a valid one, so no session token goes into the WebSocket URL.'
            : `API Gateway authorizes a WebSocket connection once, at $connect (by its single-use ticket); ${route.routeKey} only runs on a connection $connect admitted, and its handler finds the admin by the connection item.`,
      });
    }

    // Only the stream's consumer sends e-mail (the outbox); the WebSocket routes' roles may not.
    const orderStream = realtimeFunction('OrderStream', STREAM_HANDLERS.orderEvents.handler, 'DynamoDB stream (new orders)', { mailFrom });
    // A record given up on is a NEW_ORDER alert nobody got: keep where it was (shard and
    // sequence numbers) for 14 days, so an operator can replay it from the stream's backup.
    const failedOrderEvents = new Queue(this, 'FailedOrderEvents', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(failedOrderEvents).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the order stream; a queue behind it would only move the same records again.',
    });
    // aws-cdk-lib types filter rules as any.
    const writes: unknown = FilterRule.or('INSERT', 'MODIFY');
    const orderPartitions: unknown = FilterRule.beginsWith(ORDER_KEY.prefix);
    orderStream.function.addEventSource(
      new DynamoEventSource(table, {
        // Only orders written from now on raise `order:new`; old ones were seen already.
        startingPosition: StartingPosition.LATEST,
        batchSize: 10,
        // A poison record must not block the shard for the stream's 24 hours: halve the failing
        // batch down to that record, then give up on it after a few tries.
        bisectBatchOnError: true,
        retryAttempts: 3,
        onFailure: new SqsDlq(failedOrderEvents),
        // Only order items reach the handler (orders are ORDER#<id> partitions, see functions'
        // order-repository): new ones raise order:new, changed headers order:updated, new
        // outbox items their e-mail; connection and notification writes never reach it.
        filters: [
          FilterCriteria.filter({
            eventName: writes,
            dynamodb: { NewImage: { [TABLE_KEYS.partitionKey]: { S: orderPartitions } } },
          }),
        ],
      }),
    );
    Validations.of(orderStream.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "dynamodb:ListStreams has no resource-level permissions, so aws-cdk-lib's stream grant gives it on *; reading records (DescribeStream, GetShardIterator, GetRecords) stays on this table's stream.",
    });

    const { region, urlSuffix } = Stack.of(this);
    this.domainName = `${api.apiId}.execute-api.${region}.${urlSuffix}`;
    this.url = apiStage.url;
  }
}
