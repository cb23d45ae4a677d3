import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV } from '@shop/shared';
import { forbidden } from '../http-error';

// Digests have one length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses (403) any request that did not come through CloudFront, which sends the stack's
 * secret in ORIGIN_VERIFY_HEADER. Runs before the access rule, so a caller going around
 * CloudFront learns nothing about a route. Without the secret in its environment the function
 * cannot tell, and fails every request instead of serving them unchecked.
 */
export const originCheck = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: (request) => {
    const expected = process.env[ORIGIN_VERIFY_SECRET_ENV];
    if (!expected) throw new Error(`${ORIGIN_VERIFY_SECRET_ENV} is not set`);
    const sent = request.event.headers[ORIGIN_VERIFY_HEADER];
    if (sent === undefined || !timingSafeEqual(digest(sent), digest(expected))) throw forbidden();
  },
});
