import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { MESSAGES, NOTIFICATION_LIST_MAX_HEIGHT_PX, canSeePage, type Notification } from '@shop/shared';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { badgeLabel } from './badge';
import { followHref } from './follow-href';
import { useNow } from '../../../format/use-now';
import { NotificationItem } from './NotificationItem';
import { markAllNotificationsRead, markNotificationRead, useNotificationPolling, useNotifications } from './notification-store';
import { NOTIFICATION_TEXTS } from './texts';

const PAGE_PATH = '/admin/other/notifications';

export function NotificationBell() {
  useNotificationPolling();
  const panel = useRef<OverlayPanel>(null);
  const navigate = useNavigate();
  const { groups } = useSignedInUser();
  const { items, unreadCount } = useNotifications();
  const now = useNow();
  const badge = badgeLabel(unreadCount);

  const open = (notification: Notification) => {
    panel.current?.hide();
    void markNotificationRead(notification.id);
    followHref(notification.href, navigate);
  };

  return (
    <>
      <Button
        icon="pi pi-bell"
        text
        rounded
        data-tour="notifications"
        className="notification-bell"
        aria-label={badge ? NOTIFICATION_TEXTS.bellWithCount(badge) : NOTIFICATION_TEXTS.bell}
        aria-haspopup="dialog"
        {...(badge ? { badge, badgeClassName: 'p-badge-danger' } : {})}
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel ref={panel} className="notification-panel" aria-label={NOTIFICATION_TEXTS.bell}>
        <div className="notification-panel-header">
          <strong>{NOTIFICATION_TEXTS.bell}</strong>
          <Button
            label={NOTIFICATION_TEXTS.markAllRead}
            text
            size="small"
            disabled={unreadCount === 0}
            onClick={() => void markAllNotificationsRead()}
          />
        </div>
        {items.length === 0 ? (
          <p className="notification-empty">{MESSAGES.empty.notifications}</p>
        ) : (
          <ul className="notification-list" style={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT_PX }}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
        {canSeePage(groups, PAGE_PATH) && (
          <Link className="notification-all" to={PAGE_PATH} onClick={() => panel.current?.hide()}>
            {NOTIFICATION_TEXTS.showAll}
          </Link>
        )}
      </OverlayPanel>
    </>
  );
}
