import { CURSOR_ROOM_CACHE_MS } from '@shop/shared';
import { listCursorRoom, type Connection } from '../repositories/connection-repository';

// How long a container reuses a page's cursor room, counted from when its read answered, is shared:
// the admin client waits it out before re-sending its cursor to a newcomer.

interface Entry {
  readonly room: Promise<readonly Connection[]>;
  /** When the read answered; unset while it runs. */
  settledAt?: number;
}

const rooms = new Map<string, Entry>();

const read = (path: string): Promise<readonly Connection[]> => {
  const running = rooms.get(path);
  if (running && running.settledAt === undefined) return running.room;
  const entry: Entry = { room: listCursorRoom(path) };
  rooms.set(path, entry);
  entry.room.then(
    () => (entry.settledAt = Date.now()),
    () => rooms.get(path) === entry && rooms.delete(path),
  );
  return entry.room;
};

/**
 * The connections sharing cursors on `path`, for a move by `senderId`. Moves come 20 times a
 * second per admin while rooms change when someone opens or leaves the page, so a container
 * reuses a room for a second after its read answered instead of reading it on every move.
 *
 * One read per page at a time: moves that arrive while it runs share it, whatever it returns.
 * (The second counted from the read's start let a slow table — a busy local runtime — start a
 * new read on every move, each slowing the next.) A sender not in an answered room makes it read
 * again, so a connection that just joined can move at once; one that joined while a read was
 * running may lose that one move. Others reach a new member within a second; one that left may
 * still be posted to for that second (a closed one answers 410, which deletes nothing more).
 */
export const cursorRoomFor = async (path: string, senderId: string): Promise<readonly Connection[]> => {
  const now = Date.now();
  for (const [key, entry] of rooms) if (entry.settledAt !== undefined && now - entry.settledAt >= CURSOR_ROOM_CACHE_MS) rooms.delete(key);
  const entry = rooms.get(path);
  if (entry) {
    const running = entry.settledAt === undefined;
    const room = await entry.room.catch(() => undefined);
    if (room && (running || room.some((c) => c.connectionId === senderId))) return room;
  }
  return read(path);
};
