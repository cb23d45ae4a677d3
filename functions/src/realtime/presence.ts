import type { Presence } from '@shop/shared';
import type { Connection } from '../repositories/connection-repository';

/**
 * The active admins list: one entry per connection that is on an /admin page, in the order
 * they arrived there. The name is the connection's identity from the ID token behind its
 * ticket (spec §6: name, else e-mail, else 'Anonim Kullanıcı'); a name the client sends is
 * never shown, so nobody can appear as someone else.
 */
export const presenceList = (connections: readonly Connection[]): Presence[] =>
  connections
    .flatMap((c) =>
      c.path === undefined
        ? []
        : [
            {
              socketId: c.connectionId,
              userName: c.userName,
              path: c.path,
              timestamp: c.pathAt ?? c.connectedAt,
              ...(c.selectedComponentId === undefined ? {} : { selectedComponentId: c.selectedComponentId }),
            },
          ],
    )
    .sort((a, b) => a.timestamp - b.timestamp || a.socketId.localeCompare(b.socketId));
