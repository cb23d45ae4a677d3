import * as z from 'zod';
import { putConnection, putVisitorConnection } from '../../repositories/connection-repository';
import { consumeTicket } from '../../repositories/ticket-repository';
import { realtimeHandler, status } from '../../realtime/realtime-handler';

const querySchema = z.object({ ticket: z.string().min(1).max(128) });

/** $connect: a valid, unused ticket opens the connection as its holder (an admin, or a visitor of one conversation); anything else is refused with 401. */
export const handler = realtimeHandler('connect', async (event) => {
  const query = querySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) return status(401);
  const holder = await consumeTicket(query.data.ticket);
  if (!holder) return status(401);
  const connectionId = event.requestContext.connectionId;
  // A visitor's ticket opens a visitor's connection, scoped to its conversation; it is never an admin's.
  if (holder.conversationId) await putVisitorConnection({ connectionId, conversationId: holder.conversationId, userName: holder.userName });
  else await putConnection({ connectionId, ...holder });
  return status(200);
});
