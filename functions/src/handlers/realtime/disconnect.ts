import { deleteConnection } from '../../repositories/connection-repository';
import { announceDepartures } from '../../realtime/fan-out';
import { managementEndpoint } from '../../realtime/post-to-connections';
import { realtimeHandler, status } from '../../realtime/realtime-handler';

/** $disconnect: the connection's cursor leaves its page and its presence leaves the list. */
export const handler = realtimeHandler('disconnect', async (event) => {
  const departed = await deleteConnection(event.requestContext.connectionId);
  if (departed) await announceDepartures(managementEndpoint(event.requestContext), [departed]);
  return status(200);
});
