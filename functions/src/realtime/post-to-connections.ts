import type { ServerMessage } from '@shop/shared';
import { logger } from '../observability/logger';
import { deleteConnection, type Connection } from '../repositories/connection-repository';
import { postToConnection } from './management-api';

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
  return process.env.WEBSOCKET_MANAGEMENT_ENDPOINT ?? (context && `https://${context.domainName}/${context.stage}`);
}

/**
 * Connections this container found gone (410). API Gateway never reuses a connection id, so
 * they stay gone: later fan-outs skip them instead of posting and deleting again. That matters
 * while a cached cursor room still lists them, when every move would otherwise post to each and
 * start a delete. Bounded: the oldest are forgotten first.
 */
const knownGone = new Set<string>();
const MAX_KNOWN_GONE = 10_000;

const rememberGone = (connectionId: string) => {
  if (knownGone.size >= MAX_KNOWN_GONE) knownGone.delete(knownGone.values().next().value as string);
  knownGone.add(connectionId);
};

/**
 * Posts one event to each connection, all at once. A connection that answers 410 is gone
 * without its $disconnect having run: its item is deleted here, and it is answered (as it
 * was) so the caller can tell the others. Any other failure is logged; the sender never
 * sees an error because someone else's socket failed.
 */
export const postToConnections = async (endpoint: string, connectionIds: readonly string[], event: ServerMessage): Promise<Connection[]> => {
  const recipients = connectionIds.filter((id) => !knownGone.has(id));
  if (recipients.length === 0) return [];
  const data = new TextEncoder().encode(JSON.stringify(event));
  const gone = await Promise.all(
    recipients.map(async (connectionId) => {
      const outcome = await postToConnection(endpoint, connectionId, data);
      if (outcome.kind === 'gone') {
        rememberGone(connectionId);
        return deleteConnection(connectionId);
      }
      if (outcome.kind === 'failed') {
        logger.error('PostToConnection failed', { connectionId, action: event.action, status: outcome.status, reason: outcome.message });
      }
      return undefined;
    }),
  );
  return gone.filter((c): c is Connection => c !== undefined);
};
