import { App, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../src/http-api';
import { DEFAULT_MAIL_FROM, grantSendMail, mailFromContext } from '../src/mail';
import { SYNTH_TIMEOUT_MS, synthStack, type SynthResult } from './fixture';
import { routeWiring } from './template-helpers';

// Stand-ins: an action that sends customer e-mail, and a writer beside it that does not.
const SENDS_MAIL: RouteDefinition = {
  id: 'mailSenderStandIn',
  method: 'POST',
  path: '/api/admin/stand-in/{id}/actions',
  handler: 'catalog/list-categories',
  access: 'signed-in',
  writes: true,
  sendsMail: true,
};
const SILENT_WRITE: RouteDefinition = { ...SENDS_MAIL, id: 'silentWriterStandIn', path: '/api/admin/stand-in/{id}', sendsMail: false };
const routeKey = (route: RouteDefinition) => `${route.method} ${route.path}`;
const SENDER = 'siparis@denizbutik.com.tr';

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack('dev', [SENDS_MAIL, SILENT_WRITE], undefined, { mailFrom: SENDER });
}, SYNTH_TIMEOUT_MS);

describe('customer e-mail (SES)', () => {
  it('lets a route with sendsMail send as the configured address only, and tells it that address', () => {
    const wiring = routeWiring(synth.template, routeKey(SENDS_MAIL));
    const send = wiring.statements.find((s) => s.Action === 'ses:SendEmail') as unknown as Record<string, unknown> | undefined;
    expect(send).toMatchObject({
      Effect: 'Allow',
      Resource: 'arn:aws:ses:eu-central-1:123456789012:identity/*',
      Condition: { StringEquals: { 'ses:FromAddress': SENDER } },
    });
    expect(wiring.function.Properties?.Environment.Variables.MAIL_FROM_ADDRESS).toBe(SENDER);
  });

  it('gives other routes neither the permission nor the address', () => {
    const wiring = routeWiring(synth.template, routeKey(SILENT_WRITE));
    expect(wiring.actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(wiring.function.Properties?.Environment.Variables.MAIL_FROM_ADDRESS).toBeUndefined();
  });

  it('acknowledges the identity/* grant to cdk-nag, with nothing else left', () => {
    expect(synth.nag.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });

  it('acknowledges it in a stack without a fixed account and region too (as `cdk deploy` synthesises without credentials)', () => {
    const app = new App();
    const role = new Role(new Stack(app, 'Agnostic'), 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    grantSendMail(role, SENDER);
    expect(new AwsSolutionsChecks(app).validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('reads the sender from -c mailFrom, with a default, and refuses what is not an address', () => {
    const context = (value?: string) => new App({ context: value === undefined ? {} : { mailFrom: value } }).node;
    expect(mailFromContext(context())).toBe(DEFAULT_MAIL_FROM);
    expect(mailFromContext(context(SENDER))).toBe(SENDER);
    for (const bad of ['', 'siparis', 'Deniz Butik <siparis@denizbutik.com.tr>', 'a@b']) {
      expect(() => mailFromContext(context(bad))).toThrow('Invalid mailFrom');
    }
  });
});
