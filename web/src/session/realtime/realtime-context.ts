import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeSnapshot } from './realtime-client';

export const RealtimeContext = createContext<RealtimeClient | undefined>(undefined);

/** The admin app's one realtime client; undefined outside /admin or signed out. */
export const useRealtimeClient = (): RealtimeClient | undefined => useContext(RealtimeContext);

const OFFLINE: RealtimeSnapshot = { status: 'idle', selfId: undefined, path: '', selection: undefined, admins: [], cursors: {} };
const noSubscription = () => () => undefined;
const offline = () => OFFLINE;

export const useRealtimeSnapshot = (): RealtimeSnapshot => {
  const client = useRealtimeClient();
  return useSyncExternalStore(client?.subscribe ?? noSubscription, client?.getSnapshot ?? offline);
};
