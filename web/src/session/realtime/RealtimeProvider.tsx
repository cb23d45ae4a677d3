import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ADMIN_SHELL_PERMISSIONS, canAny, displayName, ORDER_PERMISSIONS } from '@shop/shared';
import { useAuth } from '../auth/auth-context';
import { refreshNotifications } from '../../features/other/notifications/notification-store';
import { ringBell, unlockBellOnFirstInteraction } from './bell-sound';
import { browserRealtimeDeps } from './browser-deps';
import { showOrderAlert } from './order-alert';
import { RealtimeClient, type RealtimeDeps } from './realtime-client';
import { RealtimeContext } from './realtime-context';

const ADMIN_PATH = /^\/admin(\/|$)/;

interface Props {
  readonly children: ReactNode;
  /** Tests hand in a fake socket and ticket. */
  readonly deps?: RealtimeDeps;
}

/**
 * Opens the one realtime connection while a signed-in admin is on an /admin page, and
 * closes it on sign-out or when they leave /admin. New orders raise the alert here, for
 * roles that may see orders.
 */
export function RealtimeProvider({ children, deps = browserRealtimeDeps }: Props) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const user = auth.status === 'signedIn' ? auth.user : undefined;
  const isAdmin = user !== undefined && canAny(user.groups, ADMIN_SHELL_PERMISSIONS);
  const onAdminPath = ADMIN_PATH.test(pathname);
  const userName = user ? displayName(user) : '';
  const seesOrders = user !== undefined && canAny(user.groups, ORDER_PERMISSIONS);
  const [client, setClient] = useState<RealtimeClient>();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  });

  useEffect(() => {
    if (!isAdmin || !onAdminPath) return;
    // The page at start; later moves go through setPath below.
    const next = new RealtimeClient(deps, userName, path.current);
    next.start();
    setClient(next);
    return () => {
      next.stop();
      setClient(undefined);
    };
  }, [deps, isAdmin, onAdminPath, userName]);

  useEffect(() => {
    if (!client) return;
    const resume = () => {
      if (document.visibilityState === 'visible') client.resume();
    };
    // A hidden tab's cursor leaves the page for the others; it comes back when the tab is shown.
    const followVisibility = () => {
      client.setVisible(document.visibilityState !== 'hidden');
      resume();
    };
    followVisibility();
    window.addEventListener('online', resume);
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      window.removeEventListener('online', resume);
      document.removeEventListener('visibilitychange', followVisibility);
    };
  }, [client]);

  useEffect(() => {
    if (onAdminPath) client?.setPath(pathname);
  }, [client, onAdminPath, pathname]);

  useEffect(() => {
    if (!client || !seesOrders) return;
    const stopUnlock = unlockBellOnFirstInteraction();
    const stopListening = client.onOrder((orderId) => {
      showOrderAlert(orderId);
      ringBell();
      void refreshNotifications();
    });
    return () => {
      stopUnlock();
      stopListening();
    };
  }, [client, seesOrders]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
