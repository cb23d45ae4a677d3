import * as z from 'zod';
import { leaveCursorRoom } from '../../repositories/connection-repository';
import { sendToCursorRoom } from '../../realtime/fan-out';
import { messageHandler, status, unknownConnection } from '../../realtime/realtime-handler';
import { cursorRemove } from '../../realtime/server-events';

/** The spec's admin:cursor:leave carries nothing; an empty object is accepted too. */
const leaveSchema = z.strictObject({}).optional();

/** admin:cursor:leave: the others on the page stop showing this cursor. */
export const handler = messageHandler('cursorLeave', leaveSchema, async ({ connectionId, endpoint }) => {
  const before = await leaveCursorRoom(connectionId);
  if (!before) return unknownConnection();
  if (before.cursorPath !== undefined) await sendToCursorRoom(endpoint, before.cursorPath, cursorRemove(connectionId), connectionId);
  return status(200);
});
