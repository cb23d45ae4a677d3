import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MESSAGES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, type TypedApiRoute } from '@shop/shared';
import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler, type ApiRequest } from '../../src/http/api-handler';
import { parseGroupsClaim } from '../../src/http/caller';
import { MAX_JSON_DEPTH } from '../../src/http/parse';
import { HTTP_TEXTS } from '../../src/http/texts';
import { ok } from '../../src/http/responses';

// Logs and metrics are observability.test.ts's subject; here they would only fill the output.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

const nameSchema = z.object({ name: z.string().min(1, MESSAGES.validation.popupNameRequired) });
const route = {
  method: 'POST',
  path: '/api/admin/x/{id}',
  handler: 'x/y',
  access: { anyOf: ['theme:manage'] },
  writes: true,
  maxBodyBytes: 200,
  schemas: {
    params: z.object({ id: z.string().max(3) }),
    query: z.object({ limit: z.coerce.number().int().max(10).default(5) }),
    body: nameSchema,
    response: nameSchema.extend({ id: z.string(), limit: z.number() }),
  },
} as const satisfies TypedApiRoute;

// As CloudFront sends it (see origin-check.test.ts).
process.env[ORIGIN_VERIFY_SECRET_ENV] = 'from-cloudfront';

const event = (claims?: Record<string, string>, body?: string, { id = '1', query }: { id?: string; query?: Record<string, string> } = {}) =>
  ({
    rawPath: `/api/admin/x/${id}`,
    headers: { [ORIGIN_VERIFY_HEADER]: 'from-cloudfront' },
    pathParameters: { id },
    ...(query ? { queryStringParameters: query } : {}),
    body,
    isBase64Encoded: false,
    requestContext: claims ? { authorizer: { jwt: { claims } } } : {},
  }) as unknown as APIGatewayProxyEventV2;

const invoke = async (h: ReturnType<typeof apiHandler>, e: APIGatewayProxyEventV2) =>
  (await h(e, {} as Context)) as APIGatewayProxyStructuredResultV2;

const answerOf = (res: APIGatewayProxyStructuredResultV2) => ({ status: res.statusCode, body: JSON.parse(res.body ?? '') as unknown });

describe('groups claim', () => {
  it('reads API Gateway\'s flattened "[A B]" form and real arrays', () => {
    expect(parseGroupsClaim('[THEME_MANAGER ADMIN]')).toEqual(['THEME_MANAGER', 'ADMIN']);
    expect(parseGroupsClaim('[]')).toEqual([]);
    expect(parseGroupsClaim(['ANALYST'])).toEqual(['ANALYST']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });
});

describe('apiHandler', () => {
  const logic = vi.fn(({ params, query, body }: ApiRequest<typeof route>) => Promise.resolve(ok({ ...body, id: params.id, limit: query.limit })));
  const handler = apiHandler(route, logic);
  const claims = { sub: 'u1', 'cognito:groups': '[THEME_MANAGER]' };

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

  it('answers a bad body with the 400 it always gave: the field named, its path before the message, every issue listed', async () => {
    logic.mockClear();
    const bad = await invoke(handler, event(claims, JSON.stringify({ name: '' })));
    const message = `name: ${MESSAGES.validation.popupNameRequired}`;
    expect(answerOf(bad)).toEqual({
      status: 400,
      body: { error: 'BadRequest', message, field: 'name', issues: [{ path: 'name', message: MESSAGES.validation.popupNameRequired }] },
    });
    expect(logic).not.toHaveBeenCalled();
  });

  it('names a bad path parameter or query parameter the same way, the path first', async () => {
    const badId = answerOf(await invoke(handler, event(claims, '{}', { id: 'long', query: { limit: '99' } })));
    expect(badId).toMatchObject({ status: 400, body: { error: 'BadRequest', field: 'id', message: expect.stringMatching(/^id: /) as unknown } });
    const badLimit = answerOf(await invoke(handler, event(claims, '{"name":"Ana"}', { query: { limit: '99' } })));
    expect(badLimit).toMatchObject({ status: 400, body: { field: 'limit', message: expect.stringMatching(/^limit: /) as unknown } });
  });

  it('answers malformed JSON, too deep a body and too large a one as before', async () => {
    expect(answerOf(await invoke(handler, event(claims, '{"name":')))).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: MESSAGES.api.invalidJson },
    });
    expect(answerOf(await invoke(handler, event(claims)))).toEqual({ status: 400, body: { error: 'BadRequest', message: MESSAGES.api.invalidJson } });
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(answerOf(await invoke(handler, event(claims, deep)))).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: HTTP_TEXTS.tooDeep(MAX_JSON_DEPTH) },
    });
    expect(answerOf(await invoke(handler, event(claims, JSON.stringify({ name: 'x'.repeat(300) }))))).toEqual({
      status: 413,
      body: { error: 'PayloadTooLarge', message: MESSAGES.api.payloadTooLarge },
    });
  });

  it('runs the logic for a permitted caller with the parsed input', async () => {
    const res = await invoke(handler, event({ sub: 'u1', 'cognito:groups': '[ANALYST THEME_MANAGER]' }, '{"name":"Ana"}', { id: '7' }));
    expect(answerOf(res)).toEqual({ status: 200, body: { name: 'Ana', id: '7', limit: 5 } });
  });

  it('turns an unexpected failure into a 500 without details', async () => {
    const failing = apiHandler(route, () => Promise.reject(new Error('secret table name')));
    const res = await invoke(failing, event({ sub: 'u1', 'cognito:groups': '[SUPER_ADMIN]' }, '{"name":"Ana"}'));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(JSON.parse(res.body ?? '')).toMatchObject({ message: MESSAGES.api.internal });
  });
});
