import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, VIEWER_ADDRESS_HEADER } from '@shop/shared';

/**
 * CloudFront's origin custom header for /api/*. In AWS the stack generates the secret; here each
 * start does. The handlers' Lambda environment is built from this process's (lambda-runner.ts):
 * only the gateway knows the value, and a handler invoked any other way refuses the request.
 */
const secret = randomBytes(32).toString('hex');
process.env[ORIGIN_VERIFY_SECRET_ENV] = secret;

/**
 * The event as the API receives it from CloudFront, which overwrites a viewer's header of the
 * same name: the origin secret, and the viewer's address (`ip:port`, the socket's here).
 */
export const viaCloudFront = (event: APIGatewayProxyEventV2, viewerPort?: number): APIGatewayProxyEventV2 => ({
  ...event,
  headers: {
    ...event.headers,
    [ORIGIN_VERIFY_HEADER]: secret,
    [VIEWER_ADDRESS_HEADER]: `${event.requestContext.http.sourceIp}:${String(viewerPort ?? 0)}`,
  },
});
