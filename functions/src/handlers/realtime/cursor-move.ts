import { cursorMoveSchema } from '@shop/shared';
import { cursorRoomFor } from '../../realtime/cursor-room-cache';
import { sendToCursorRoom } from '../../realtime/fan-out';
import { allowMove } from '../../realtime/move-throttle';
import { messageHandler, status } from '../../realtime/realtime-handler';
import { cursorUpdate } from '../../realtime/server-events';

/**
 * cursor:move: straight to the others sharing cursors on the same page, never written to
 * the table (up to 20 moves a second per admin). Only a connection that joined that page's
 * cursors (admin:cursor:join) may move on it; the room that gives the recipients gives the
 * sender too (its name is the server's identity of it, never the one in the move), and is
 * read about once a second. Moves above the client's throttle rate are dropped first (429), so
 * one flooding connection costs the others nothing.
 */
export const handler = messageHandler('cursorMove', cursorMoveSchema, async ({ connectionId, endpoint, data }) => {
  if (!allowMove(connectionId)) return status(429);
  const room = await cursorRoomFor(data.path, connectionId);
  const sender = room.find((c) => c.connectionId === connectionId);
  if (!sender) return status(403);
  await sendToCursorRoom(endpoint, data.path, cursorUpdate({ ...data, userName: sender.userName, socketId: connectionId }), connectionId, room);
  return status(200);
});
