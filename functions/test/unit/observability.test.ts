import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, MESSAGES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV } from '@shop/shared';

// The Lambda environment infra gives every function; read when the logger and metrics are created.
vi.hoisted(() => {
  Object.assign(process.env, {
    POWERTOOLS_SERVICE_NAME: 'shop-test',
    POWERTOOLS_METRICS_NAMESPACE: 'Shop',
    POWERTOOLS_LOG_LEVEL: 'INFO',
    POWERTOOLS_METRICS_DISABLED: 'false',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  });
});

vi.mock('../../src/domain/theme/theme-tabs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/domain/theme/theme-tabs')>()),
  saveTab: vi.fn(),
  // The save reads the stored area first (the scope check compares against it): an empty area at the version the saves name.
  loadTab: vi.fn(() => Promise.resolve({ version: 3, components: [] })),
}));

const { saveTab, StaleVersionError } = await import('../../src/domain/theme/theme-tabs');
const { apiHandler } = await import('../../src/http/api-handler');
const { handler: saveComponents } = await import('../../src/handlers/theme/save-components');
const { realtimeHandler } = await import('../../src/realtime/realtime-handler');

const SECRET = 'from-cloudfront';

const lambdaContext = (awsRequestId: string): Context =>
  ({
    awsRequestId,
    functionName: 'shop-SaveThemeComponents',
    functionVersion: '$LATEST',
    memoryLimitInMB: '512',
    invokedFunctionArn: 'arn:aws:lambda:eu-central-1:1:function:x',
  }) as Context;

const httpEvent = (body: unknown): APIGatewayProxyEventV2 =>
  ({
    rawPath: API_ROUTES.saveThemeComponents.path,
    headers: { [ORIGIN_VERIFY_HEADER]: SECRET },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { authorizer: { jwt: { claims: { sub: 'u1', 'cognito:groups': '[THEME_MANAGER]', email: 'a@example.com' } } } },
  }) as unknown as APIGatewayProxyEventV2;

/** Everything the invocation wrote to stdout and stderr, one parsed JSON object per line. */
let lines: Record<string, unknown>[] = [];
const capture = (chunk: string | Uint8Array) => {
  for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  return true;
};
beforeEach(() => {
  lines = [];
  vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, SECRET);
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const logLines = () => lines.filter((l) => !('_aws' in l));
/** The EMF documents that hold the metric, with the dimensions CloudWatch files it under. */
const emf = (metric: string) =>
  lines.flatMap((l) => {
    const aws = l._aws as { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] } | undefined;
    const doc = aws?.CloudWatchMetrics[0];
    if (!doc?.Metrics.some((m) => m.Name === metric)) return [];
    return [{ namespace: doc.Namespace, dimensions: Object.fromEntries((doc.Dimensions[0] ?? []).map((d) => [d, l[d]])), value: l[metric] }];
  });

const validSave = { pageType: 'HOME', components: [], baseVersion: 3 };

describe('handler logs (Powertools, structured)', () => {
  it('logs an unexpected failure once, with the route, request id, cold start and the error', async () => {
    const failing = apiHandler(API_ROUTES.saveThemeComponents, () => Promise.reject(new Error('table is gone')));
    const first = (await failing(httpEvent(validSave), lambdaContext('req-1'))) as APIGatewayProxyStructuredResultV2;
    expect(first.statusCode).toBe(500);
    expect(JSON.parse(first.body ?? '')).toEqual({ error: 'InternalError', message: MESSAGES.api.internal });
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toMatchObject({
      level: 'ERROR',
      message: 'Request failed',
      service: 'shop-test',
      route: 'saveThemeComponents',
      function_request_id: 'req-1',
      function_name: 'shop-SaveThemeComponents',
      cold_start: true,
      error: { name: 'Error', message: 'table is gone' },
    });

    lines = [];
    await failing(httpEvent(validSave), lambdaContext('req-2'));
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toMatchObject({ route: 'saveThemeComponents', function_request_id: 'req-2', cold_start: false });
  });

  it('logs a refusal at INFO with the status and the field, and nothing of the body', async () => {
    const res = (await saveComponents(httpEvent({ ...validSave, pageType: 'MIDDLE' }), lambdaContext('req-3'))) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(400);
    expect(logLines()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'Request refused',
        route: 'saveThemeComponents',
        function_request_id: 'req-3',
        status: 400,
        error: 'BadRequest',
        field: 'pageType',
      }),
    ]);
    expect(JSON.stringify(logLines())).not.toContain('MIDDLE');
  });

  it('logs a WebSocket failure once under the realtime route id, with the connection, and answers 500', async () => {
    const move = realtimeHandler('cursorMove', () => Promise.reject(new Error('post failed')));
    const event = { requestContext: { connectionId: 'conn-1', routeKey: 'cursor:move' } } as unknown as APIGatewayProxyWebsocketEventV2;
    expect(await move(event, lambdaContext('req-ws'))).toEqual({ statusCode: 500 });
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toMatchObject({
      level: 'ERROR',
      message: 'Message failed',
      route: 'cursorMove',
      connectionId: 'conn-1',
      function_request_id: 'req-ws',
      error: { name: 'Error', message: 'post failed' },
    });
  });
});

describe('handler metrics (EMF)', () => {
  it('counts a theme save overtaken by another (409) as ThemeSaveConflict and a rejection, under the route', async () => {
    vi.mocked(saveTab).mockRejectedValueOnce(new StaleVersionError());
    const res = (await saveComponents(httpEvent(validSave), lambdaContext('req-4'))) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(409);
    expect(emf('ThemeSaveConflict')).toEqual([{ namespace: 'Shop', dimensions: { service: 'shop-test', route: 'saveThemeComponents' }, value: 1 }]);
    expect(emf('RequestRejected')).toEqual([
      { namespace: 'Shop', dimensions: { service: 'shop-test', route: 'saveThemeComponents', status: '409' }, value: 1 },
    ]);
    expect(emf('ThemeSaved')).toEqual([]);
  });

  it('counts a save that went through as ThemeSaved, and nothing as rejected', async () => {
    vi.mocked(saveTab).mockResolvedValueOnce({ version: 4, components: [] });
    const res = (await saveComponents(httpEvent(validSave), lambdaContext('req-5'))) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(200);
    expect(emf('ThemeSaved')).toEqual([{ namespace: 'Shop', dimensions: { service: 'shop-test', route: 'saveThemeComponents' }, value: 1 }]);
    expect(emf('RequestRejected')).toEqual([]);
    expect(emf('ThemeSaveConflict')).toEqual([]);
  });

  it('counts a validation 400 as RequestRejected with its status, and never reaches the save', async () => {
    vi.mocked(saveTab).mockClear();
    const res = (await saveComponents(httpEvent({ pageType: 'HOME', components: [] }), lambdaContext('req-6'))) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(400);
    expect(emf('RequestRejected')).toEqual([
      { namespace: 'Shop', dimensions: { service: 'shop-test', route: 'saveThemeComponents', status: '400' }, value: 1 },
    ]);
    expect(saveTab).not.toHaveBeenCalled();
  });

  it('prints no warning for a request that counts nothing', async () => {
    const res = (await saveComponents({ ...httpEvent(validSave), headers: {} }, lambdaContext('req-7'))) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(403);
    expect(logLines().filter((l) => l.level === 'WARN')).toEqual([]);
  });
});
