import type { ServerMessage } from '@shop/shared';
import { listConnections, listCursorRoom, type Connection } from '../repositories/connection-repository';
import { postToConnections } from './post-to-connections';
import { presenceList } from './presence';
import { adminsUpdate, cursorRemove } from './server-events';

/** Posts to the given connections, then tells the others about any that turned out to be gone. */
export const sendTo = async (endpoint: string, connections: readonly Connection[], event: ServerMessage): Promise<void> =>
  announceDepartures(
    endpoint,
    await postToConnections(
      endpoint,
      connections.map((c) => c.connectionId),
      event,
    ),
  );

/** The active admins list, to everyone (spec: admins:update). */
export const broadcastPresence = async (endpoint: string): Promise<void> => {
  const connections = await listConnections();
  await sendTo(endpoint, connections, adminsUpdate(presenceList(connections)));
};

/** To everyone sharing cursors on `path` but `senderId`: cursor events never leave their page. */
export const sendToCursorRoom = async (
  endpoint: string,
  path: string,
  event: ServerMessage,
  senderId: string,
  room?: readonly Connection[],
): Promise<void> =>
  sendTo(
    endpoint,
    (room ?? (await listCursorRoom(path))).filter((c) => c.connectionId !== senderId),
    event,
  );

/**
 * Connections that left ($disconnect, or found gone by a post): their cursors disappear
 * from their page and, if they had a presence, everyone gets the shorter list. Whoever
 * deleted the item calls this, so it happens once per connection; a connection found gone
 * meanwhile is announced in turn.
 */
export const announceDepartures = async (endpoint: string, departed: readonly Connection[]): Promise<void> => {
  if (departed.length === 0) return;
  await Promise.all([
    ...departed.flatMap((c) =>
      c.cursorPath === undefined ? [] : [sendToCursorRoom(endpoint, c.cursorPath, cursorRemove(c.connectionId), c.connectionId)],
    ),
    ...(departed.some((c) => c.path !== undefined) ? [broadcastPresence(endpoint)] : []),
  ]);
};
