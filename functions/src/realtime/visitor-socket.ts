import { getConnection, type Connection } from '../repositories/connection-repository';

/**
 * The visitor behind a chat socket message, read from the connection item $connect wrote from the
 * ticket: the conversation is the connection's, never one the message names. An admin's
 * connection is not a visitor (agents write over the HTTP routes, as who the token says they are).
 */
export type VisitorLookup =
  | { readonly kind: 'visitor'; readonly connection: Connection & { readonly conversationId: string } }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'not-visitor' };

export const visitorOf = async (connectionId: string): Promise<VisitorLookup> => {
  const connection = await getConnection(connectionId);
  if (!connection) return { kind: 'unknown' };
  const { conversationId } = connection;
  return conversationId === undefined ? { kind: 'not-visitor' } : { kind: 'visitor', connection: { ...connection, conversationId } };
};
