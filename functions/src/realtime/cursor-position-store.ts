import { logger } from '../observability/logger';
import { storeCursorPosition, type CursorPosition } from '../repositories/connection-repository';

/**
 * How often a connection's cursor position is written at most. Moves still go straight to the
 * others (up to 20 a second); the stored position only answers an admin who joins the page later
 * (cursors:init), so it may lag the live cursor by this much, and a write a second costs far less
 * than one per move.
 */
export const CURSOR_STORE_MS = 1000;

const storedAt = new Map<string, number>();
let sweptAt = 0;

/**
 * Whether a move at `now` is due to be stored: the first one of the connection in this container,
 * or one CURSOR_STORE_MS after the last stored. Per container, like the move throttle: a connection
 * whose moves spread over containers is stored a little more often, never less.
 */
export const dueForStore = (connectionId: string, now: number): boolean => {
  if (now - sweptAt > CURSOR_STORE_MS) {
    for (const [id, at] of storedAt) if (now - at >= CURSOR_STORE_MS) storedAt.delete(id);
    sweptAt = now;
  }
  const last = storedAt.get(connectionId);
  if (last !== undefined && now - last < CURSOR_STORE_MS) return false;
  storedAt.set(connectionId, now);
  return true;
};

/** Stores the position when due; a failed write is logged and never fails the move, whose fan-out matters more. */
export const rememberCursor = async (connectionId: string, path: string, position: CursorPosition, now = Date.now()): Promise<void> => {
  if (!dueForStore(connectionId, now)) return;
  await storeCursorPosition(connectionId, path, position).catch((error: unknown) => {
    storedAt.delete(connectionId);
    logger.error('Cursor position store failed', { error });
  });
};
