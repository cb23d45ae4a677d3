import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, MESSAGES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV } from '@shop/shared';
import { runtime, tokenFor, useRuntimeTable } from '../runtime-client';

/**
 * Locally the gateway is CloudFront and API Gateway in one: the only way around it is to invoke a
 * handler as its Lambda, with the secret in the environment as the stack sets it.
 */
const SECRET = 'c0ffee-from-the-stack';

const directEvent = (headers: Record<string, string>) =>
  ({
    version: '2.0',
    routeKey: `GET ${API_ROUTES.storefrontTheme.path}`,
    rawPath: API_ROUTES.storefrontTheme.path,
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path: API_ROUTES.storefrontTheme.path } },
  }) as unknown as APIGatewayProxyEventV2;

const invokeDirectly = async (headers: Record<string, string>) => {
  const { handler } = await import('@shop/functions/handlers/storefront/get-theme');
  const res = (await handler(directEvent(headers), {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? '') as Record<string, unknown> };
};

describe('the API only answers requests that came through CloudFront', () => {
  beforeAll(useRuntimeTable);
  afterEach(() => vi.unstubAllEnvs());

  it('serves public and signed-in requests through the gateway, whatever origin header a browser sends', async () => {
    const viewerHeaders: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'guessed' }];
    for (const headers of viewerHeaders) {
      const theme = await fetch(`${runtime().url}${API_ROUTES.storefrontTheme.path}`, { headers });
      expect(theme.status).toBe(200);
      expect(await theme.json()).toHaveProperty('areas.middle');
      const tour = await fetch(`${runtime().url}${API_ROUTES.getTourState.path}`, {
        headers: { ...headers, authorization: `Bearer ${await tokenFor('ANALYST')}` },
      });
      expect(tour.status).toBe(200);
    }
  });

  it('refuses a handler invoked around the gateway with 403, without or with a wrong header, and serves the right one', async () => {
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, SECRET);
    const refused = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } };
    expect(await invokeDirectly({})).toEqual(refused);
    expect(await invokeDirectly({ [ORIGIN_VERIFY_HEADER]: 'guessed' })).toEqual(refused);
    expect((await invokeDirectly({ [ORIGIN_VERIFY_HEADER]: SECRET })).status).toBe(200);
  });
});
