import type { Presence } from '@shop/shared';
import type { Connection } from '../repositories/connection-repository';

/** A name the client sent, unless it is blank. */
export const claimedName = (name: string | undefined): string | undefined => name?.trim() || undefined;

/**
 * The name shown for a connection (spec §6): the one the client sends with its presence
 * and cursor (the admin's given + family name, which the client reads from the user's
 * attributes), else the ID token's display name: e-mail, else 'Anonim Kullanıcı'.
 */
export const shownName = (connection: Connection, claimed?: string): string =>
  claimedName(claimed) ?? connection.presenceName ?? connection.userName;

/** The active admins list: one entry per connection that is on an /admin page, in the order they arrived there. */
export const presenceList = (connections: readonly Connection[]): Presence[] =>
  connections
    .flatMap((c) =>
      c.path === undefined ? [] : [{ socketId: c.connectionId, userName: shownName(c), path: c.path, timestamp: c.pathAt ?? c.connectedAt }],
    )
    .sort((a, b) => a.timestamp - b.timestamp || a.socketId.localeCompare(b.socketId));
