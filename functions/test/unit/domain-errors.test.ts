import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { MESSAGES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, type TypedApiRoute } from '@shop/shared';
import { describe, expect, it, vi } from 'vitest';
import { savedOrThrow } from '../../src/domain/catalog/product-write';
import { conflict, DomainError, invalid } from '../../src/domain/domain-error';
import { apiHandler } from '../../src/http/api-handler';

// Logs and metrics are observability.test.ts's subject; here they would only fill the output.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

const route: TypedApiRoute = {
  method: 'POST',
  path: '/api/admin/x',
  handler: 'x/y',
  access: { anyOf: ['products:manage'] },
  writes: true,
  schemas: { response: z.unknown() },
};
process.env[ORIGIN_VERIFY_SECRET_ENV] = 'from-cloudfront';

const event = {
  rawPath: '/api/admin/x',
  headers: { [ORIGIN_VERIFY_HEADER]: 'from-cloudfront' },
  isBase64Encoded: false,
  requestContext: { authorizer: { jwt: { claims: { sub: 'u1', 'cognito:groups': '[SUPER_ADMIN]' } } } },
} as unknown as APIGatewayProxyEventV2;

/** What the API answers when the endpoint's logic fails with `error`. */
const answerTo = async (error: Error) => {
  const handler = apiHandler(route, () => Promise.reject(error));
  const res = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? '') as unknown };
};

describe('domain errors middleware', () => {
  it('answers an invalid input 400 with the Turkish message and the field', async () => {
    expect(await answerTo(invalid(MESSAGES.api.productBrandMissing, 'brandId'))).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: MESSAGES.api.productBrandMissing, field: 'brandId' },
    });
  });

  it('answers 400 without a field when the refusal names none', async () => {
    expect(await answerTo(invalid('Geçersiz istek.'))).toEqual({ status: 400, body: { error: 'BadRequest', message: 'Geçersiz istek.' } });
  });

  it('answers not-found 404 and conflict 409 with their messages', async () => {
    expect(await answerTo(new DomainError('not-found', MESSAGES.api.productNotFound))).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.api.productNotFound },
    });
    expect(await answerTo(conflict(MESSAGES.api.productStale))).toEqual({
      status: 409,
      body: { error: 'Conflict', message: MESSAGES.api.productStale },
    });
  });

  it('leaves other failures to the error handler: a 500 without details', async () => {
    expect(await answerTo(new Error('table name'))).toEqual({ status: 500, body: { error: 'InternalError', message: MESSAGES.api.internal } });
  });

  it("maps the product write's refusals as the API answered them before (slug taken: 409 naming the slug)", async () => {
    const refusal = (() => {
      try {
        savedOrThrow({ status: 'slug-taken' }, { slug: 'kirmizi-elbise' } as Parameters<typeof savedOrThrow>[1]);
      } catch (error) {
        return error as Error;
      }
      throw new Error('savedOrThrow accepted a taken slug');
    })();
    expect(await answerTo(refusal)).toEqual({ status: 409, body: { error: 'Conflict', message: MESSAGES.api.productSlugTaken('kirmizi-elbise') } });
  });
});
