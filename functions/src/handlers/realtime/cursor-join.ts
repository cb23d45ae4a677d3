import { cursorJoinSchema } from '@shop/shared';
import { joinCursorRoom, listCursorRoom, type Connection } from '../../repositories/connection-repository';
import { sendTo, sendToCursorRoom } from '../../realtime/fan-out';
import { messageHandler, status, unknownConnection } from '../../realtime/realtime-handler';
import { cursorRemove, cursorsInit } from '../../realtime/server-events';

/** The others in the room whose cursor has a stored position, as cursor:update would show them. */
const currentCursors = (room: readonly Connection[], path: string, self: string) =>
  room.flatMap((c) => (c.connectionId !== self && c.cursor ? [{ ...c.cursor, path, userName: c.userName, socketId: c.connectionId }] : []));

/**
 * admin:cursor:join {path}: the connection shares and receives cursors on `path` from now on.
 * cursors:init gives the others' cursors on the page where they last were (stored at most a
 * second apart, see cursor-position-store), so a newcomer sees them at once; one that has not
 * moved yet appears with its first move. It also tells the client to drop cursors of the page
 * it was on before.
 */
export const handler = messageHandler('cursorJoin', cursorJoinSchema, async ({ connectionId, endpoint, data }) => {
  const before = await joinCursorRoom(connectionId, data.path);
  if (!before) return unknownConnection();
  const leftRoom = before.cursorPath !== undefined && before.cursorPath !== data.path ? before.cursorPath : undefined;
  const room = await listCursorRoom(data.path);
  await Promise.all([
    sendTo(endpoint, [before], cursorsInit(currentCursors(room, data.path, connectionId))),
    leftRoom === undefined ? undefined : sendToCursorRoom(endpoint, leftRoom, cursorRemove(connectionId), connectionId),
  ]);
  return status(200);
});
