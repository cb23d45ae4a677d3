import { Link } from 'react-router-dom';
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

/** Products out of stock and low on stock (at or below the threshold, shown), fewest first, each linked. */
export function ProductsWidget({ canEdit }: { readonly canEdit: boolean }) {
  const products = useRemoteData(fetchDashboardProducts, 'products');
  const href = (id: string) => (canEdit ? `/admin/catalog/product/upsert/${encodeURIComponent(id)}` : '/admin/catalog/product');
  return (
    <Widget title={T.products.title} data={products}>
      {(data) => {
        if (data.products.length === 0) return <p>{T.products.none(data.threshold)}</p>;
        const groups = [
          [T.products.outOfStock, data.products.filter((p) => p.stock <= 0)],
          [T.products.low(data.threshold), data.products.filter((p) => p.stock > 0)],
        ] as const;
        return groups.map(([title, list]) =>
          list.length === 0 ? null : (
            <section key={title}>
              <h3 className="dashboard-subtitle">{title}</h3>
              <ul className="dashboard-list">
                {list.map((p) => (
                  <li key={p.id}>
                    <Link to={href(p.id)}>{p.name}</Link> · {T.products.stock(formatNumber(p.stock))}
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

/** Everyone's unread notifications, from the bell's own store (no second request). */
export function NotificationsWidget() {
  const { unreadCount } = useNotifications();
  return (
    <Widget title={T.notifications.title} data={{ status: 'ready', data: unreadCount, retry: () => undefined }}>
      {(count) => (
        <>
          <p>{count > 0 ? T.notifications.unread(formatNumber(count)) : T.notifications.none}</p>
          <Link to="/admin/other/notifications">{T.notifications.open}</Link>
        </>
      )}
    </Widget>
  );
}
