import { useEffect, useSyncExternalStore } from 'react';
import { NOTIFICATION_POLL_INTERVAL_MS, type Notification } from '@shop/shared';
import { apiFetch } from '../../../api/client';

export interface NotificationsSnapshot {
  readonly items: readonly Notification[];
  readonly unreadCount: number;
  /** 'error' only until the next successful load; the bell keeps showing what it had. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
}

let snapshot: NotificationsSnapshot = { items: [], unreadCount: 0, status: 'idle' };
const listeners = new Set<() => void>();
/** Only the newest load may write: a slow poll must not undo a later mark-read. */
let loadSequence = 0;

const set = (next: Partial<NotificationsSnapshot>) => {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Reloads the list and the unread count; the realtime client calls this on `order:new`. */
export const refreshNotifications = async (): Promise<void> => {
  const sequence = ++loadSequence;
  if (snapshot.status !== 'ready') set({ status: 'loading' });
  try {
    const [items, { count }] = await Promise.all([apiFetch('listNotifications'), apiFetch('countUnreadNotifications')]);
    if (sequence === loadSequence) set({ items, unreadCount: count, status: 'ready' });
  } catch (error) {
    // Spec §8: a failed fetch is logged only; the page offers a retry.
    console.error('Bildirimler alınamadı', error);
    if (sequence === loadSequence) set({ status: 'error' });
  }
};

export const markNotificationRead = async (id: Notification['id']): Promise<void> => {
  const target = snapshot.items.find((n) => n.id === id);
  if (target && !target.isRead) {
    loadSequence++;
    set({
      items: snapshot.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      unreadCount: Math.max(0, snapshot.unreadCount - 1),
    });
  }
  try {
    await apiFetch('markNotificationRead', { params: { id: String(id) } });
  } catch (error) {
    console.error('Bildirim okundu işaretlenemedi', error);
    await refreshNotifications();
  }
};

export const markAllNotificationsRead = async (): Promise<void> => {
  loadSequence++;
  set({ items: snapshot.items.map((n) => (n.isRead ? n : { ...n, isRead: true })), unreadCount: 0 });
  try {
    await apiFetch('markAllNotificationsRead');
  } catch (error) {
    console.error('Bildirimler okundu işaretlenemedi', error);
  }
  await refreshNotifications();
};

export const useNotifications = (): NotificationsSnapshot => useSyncExternalStore(subscribe, () => snapshot);

/** Loads at once, then every 60 s and whenever the window gets the focus back (spec §9). */
export const useNotificationPolling = (): void => {
  useEffect(() => {
    void refreshNotifications();
    const timer = window.setInterval(() => void refreshNotifications(), NOTIFICATION_POLL_INTERVAL_MS);
    const onFocus = () => void refreshNotifications();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
};

/** On sign-out: the next admin on this tab must not see this one's bell, even for a moment. */
export const clearNotifications = (): void => {
  loadSequence++;
  set({ items: [], unreadCount: 0, status: 'idle' });
};
