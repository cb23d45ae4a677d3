import { cursorJoinSchema } from '@shop/shared';
import { joinCursorRoom } from '../../repositories/connection-repository';
import { sendTo, sendToCursorRoom } from '../../realtime/fan-out';
import { messageHandler, status, unknownConnection } from '../../realtime/realtime-handler';
import { cursorRemove, cursorsInit } from '../../realtime/server-events';

/**
 * admin:cursor:join {path}: the connection shares and receives cursors on `path` from now on.
 * cursors:init is always empty: cursor positions are never stored (each move goes straight
 * to the others), so the others appear with their next moves, and an idle one when its client
 * re-sends its last position on seeing the newcomer in admins:update (CURSOR_RESEND_DELAY_MS).
 * It still tells the client to drop cursors of the page it was on before.
 */
export const handler = messageHandler('cursorJoin', cursorJoinSchema, async ({ connectionId, endpoint, data }) => {
  const before = await joinCursorRoom(connectionId, data.path);
  if (!before) return unknownConnection();
  const leftRoom = before.cursorPath !== undefined && before.cursorPath !== data.path ? before.cursorPath : undefined;
  await Promise.all([
    sendTo(endpoint, [before], cursorsInit([])),
    leftRoom === undefined ? undefined : sendToCursorRoom(endpoint, leftRoom, cursorRemove(connectionId), connectionId),
  ]);
  return status(200);
});
