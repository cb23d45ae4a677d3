import { Link } from 'react-router-dom';
import { canSeePage } from '@shop/shared';
import { useSignedInUser } from '../../session/auth/auth-context';
import { useRemoteData } from '../../api/use-remote-data';
import { formatDateTime, formatNumber } from '../../format/format';
import { useNotifications } from '../other/notifications/notification-store';
import { fetchDashboardCustomers, fetchDashboardProducts, fetchDashboardTheme } from './dashboard-api';
import { DASHBOARD_TEXTS as T } from './texts';
import { Widget } from './Widget';

/** New members and guests since Monday; the server leaves out what the role may not see. */
export function CustomersWidget() {
  const customers = useRemoteData(fetchDashboardCustomers, 'customers');
  return (
    <Widget title={T.customers.title} data={customers}>
      {(data) => (
        <dl className="dashboard-counts">
          {data.newMembers === undefined ? null : (
            <div>
              <dt>{T.customers.members}</dt>
              <dd>
                <Link to="/admin/member/list">{formatNumber(data.newMembers)}</Link>
              </dd>
            </div>
          )}
          {data.newGuests === undefined ? null : (
            <div>
              <dt>{T.customers.guests}</dt>
              <dd>
                <Link to="/admin/member/guest/list">{formatNumber(data.newGuests)}</Link>
              </dd>
            </div>
          )}
        </dl>
      )}
    </Widget>
  );
}

/** Variant × warehouse levels out of stock and low (at or below Ürün Ayarları' threshold), fewest first, each linked. */
export function ProductsWidget({ canEdit }: { readonly canEdit: boolean }) {
  const products = useRemoteData(fetchDashboardProducts, 'products');
  const href = (productId: string) => (canEdit ? `/admin/catalog/product/upsert/${encodeURIComponent(productId)}` : '/admin/catalog/product');
  return (
    <Widget title={T.products.title} data={products}>
      {(data) => {
        if (data.levels.length === 0) return <p>{T.products.none(data.threshold)}</p>;
        const groups = [
          [T.products.outOfStock, data.levels.filter((l) => l.available <= 0)],
          [T.products.low(data.threshold), data.levels.filter((l) => l.available > 0)],
        ] as const;
        return groups.map(([title, list]) =>
          list.length === 0 ? null : (
            <section key={title}>
              <h3 className="dashboard-subtitle">{title}</h3>
              <ul className="dashboard-list">
                {list.map((l) => (
                  <li key={`${l.variantId}#${l.warehouseId}`}>
                    <Link to={href(l.productId)}>{l.productName}</Link>
                    {l.optionLabel ? ` (${l.optionLabel})` : ''} · {l.warehouseName} · {T.products.available(formatNumber(l.available))}
                  </li>
                ))}
              </ul>
            </section>
          ),
        );
      }}
    </Widget>
  );
}

/** When the storefront was last published and by whom, with the way into the builder. */
export function ThemeWidget() {
  const theme = useRemoteData(fetchDashboardTheme, 'theme');
  return (
    <Widget title={T.theme.title} data={theme}>
      {(data) => (
        <>
          <p data-testid="theme-last-published">
            {data.lastPublished
              ? T.theme.lastPublished(
                  formatDateTime(data.lastPublished.at),
                  data.lastPublished.by.name ?? data.lastPublished.by.email ?? '—',
                  data.lastPublished.area,
                )
              : T.theme.never}
          </p>
          <Link to="/admin/theme">{T.theme.open}</Link>
        </>
      )}
    </Widget>
  );
}

const NOTIFICATIONS_PATH = '/admin/other/notifications';

/** Everyone's unread notifications, from the bell's own store (no second request). */
export function NotificationsWidget() {
  const { unreadCount } = useNotifications();
  // The Bildirimler page is for notifications:manage; other roles see their count without a link that leads to "yetkiniz yok".
  const mayOpen = canSeePage(useSignedInUser().groups, NOTIFICATIONS_PATH);
  return (
    <Widget title={T.notifications.title} data={{ status: 'ready', data: unreadCount, retry: () => undefined }}>
      {(count) => (
        <>
          <p>{count > 0 ? T.notifications.unread(formatNumber(count)) : T.notifications.none}</p>
          {mayOpen && <Link to={NOTIFICATIONS_PATH}>{T.notifications.open}</Link>}
        </>
      )}
    </Widget>
  );
}
