import type { Presence } from '@shop/shared';
import { setConnectionPresence } from '../repositories/connection-repository';
import { broadcastPresence, sendTo } from './fan-out';
import { status, unknownConnection, type RealtimeMessage, type WebSocketResult } from './realtime-handler';
import { adminSelf } from './server-events';

/**
 * admin:join and admin:update: the connection is now on `path` (with the builder row it has
 * selected, if any), and everyone gets the new
 * list. The sender also learns its own socketId (admin:self), so it can leave itself out of
 * that list; the claimed userName is ignored (see presenceList).
 */
export const updatePresence = async ({
  connectionId,
  endpoint,
  data,
}: RealtimeMessage<Pick<Presence, 'path' | 'userName' | 'selectedComponentId'>>): Promise<WebSocketResult> => {
  const updated = await setConnectionPresence(connectionId, { path: data.path, selectedComponentId: data.selectedComponentId });
  if (!updated) return unknownConnection();
  await Promise.all([sendTo(endpoint, [updated], adminSelf(connectionId)), broadcastPresence(endpoint)]);
  return status(200);
};
