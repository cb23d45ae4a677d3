import { useEffect, useEffectEvent } from 'react';
import { useRealtimeClient } from '../../session/realtime/realtime-context';

/**
 * Calls `onNewer` when the server says order `orderId` moved past `version` (order:updated on the
 * admin socket): another admin, or the scheduled havale cancel, changed the order on screen. An
 * event for the version already shown (this admin's own action) is no news.
 */
export const useOrderUpdates = (orderId: string, version: number | undefined, onNewer: () => void): void => {
  const client = useRealtimeClient();
  const notify = useEffectEvent((update: { orderId: string; version: number }) => {
    if (update.orderId === orderId && version !== undefined && update.version > version) onNewer();
  });
  useEffect(() => client?.onOrderUpdate((update) => notify(update)), [client]);
};
