import { listCursorRoom, type Connection } from '../repositories/connection-repository';

/** How long a container reuses a page's cursor room for moves on it. */
export const CURSOR_ROOM_CACHE_MS = 1000;

const rooms = new Map<string, { readonly at: number; readonly room: Promise<readonly Connection[]> }>();

/**
 * The connections sharing cursors on `path`, for a move by `senderId`. Moves come 20 times a
 * second per admin while rooms change when someone opens or leaves the page, so a container
 * reuses a room for up to a second instead of reading it on every move. The room is read
 * again whenever the sender is not in it, so a connection that just joined can move at once;
 * one that just joined is reached by others within a second; one that left may still be
 * posted to for that second (a closed one answers 410, which deletes nothing more).
 * Moves that arrive while a read runs wait for it instead of starting their own.
 */
export const cursorRoomFor = async (path: string, senderId: string): Promise<readonly Connection[]> => {
  const now = Date.now();
  const cached = rooms.get(path);
  if (cached && now - cached.at < CURSOR_ROOM_CACHE_MS) {
    const room = await cached.room.catch(() => undefined);
    if (room?.some((c) => c.connectionId === senderId)) return room;
  }
  for (const [key, entry] of rooms) if (now - entry.at >= CURSOR_ROOM_CACHE_MS) rooms.delete(key);
  const room = listCursorRoom(path);
  rooms.set(path, { at: now, room });
  room.catch(() => rooms.get(path)?.room === room && rooms.delete(path));
  return room;
};
