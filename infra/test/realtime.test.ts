import { beforeAll, describe, expect, it } from 'vitest';
import { POWERTOOLS_ENVIRONMENT } from '@shop/functions';
import { REALTIME_ROUTES, routeList, STREAM_HANDLERS } from '@shop/shared';
import { DEFAULT_MAIL_FROM } from '../src/mail';
import { handlersFor, stubSourceTree, SYNTH_TIMEOUT_MS, synthStack, TEST_REGION, type SynthResult } from './fixture';
import { apiIdOf, functionWiring, onlyResourceOfType, resourcesOfType, routeWiring } from './template-helpers';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const REALTIME = Object.values(REALTIME_ROUTES);

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack('dev', routeList());
}, SYNTH_TIMEOUT_MS);

const resources = () => synth.template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;
const webSocketApiId = () => apiIdOf(synth.template, 'WEBSOCKET');
const tableId = () => onlyResourceOfType(synth.template, 'AWS::DynamoDB::Table')[0];

/** `https://{apiId}.execute-api.{region}.amazonaws.com/live`, as the template builds it. */
const callbackUrl = () => ({
  'Fn::Join': ['', ['https://', { Ref: webSocketApiId() }, `.execute-api.${TEST_REGION}.`, { Ref: 'AWS::URLSuffix' }, '/live']],
});

const manageConnections = (statements: ReturnType<typeof functionWiring>['statements']) =>
  statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('execute-api:')));

const orderStream = () => {
  const [, mapping] = onlyResourceOfType(synth.template, 'AWS::Lambda::EventSourceMapping');
  const functionId = mapping.Properties!.FunctionName.Ref as string;
  return { mapping: mapping.Properties!, ...functionWiring(synth.template, functionId) };
};

/** Every realtime Lambda: one per WebSocket route and the stream's consumer. */
const realtimeFunctions = () => [
  ...REALTIME.map((route) => ({ name: route.routeKey, ...routeWiring(synth.template, route.routeKey) })),
  { name: 'order stream', ...orderStream() },
];

describe('WebSocket API from REALTIME_ROUTES', () => {
  it('selects the route by the message action', () => {
    expect(resources()[webSocketApiId()]!.Properties).toMatchObject({
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
  });

  it('has exactly one route, Lambda integration and Lambda per entry, bundled from its handler module', () => {
    const routes = resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Route').filter(
      ([, route]) => route.Properties?.ApiId.Ref === webSocketApiId(),
    );
    expect(routes.map(([, route]) => route.Properties?.RouteKey).sort()).toEqual(REALTIME.map((route) => route.routeKey).sort());
    expect(REALTIME.map((route) => route.routeKey)).toEqual(
      expect.arrayContaining(['$connect', '$disconnect', 'admin:join', 'admin:update', 'cursor:move', 'admin:cursor:join', 'admin:cursor:leave']),
    );

    for (const { routeKey, handler } of REALTIME) {
      const wiring = routeWiring(synth.template, routeKey);
      expect(wiring.integration.Properties).toMatchObject({ ApiId: { Ref: webSocketApiId() }, IntegrationType: 'AWS_PROXY' });
      expect(wiring.function.Properties).toMatchObject({
        Description: `WebSocket ${routeKey} -> functions/src/handlers/${handler}.ts`,
        Handler: 'index.handler',
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
      });
    }
  });

  it('lets API Gateway invoke each route Lambda, from this API only', () => {
    for (const { routeKey } of REALTIME) {
      const { functionId } = routeWiring(synth.template, routeKey);
      const permissions = Object.values(resources()).filter(
        (r) => r.Type === 'AWS::Lambda::Permission' && r.Properties.FunctionName['Fn::GetAtt']?.[0] === functionId,
      );
      expect(permissions).toHaveLength(1);
      expect(permissions[0]!.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permissions[0]!.Properties.SourceArn)).toContain(JSON.stringify({ Ref: webSocketApiId() }));
    }
  });

  it('leaves $connect and every other route without an authorizer: the $connect handler checks the single-use ticket', () => {
    for (const { routeKey } of REALTIME) {
      const route = routeWiring(synth.template, routeKey).route.Properties!;
      expect(route.AuthorizationType).toBe('NONE');
      expect(route.AuthorizerId).toBeUndefined();
    }
    const authorizers = resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizers.filter(([, a]) => a.Properties?.ApiId.Ref === webSocketApiId())).toEqual([]);
  });

  it('deploys a throttled, access-logged live stage automatically', () => {
    const stages = resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Stage').filter(([, s]) => s.Properties?.ApiId.Ref === webSocketApiId());
    expect(stages).toHaveLength(1);
    const stage = stages[0]![1].Properties!;
    expect(stage).toMatchObject({
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
    const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({ connectionId: '$context.connectionId', routeKey: '$context.routeKey', status: '$context.status' });
    const logGroupId = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0] as string;
    expect(resources()[logGroupId]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } });
  });
});

describe('realtime Lambdas', () => {
  it('know the table and the management endpoint of this stage (the stream consumer also the sender of the outbox e-mails)', () => {
    for (const { name, function: fn } of realtimeFunctions()) {
      expect({ name, variables: fn.Properties!.Environment.Variables }).toEqual({
        name,
        variables: {
          TABLE_NAME: { Ref: tableId() },
          ...POWERTOOLS_ENVIRONMENT,
          WEBSOCKET_MANAGEMENT_ENDPOINT: callbackUrl(),
          NODE_OPTIONS: '--enable-source-maps',
          ...(name === 'order stream' ? { MAIL_FROM_ADDRESS: DEFAULT_MAIL_FROM } : {}),
        },
      });
    }
  });

  it('may read and write the table (connections live there) and manage the connections of this API only', () => {
    const thisApisConnections = {
      'Fn::Join': ['', [`arn:aws:execute-api:${TEST_REGION}:123456789012:`, { Ref: webSocketApiId() }, '/live/*/@connections/*']],
    };
    for (const { name, actions, statements } of realtimeFunctions()) {
      expect({ name, actions }).toEqual({ name, actions: expect.arrayContaining([...WRITE_ACTIONS, 'dynamodb:Query']) });
      expect({ name, statements: manageConnections(statements) }).toEqual({
        name,
        statements: [{ Effect: 'Allow', Action: 'execute-api:ManageConnections', Resource: thisApisConnections }],
      });
    }
  });

  it('leave the HTTP route Lambdas without any execute-api permission, but those marked pushesRealtime (live chat)', () => {
    for (const route of routeList()) {
      const { statements } = routeWiring(synth.template, `${route.method} ${route.path}`);
      const granted = manageConnections(statements).length > 0;
      expect({ route: route.id, granted }).toEqual({ route: route.id, granted: route.pushesRealtime === true });
    }
  });
});

describe('order stream', () => {
  it('feeds the table stream to the order-stream handler, newest records first, in small retried batches', () => {
    const { mapping, function: fn } = orderStream();
    expect(fn.Properties!.Description).toBe(`DynamoDB stream (new orders) -> functions/src/handlers/${STREAM_HANDLERS.orderEvents.handler}.ts`);
    expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
    expect(mapping).toMatchObject({ StartingPosition: 'LATEST', BisectBatchOnFunctionError: true });
    expect(mapping.BatchSize).toBeLessThanOrEqual(10);
    expect(mapping.MaximumRetryAttempts).toBeGreaterThanOrEqual(0);
    expect(mapping.MaximumRetryAttempts).toBeLessThanOrEqual(5);
  });

  it('sends records it gives up on to an encrypted dead-letter queue the handler may write to', () => {
    const { mapping, actions } = orderStream();
    const [queueId, queue] = onlyResourceOfType(synth.template, 'AWS::SQS::Queue');
    expect(mapping.DestinationConfig).toEqual({ OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } });
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    expect(actions).toContain('sqs:SendMessage');
  });

  it('only passes on inserted and changed order items', () => {
    const { mapping } = orderStream();
    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { pk: { S: [{ prefix: 'ORDER#' }] } } } },
    ]);
  });

  it('may read the stream', () => {
    const { statements } = orderStream();
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream']),
        Resource: { 'Fn::GetAtt': [tableId(), 'StreamArn'] },
      }),
    );
  });
});

describe('handler modules', () => {
  it('refuses to synthesize while realtime modules are missing, naming every one', () => {
    const routes = routeList();
    const realtimeHandlers = new Set<string>([...REALTIME.map((route) => route.handler), STREAM_HANDLERS.orderEvents.handler]);
    const withoutRealtime = stubSourceTree(handlersFor(routes).filter((handler) => !realtimeHandlers.has(handler)));
    let message = '';
    try {
      synthStack('dev', routes, withoutRealtime);
    } catch (error) {
      message = String(error);
    }
    for (const [id, route] of Object.entries(REALTIME_ROUTES)) expect(message).toContain(`${id} (WebSocket ${route.routeKey}) -> `);
    expect(message).toContain(`orderEvents (table stream) -> ${withoutRealtime}`);
    expect(message).not.toMatch(/GET \/api/);
  });
});

describe('cdk-nag', () => {
  it('has no unacknowledged finding with the realtime part in place', () => {
    expect(resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Api')).toHaveLength(2);
    expect(synth.nag.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
