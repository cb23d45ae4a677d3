import type { Notification } from '@shop/shared';
import { absoluteTime, relativeTime } from './relative-time';
import { NOTIFICATION_TEXTS } from './texts';

/** One notification as a button: activating it marks it read and follows its link. */
export function NotificationItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: (n: Notification) => void }) {
  return (
    <button type="button" className="notification-item" data-read={notification.isRead} onClick={() => onOpen(notification)}>
      <span className="notification-dot" aria-hidden="true" />
      <span className="notification-text">
        <span className="notification-title">{notification.title}</span>
        {notification.description && <span className="notification-description">{notification.description}</span>}
        <time className="notification-time" dateTime={notification.createdAt} title={absoluteTime(notification.createdAt)}>
          {relativeTime(notification.createdAt, now)}
        </time>
      </span>
      <span className="p-hidden-accessible">{notification.isRead ? NOTIFICATION_TEXTS.read : NOTIFICATION_TEXTS.unread}</span>
    </button>
  );
}
