import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, type Connection } from '../repositories/connection-repository';
import type { ServerEvent } from './server-events';

const clients = new Map<string, ApiGatewayManagementApiClient>();

/**
 * One client per endpoint and container, so its keep-alive sockets serve every post. A fan-out
 * sends one command per recipient: caching the middleware stack halves each send's CPU time.
 */
const clientFor = (endpoint: string): ApiGatewayManagementApiClient => {
  let client = clients.get(endpoint);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ endpoint, cacheMiddleware: true });
    clients.set(endpoint, client);
  }
  return client;
};

interface WebSocketRequestContext {
  readonly domainName: string;
  readonly stage: string;
}

/**
 * Where PostToConnection goes: WEBSOCKET_MANAGEMENT_ENDPOINT when set (the stream handler has
 * no request context, and locally the gateway's own address), else the API the message came in on.
 */
export function managementEndpoint(context: WebSocketRequestContext): string;
export function managementEndpoint(): string | undefined;
export function managementEndpoint(context?: WebSocketRequestContext): string | undefined {
  return process.env.WEBSOCKET_MANAGEMENT_ENDPOINT || (context && `https://${context.domainName}/${context.stage}`);
}

const isGone = (error: unknown) =>
  error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 410;

/**
 * Posts one event to each connection, all at once. A connection that answers 410 is gone
 * without its $disconnect having run: its item is deleted here, and it is answered (as it
 * was) so the caller can tell the others. Any other failure is logged; the sender never
 * sees an error because someone else's socket failed.
 */
export const postToConnections = async (endpoint: string, connectionIds: readonly string[], event: ServerEvent): Promise<Connection[]> => {
  if (connectionIds.length === 0) return [];
  const client = clientFor(endpoint);
  const Data = new TextEncoder().encode(JSON.stringify(event));
  const gone = await Promise.all(
    connectionIds.map(async (ConnectionId) => {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId, Data }));
        return undefined;
      } catch (error) {
        if (isGone(error)) return deleteConnection(ConnectionId);
        console.error(
          JSON.stringify({ level: 'error', message: 'PostToConnection failed', connectionId: ConnectionId, action: event.action, error: String(error) }),
        );
        return undefined;
      }
    }),
  );
  return gone.filter((c): c is Connection => c !== undefined);
};
