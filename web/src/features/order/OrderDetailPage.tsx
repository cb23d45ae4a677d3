import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { findAdminPage } from '@shop/shared';
import { formatCurrency, formatDateTime, formatNumber } from '../../format/format';
import { DetailPage } from '../../widgets/data-page/DetailPage';
import { useRouteRecord } from '../../widgets/data-page/use-route-record';
import { customerPath } from './customer-link';
import { fetchOrder } from './order-api';
import { OrderStatusTag } from './OrderStatusTag';
import { ORDER_TEXTS } from './texts';

const LIST = { to: '/admin/order/list', label: findAdminPage('/admin/order/list')?.label ?? '' };
const L = ORDER_TEXTS.lineColumns;

export default function OrderDetailPage() {
  const order = useRouteRecord(fetchOrder);
  return (
    <DetailPage resource={order} list={LIST} title={(o) => ORDER_TEXTS.detailTitle(o.id)} actions={(o) => <OrderStatusTag status={o.status} />}>
      {(o) => (
        <>
          <div className="detail-grid">
            <Card title={ORDER_TEXTS.summaryCard}>
              <dl className="detail-list">
                <dt>{ORDER_TEXTS.columns.createdAt}</dt>
                <dd>{formatDateTime(o.createdAt)}</dd>
                <dt>{ORDER_TEXTS.columns.total}</dt>
                <dd data-testid="order-total">{formatCurrency(o.total)}</dd>
                <dt>{ORDER_TEXTS.columns.lines}</dt>
                <dd>{formatNumber(o.lines.reduce((n, l) => n + l.quantity, 0))}</dd>
              </dl>
            </Card>
            <Card title={ORDER_TEXTS.customerCard}>
              <dl className="detail-list">
                <dt>{ORDER_TEXTS.columns.customer}</dt>
                <dd>
                  <Link className="row-link" to={customerPath(o.customer)} aria-label={`${ORDER_TEXTS.openCustomer}: ${o.customer.name}`}>
                    {o.customer.name}
                  </Link>
                </dd>
                <dt>{ORDER_TEXTS.columns.email}</dt>
                <dd>{o.customer.email}</dd>
                <dt>{ORDER_TEXTS.customerType}</dt>
                <dd>{ORDER_TEXTS.customerKind[o.customer.kind]}</dd>
              </dl>
            </Card>
          </div>
          <Card title={ORDER_TEXTS.linesCard}>
            {/* eslint-disable-next-line @typescript-eslint/no-deprecated -- PrimeReact 10 has no other way to stack rows on phones */}
            <DataTable value={o.lines} size="small" stripedRows responsiveLayout="stack" breakpoint="768px" aria-label={ORDER_TEXTS.linesCard}>
              <Column header={L.name} field="name" />
              <Column header={L.quantity} align="right" body={(l: (typeof o.lines)[number]) => formatNumber(l.quantity)} />
              <Column header={L.unitPrice} align="right" body={(l: (typeof o.lines)[number]) => formatCurrency(l.unitPrice)} />
              <Column header={L.subtotal} align="right" body={(l: (typeof o.lines)[number]) => formatCurrency(l.unitPrice * l.quantity)} />
            </DataTable>
          </Card>
        </>
      )}
    </DetailPage>
  );
}
