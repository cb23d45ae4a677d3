import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MESSAGES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, type ApiRoute } from '@shop/shared';
import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../../src/http/api-handler';
import { parseGroupsClaim } from '../../src/http/caller';
import { parseJsonBody } from '../../src/http/parse';
import { ok } from '../../src/http/responses';

// Logs and metrics are observability.test.ts's subject; here they would only fill the output.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

const route: ApiRoute = { method: 'POST', path: '/api/admin/x', handler: 'x/y', access: { anyOf: ['theme:manage'] }, writes: true };

// As CloudFront sends it (see origin-check.test.ts).
process.env[ORIGIN_VERIFY_SECRET_ENV] = 'from-cloudfront';

const event = (claims?: Record<string, string>, body?: string) =>
  ({
    rawPath: '/api/admin/x',
    headers: { [ORIGIN_VERIFY_HEADER]: 'from-cloudfront' },
    body,
    isBase64Encoded: false,
    requestContext: claims ? { authorizer: { jwt: { claims } } } : {},
  }) as unknown as APIGatewayProxyEventV2;

const invoke = async (h: ReturnType<typeof apiHandler>, e: APIGatewayProxyEventV2) =>
  (await h(e, {} as Context)) as APIGatewayProxyStructuredResultV2;

describe('groups claim', () => {
  it('reads API Gateway\'s flattened "[A B]" form and real arrays', () => {
    expect(parseGroupsClaim('[THEME_MANAGER ADMIN]')).toEqual(['THEME_MANAGER', 'ADMIN']);
    expect(parseGroupsClaim('[]')).toEqual([]);
    expect(parseGroupsClaim(['ANALYST'])).toEqual(['ANALYST']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });
});

describe('apiHandler', () => {
  const body = z.object({ name: z.string().min(1, MESSAGES.validation.popupNameRequired) });
  const logic = vi.fn(({ event: e }: { event: APIGatewayProxyEventV2 }) => Promise.resolve(ok(parseJsonBody(e, body))));
  const handler = apiHandler(route, logic);

  it('answers 401 without verified claims and never runs the logic', async () => {
    logic.mockClear();
    const res = await invoke(handler, event());
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body ?? '')).toEqual({ error: 'Unauthorized', message: MESSAGES.api.unauthorized });
    expect(logic).not.toHaveBeenCalled();
  });

  it('answers 403 when no group holds the permission', async () => {
    logic.mockClear();
    const res = await invoke(handler, event({ sub: 'u1', 'cognito:groups': '[ANALYST]' }));
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body ?? '')).toMatchObject({ message: MESSAGES.api.forbidden });
    expect(logic).not.toHaveBeenCalled();
  });

  it('answers 400 naming the field for bad input, and for malformed JSON', async () => {
    const claims = { sub: 'u1', 'cognito:groups': '[THEME_MANAGER]' };
    const bad = await invoke(handler, event(claims, JSON.stringify({ name: '' })));
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body ?? '')).toMatchObject({ field: 'name', message: `name: ${MESSAGES.validation.popupNameRequired}` });
    const malformed = await invoke(handler, event(claims, '{"name":'));
    expect(JSON.parse(malformed.body ?? '')).toMatchObject({ error: 'BadRequest', message: MESSAGES.api.invalidJson });
  });

  it('runs the logic for a permitted caller', async () => {
    const res = await invoke(handler, event({ sub: 'u1', 'cognito:groups': '[ANALYST THEME_MANAGER]' }, '{"name":"Ana"}'));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toEqual({ name: 'Ana' });
  });

  it('turns an unexpected failure into a 500 without details', async () => {
    const failing = apiHandler(route, () => Promise.reject(new Error('secret table name')));
    const res = await invoke(failing, event({ sub: 'u1', 'cognito:groups': '[SUPER_ADMIN]' }));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(JSON.parse(res.body ?? '')).toMatchObject({ message: MESSAGES.api.internal });
  });
});
