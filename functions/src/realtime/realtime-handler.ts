import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type { RealtimeRouteId } from '@shop/shared';
import type * as z from 'zod';
import { logger } from '../observability/logger';
import { observedHandler } from '../observability/observed-handler';
import { parseClientMessage } from './client-message';
import { managementEndpoint } from './post-to-connections';

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2;
export type WebSocketResult = APIGatewayProxyStructuredResultV2;

export const status = (statusCode: number): WebSocketResult => ({ statusCode });

/** An unexpected failure is logged once, with the connection, and answered 500, never thrown at API Gateway. */
const answerFailures = (): MiddlewareObj<WebSocketEvent, WebSocketResult> => ({
  onError: (request) => {
    logger.error('Message failed', { connectionId: request.event.requestContext.connectionId, error: request.error });
    request.response = status(500);
  },
});

/** A WebSocket route's Lambda, logged and measured under its id in REALTIME_ROUTES. */
export const realtimeHandler = (route: RealtimeRouteId, fn: (event: WebSocketEvent) => Promise<WebSocketResult>) =>
  observedHandler<WebSocketEvent, WebSocketResult>(route)
    .use(answerFailures())
    .handler((event) => fn(event));

export interface RealtimeMessage<T> {
  readonly connectionId: string;
  /** Where to post answers and fan-out. */
  readonly endpoint: string;
  readonly data: T;
}

/** A client message route: `data` must fit `schema`, else the answer is 400 and nothing is written or sent. */
export const messageHandler = <S extends z.ZodType>(
  route: RealtimeRouteId,
  schema: S,
  fn: (message: RealtimeMessage<z.output<S>>) => Promise<WebSocketResult>,
) =>
  realtimeHandler(route, async (event) => {
    const message = parseClientMessage(event.body, schema);
    if (!message.ok) return status(400);
    return fn({ connectionId: event.requestContext.connectionId, endpoint: managementEndpoint(event.requestContext), data: message.data });
  });

/** The message came from a connection we no longer know (closed, or dropped as stale). */
export const unknownConnection = () => status(410);
