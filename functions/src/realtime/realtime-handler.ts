import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { parseClientMessage } from './client-message';
import { managementEndpoint } from './post-to-connections';

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2;
export type WebSocketResult = APIGatewayProxyStructuredResultV2;

export const status = (statusCode: number): WebSocketResult => ({ statusCode });

/** A WebSocket route's Lambda: an unexpected failure is logged and answered 500, never thrown at API Gateway. */
export const realtimeHandler =
  (fn: (event: WebSocketEvent) => Promise<WebSocketResult>) =>
  async (event: WebSocketEvent): Promise<WebSocketResult> => {
    try {
      return await fn(event);
    } catch (error) {
      const { routeKey, connectionId } = event.requestContext;
      console.error(JSON.stringify({ level: 'error', message: (error as Error)?.message, stack: (error as Error)?.stack, routeKey, connectionId }));
      return status(500);
    }
  };

export interface RealtimeMessage<T> {
  readonly connectionId: string;
  /** Where to post answers and fan-out. */
  readonly endpoint: string;
  readonly data: T;
}

/** A client message route: `data` must fit `schema`, else the answer is 400 and nothing is written or sent. */
export const messageHandler = <S extends z.ZodType>(schema: S, fn: (message: RealtimeMessage<z.output<S>>) => Promise<WebSocketResult>) =>
  realtimeHandler(async (event) => {
    const message = parseClientMessage(event.body, schema);
    if (!message.ok) return status(400);
    return fn({ connectionId: event.requestContext.connectionId, endpoint: managementEndpoint(event.requestContext), data: message.data });
  });

/** The message came from a connection we no longer know (closed, or dropped as stale). */
export const unknownConnection = () => status(410);
