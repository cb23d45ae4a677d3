import type { Presence } from '@shop/shared';
import { setConnectionPresence } from '../repositories/connection-repository';
import { broadcastPresence } from './fan-out';
import { claimedName } from './presence';
import { status, unknownConnection, type RealtimeMessage, type WebSocketResult } from './realtime-handler';

/** admin:join and admin:update: the connection is now on `path`, and everyone gets the new list. */
export const updatePresence = async ({ connectionId, endpoint, data }: RealtimeMessage<Pick<Presence, 'path' | 'userName'>>): Promise<WebSocketResult> => {
  const updated = await setConnectionPresence(connectionId, { path: data.path, presenceName: claimedName(data.userName) });
  if (!updated) return unknownConnection();
  await broadcastPresence(endpoint);
  return status(200);
};
