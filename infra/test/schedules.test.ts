import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, SCHEDULED_JOBS, STREAM_HANDLERS } from '@shop/shared';
import { SYNTH_TIMEOUT_MS, synthStack, type SynthResult } from './fixture';
import { functionWiring, resourcesOfType, routeWiring } from './template-helpers';

const SENDER = 'siparis@denizbutik.com.tr';
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query'];

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack('dev', routeList(), undefined, { mailFrom: SENDER });
}, SYNTH_TIMEOUT_MS);

const functionFor = (handler: string) => {
  const [id] =
    resourcesOfType(synth.template, 'AWS::Lambda::Function').find(([, f]) =>
      String(f.Properties?.Description).endsWith(`-> functions/src/handlers/${handler}.ts`),
    ) ?? [];
  if (!id) throw new Error(`no Lambda for ${handler}`);
  return functionWiring(synth.template, id);
};

/** The one EventBridge rule whose target is the function. */
const ruleFor = (functionId: string) => {
  const rules = resourcesOfType(synth.template, 'AWS::Events::Rule').filter(([, r]) =>
    (r.Properties?.Targets as { Arn?: { 'Fn::GetAtt'?: string[] } }[] | undefined)?.some((t) => t.Arn?.['Fn::GetAtt']?.[0] === functionId),
  );
  expect(rules).toHaveLength(1);
  return rules[0] as (typeof rules)[number];
};

const sendsAsShop = (statements: ReturnType<typeof functionWiring>['statements']) =>
  statements.filter((s) => s.Action === 'ses:SendEmail') as unknown as Record<string, unknown>[];

describe('scheduled jobs from SCHEDULED_JOBS', () => {
  it('runs the order upkeep from an EventBridge rule every 15 minutes, and only from it', () => {
    const { functionId, function: fn } = functionFor(SCHEDULED_JOBS.orderUpkeep.handler);
    expect(fn.Properties).toMatchObject({
      Description: `EventBridge, every 15 minutes -> functions/src/handlers/orders/order-upkeep.ts`,
      Timeout: 300,
    });
    const [ruleId, rule] = ruleFor(functionId);
    expect(rule.Properties).toMatchObject({
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 },
        }),
      ],
    });
    const invokers = resourcesOfType(synth.template, 'AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties?.FunctionName['Fn::GetAtt']?.[0] === functionId,
    );
    expect(invokers.map(([, p]) => p.Properties)).toEqual([
      expect.objectContaining({ Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com', SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] } }),
    ]);
  });

  it('lets the upkeep write the table and send e-mail as the shop only, and tells it the address', () => {
    const { function: fn, statements, actions } = functionFor(SCHEDULED_JOBS.orderUpkeep.handler);
    expect(actions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
    expect(sendsAsShop(statements)).toEqual([
      expect.objectContaining({ Effect: 'Allow', Condition: { StringEquals: { 'ses:FromAddress': SENDER } } }),
    ]);
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('execute-api:'))).toEqual([]);
    expect(fn.Properties?.Environment.Variables.MAIL_FROM_ADDRESS).toBe(SENDER);
  });
});

describe('the webhook retry job', () => {
  it('runs every minute within the minute, writes the table and may not send e-mail', () => {
    const { functionId, function: fn, statements, actions } = functionFor(SCHEDULED_JOBS.webhookRetry.handler);
    expect(fn.Properties).toMatchObject({
      Description: 'EventBridge, every 1 minutes -> functions/src/handlers/plugins/retry-webhooks.ts',
      Timeout: 50,
    });
    expect(ruleFor(functionId)[1].Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(actions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
    expect(sendsAsShop(statements)).toEqual([]);
    expect(fn.Properties?.Environment.Variables.MAIL_FROM_ADDRESS).toBeUndefined();
  });
});

describe('the outbox sender (table stream consumer)', () => {
  it('may send e-mail as the shop; the WebSocket routes may not', () => {
    const stream = functionFor(STREAM_HANDLERS.orderEvents.handler);
    expect(sendsAsShop(stream.statements)).toEqual([expect.objectContaining({ Condition: { StringEquals: { 'ses:FromAddress': SENDER } } })]);
    expect(stream.function.Properties?.Environment.Variables.MAIL_FROM_ADDRESS).toBe(SENDER);
    const connect = routeWiring(synth.template, '$connect');
    expect(connect.actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(connect.function.Properties?.Environment.Variables.MAIL_FROM_ADDRESS).toBeUndefined();
  });
});

describe('cdk-nag', () => {
  it('has no unacknowledged finding with the schedule and the senders in place', () => {
    expect(synth.nag.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
