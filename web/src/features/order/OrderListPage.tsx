import { Link } from 'react-router-dom';
import { findAdminPage, type Order } from '@shop/shared';
import { formatCurrency, formatDateTime, formatNumber } from '../../format/format';
import type { TableColumn } from '../../widgets/data-page/CursorTable';
import { TableListPage } from '../../widgets/data-page/TableListPage';
import { fetchOrders } from './order-api';
import { orderPath } from './customer-link';
import { OrderStatusTag } from './OrderStatusTag';
import { ORDER_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/order/list')?.label;
const C = ORDER_TEXTS.columns;

const COLUMNS: readonly TableColumn<Order>[] = [
  {
    key: 'id',
    header: C.id,
    body: (o) => (
      <Link className="row-link" to={orderPath(o.id)}>
        #{o.id}
      </Link>
    ),
  },
  { key: 'customer', header: C.customer, body: (o) => o.customer.name },
  { key: 'email', header: C.email, body: (o) => o.customer.email },
  { key: 'lines', header: C.lines, align: 'right', body: (o) => formatNumber(o.lines.reduce((n, l) => n + l.quantity, 0)) },
  { key: 'total', header: C.total, align: 'right', body: (o) => formatCurrency(o.total) },
  { key: 'status', header: C.status, body: (o) => <OrderStatusTag status={o.status} /> },
  { key: 'createdAt', header: C.createdAt, body: (o) => formatDateTime(o.createdAt) },
];

export default function OrderListPage() {
  return <TableListPage title={TITLE} load={fetchOrders} columns={COLUMNS} emptyMessage={ORDER_TEXTS.empty} label={ORDER_TEXTS.listLabel} />;
}
