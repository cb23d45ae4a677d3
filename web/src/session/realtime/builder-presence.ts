import { useEffect, useSyncExternalStore } from 'react';
import { selectorsOf } from './presence-view';
import { useRealtimeClient } from './realtime-context';

const noSubscription = () => () => undefined;

/** Shares the builder row this admin has selected with the others on the page, and withdraws it on leaving. */
export const useShareSelection = (componentId: string | null): void => {
  const client = useRealtimeClient();
  useEffect(() => {
    client?.setSelection(componentId ?? undefined);
  }, [client, componentId]);
  useEffect(() => () => client?.setSelection(undefined), [client]);
};

/** The names of the other admins who have this row selected ('' when none); re-renders the row only when they change. */
export const useRowSelectors = (componentId: string): string => {
  const client = useRealtimeClient();
  return useSyncExternalStore(client?.subscribe ?? noSubscription, () => (client ? selectorsOf(client.getSnapshot(), componentId) : ''));
};
