import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { MESSAGES, findAdminPage, type Notification } from '@shop/shared';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { usePageLoading } from '../../../ui/page-loading';
import { followHref } from './follow-href';
import { useNow } from '../../../format/use-now';
import { NotificationItem } from './NotificationItem';
import { markAllNotificationsRead, markNotificationRead, refreshNotifications, useNotifications } from './notification-store';
import { NOTIFICATION_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/other/notifications')?.label;
type Filter = 'all' | 'unread';
const FILTERS: { label: string; value: Filter }[] = [
  { label: NOTIFICATION_TEXTS.filterAll, value: 'all' },
  { label: NOTIFICATION_TEXTS.filterUnread, value: 'unread' },
];

/** Every notification the API lists (the newest 50), read and unread, with "mark all read". */
export default function NotificationsPage() {
  const navigate = useNavigate();
  const { items, unreadCount, status } = useNotifications();
  const now = useNow();
  const [filter, setFilter] = useState<Filter>('all');
  usePageLoading(status === 'loading' || status === 'idle');
  const shown = filter === 'unread' ? items.filter((n) => !n.isRead) : items;

  const open = (notification: Notification) => {
    void markNotificationRead(notification.id);
    followHref(notification.href, navigate);
  };

  return (
    <DataPage
      className="notifications-page"
      title={TITLE}
      actions={
        <Button
          label={NOTIFICATION_TEXTS.markAllRead}
          icon="pi pi-check-square"
          outlined
          disabled={unreadCount === 0}
          onClick={() => void markAllNotificationsRead()}
        />
      }
    >
      <div className="notifications-toolbar">
        <SelectButton value={filter} options={FILTERS} allowEmpty={false} onChange={(e) => setFilter(e.value as Filter)} />
        <span>{NOTIFICATION_TEXTS.unreadCount(unreadCount)}</span>
      </div>
      {status === 'error' && items.length === 0 ? (
        <Message
          severity="error"
          className="page-error"
          content={
            <div className="page-error-content">
              <span>{NOTIFICATION_TEXTS.loadFailed}</span>
              <Button label={NOTIFICATION_TEXTS.retry} icon="pi pi-refresh" size="small" onClick={() => void refreshNotifications()} />
            </div>
          }
        />
      ) : status !== 'ready' && items.length === 0 ? (
        <div className="skeleton-stack" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="3.5rem" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="notification-empty">{MESSAGES.empty.notifications}</p>
      ) : (
        <ul className="notification-list notification-list-page">
          {shown.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} now={now} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </DataPage>
  );
}
