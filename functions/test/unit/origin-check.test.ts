import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, type TypedApiRoute } from '@shop/shared';
import * as z from 'zod';
import { apiHandler } from '../../src/http/api-handler';
import { ok } from '../../src/http/responses';

// Logs and metrics are observability.test.ts's subject; here they would only fill the output.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

const SECRET = 'Zq0rUe9d7TgkS2m4VbX8nLw1PyHc6Jf3';
const schemas = { response: z.object({ served: z.boolean() }) };
const publicRoute: TypedApiRoute = { method: 'GET', path: '/api/storefront/x', handler: 'x/y', access: 'public', writes: false, schemas };
const adminRoute: TypedApiRoute = {
  method: 'GET',
  path: '/api/admin/x',
  handler: 'x/y',
  access: { anyOf: ['theme:manage'] },
  writes: false,
  schemas,
};

const event = (headers: Record<string, string>, claims?: Record<string, string>) =>
  ({
    rawPath: '/api/x',
    headers,
    isBase64Encoded: false,
    requestContext: claims ? { authorizer: { jwt: { claims } } } : {},
  }) as unknown as APIGatewayProxyEventV2;

const invoke = async (route: TypedApiRoute, e: APIGatewayProxyEventV2) => {
  const logic = vi.fn(() => Promise.resolve(ok({ served: true })));
  const res = (await apiHandler(route, logic)(e, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? '') as unknown, ran: logic.mock.calls.length > 0 };
};

const refused = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden }, ran: false };

describe('origin check (requests must come through CloudFront)', () => {
  beforeEach(() => vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, SECRET));
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a request without the header with 403 and never runs the logic', async () => {
    expect(await invoke(publicRoute, event({}))).toEqual(refused);
  });

  it('refuses a wrong value, a prefix of the secret and an empty one', async () => {
    for (const value of ['wrong', SECRET.slice(0, -1), `${SECRET}x`, '']) {
      expect(await invoke(publicRoute, event({ [ORIGIN_VERIFY_HEADER]: value }))).toEqual(refused);
    }
  });

  it('passes the request on with the right value', async () => {
    expect(await invoke(publicRoute, event({ [ORIGIN_VERIFY_HEADER]: SECRET }))).toEqual({ status: 200, body: { served: true }, ran: true });
  });

  it('answers 403 before the access rule: no 401 tells a caller around CloudFront that the route exists', async () => {
    expect(await invoke(adminRoute, event({}))).toEqual(refused);
    expect((await invoke(adminRoute, event({ [ORIGIN_VERIFY_HEADER]: SECRET }))).status).toBe(401);
    const admin = { sub: 'u1', 'cognito:groups': '[THEME_MANAGER]' };
    expect(await invoke(adminRoute, event({ [ORIGIN_VERIFY_HEADER]: SECRET }, admin))).toEqual({ status: 200, body: { served: true }, ran: true });
  });

  it('fails every request, never serves them unchecked, when the function has no secret', async () => {
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, undefined);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await invoke(publicRoute, event({ [ORIGIN_VERIFY_HEADER]: '' }));
    spy.mockRestore();
    expect(res).toEqual({ status: 500, body: { error: 'InternalError', message: MESSAGES.api.internal }, ran: false });
  });
});
