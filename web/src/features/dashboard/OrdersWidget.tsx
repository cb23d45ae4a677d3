import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from 'primereact/skeleton';
import type { DashboardOrders } from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../../format/format';
import { useRealtimeClient } from '../../session/realtime/realtime-context';
import { fetchDashboardOrders } from './dashboard-api';
import { DASHBOARD_TEXTS } from './texts';
import { Widget } from './Widget';

// chart.js is large: it loads only when an order role opens the dashboard, not with the shell.
const OrdersChart = lazy(() => import('./OrdersChart'));
const T = DASHBOARD_TEXTS.orders;

function Figures({ orders }: { readonly orders: DashboardOrders }) {
  const today = orders.days.at(-1);
  const yesterday = orders.days.at(-2);
  return (
    <div className="dashboard-figures">
      <div>
        <span className="dashboard-figure-label">{T.today}</span>
        <strong data-testid="orders-today-count">{formatNumber(today?.orderCount ?? 0)}</strong> {T.count.toLocaleLowerCase('tr-TR')}
        <strong data-testid="orders-today-revenue" className="dashboard-revenue">
          {formatCurrency(today?.revenue ?? 0)}
        </strong>
      </div>
      <small>{T.vsYesterday(formatNumber(yesterday?.orderCount ?? 0), formatCurrency(yesterday?.revenue ?? 0))}</small>
    </div>
  );
}

/** Order roles' widget: today against yesterday, 14 days as a chart and as a table for screen readers, the latest orders; a new order refreshes it at once. */
export function OrdersWidget() {
  const orders = useRemoteData(fetchDashboardOrders, 'orders');
  const client = useRealtimeClient();
  const { refresh } = orders;
  useEffect(() => client?.onOrder(() => refresh()), [client, refresh]);
  return (
    <Widget title={T.title} data={orders}>
      {(data) => (
        <>
          <Figures orders={data} />
          <h3 className="dashboard-subtitle">{T.chartTitle}</h3>
          <Suspense fallback={<Skeleton height="14rem" />}>
            <OrdersChart days={data.days} />
          </Suspense>
          <table className="dashboard-sr">
            <caption>{T.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.day}</th>
                <th scope="col">{T.count}</th>
                <th scope="col">{T.revenue}</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatDate(`${d.day}T12:00:00+03:00`)}</th>
                  <td>{formatNumber(d.orderCount)}</td>
                  <td>{formatCurrency(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="dashboard-subtitle">{T.latest}</h3>
          {data.latest.length === 0 ? (
            <p>{T.noOrders}</p>
          ) : (
            <ul className="dashboard-list">
              {data.latest.map((o) => (
                <li key={o.id}>
                  <Link to={`/admin/order/detail/${encodeURIComponent(o.id)}`}>#{o.id}</Link> {o.customerName} · {formatCurrency(o.total)} ·{' '}
                  <small>{formatDateTime(o.createdAt)}</small>
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/order/list">{T.allOrders}</Link>
        </>
      )}
    </Widget>
  );
}
