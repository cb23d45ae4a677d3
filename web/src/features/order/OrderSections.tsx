import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { PAYMENT_METHOD_LABELS, type OrderDetail, type OrderEvent, type OrderLine, type PaymentRecord } from '@shop/shared';
import { formatCurrency, formatDateTime, formatNumber } from '../../format/format';
import { customerPath } from './customer-link';
import { ORDER_TEXTS } from './texts';

const L = ORDER_TEXTS.lineColumns;
const N = ORDER_TEXTS.counters;

const COUNTERS = [
  ['shippedQuantity', N.shipped],
  ['deliveredQuantity', N.delivered],
  ['cancelledQuantity', N.cancelled],
  ['returnRequestedQuantity', N.returnRequested],
  ['returnedQuantity', N.returned],
] as const;

/** The lines with their variant, warehouse and the five counters (a zero is shown quietly, so partial states stand out). */
export function OrderLinesCard({ order, warehouseName }: { readonly order: OrderDetail; readonly warehouseName: (id: string) => string }) {
  return (
    <Card title={ORDER_TEXTS.cards.lines} className="order-card">
      <DataTable
        value={order.lines}
        dataKey="id"
        size="small"
        stripedRows
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- PrimeReact 10 has no other way to stack rows on phones
        responsiveLayout="stack"
        breakpoint="768px"
        aria-label={ORDER_TEXTS.cards.lines}
      >
        <Column
          header={L.image}
          body={(l: OrderLine) =>
            l.imageUrl ? (
              <img className="order-line-image" src={l.imageUrl} alt="" loading="lazy" />
            ) : (
              <span className="order-line-image" aria-hidden="true" />
            )
          }
        />
        <Column
          header={L.name}
          body={(l: OrderLine) => (
            <span className="order-two-line">
              {l.name}
              {l.optionLabel ? <small>{l.optionLabel}</small> : null}
            </span>
          )}
        />
        <Column header={L.sku} body={(l: OrderLine) => <span className="order-mono">{l.sku}</span>} />
        <Column header={L.warehouse} body={(l: OrderLine) => warehouseName(l.warehouseId)} />
        <Column header={L.unitPrice} align="right" body={(l: OrderLine) => formatCurrency(l.unitPrice)} />
        <Column header={L.quantity} align="right" body={(l: OrderLine) => formatNumber(l.quantity)} />
        <Column header={L.total} align="right" body={(l: OrderLine) => formatCurrency(l.total)} />
        <Column
          header={L.counters}
          body={(l: OrderLine) => (
            <dl className="order-counters" data-testid={`counters-${l.id}`}>
              {COUNTERS.map(([key, label]) => (
                <div key={key} className={l[key] > 0 ? 'order-counter' : 'order-counter order-counter-zero'}>
                  <dt>{label}</dt>
                  <dd>{formatNumber(l[key])}</dd>
                </div>
              ))}
            </dl>
          )}
        />
      </DataTable>
    </Card>
  );
}

const C = ORDER_TEXTS.customer;

export function CustomerCard({ order }: { readonly order: OrderDetail }) {
  const { customer } = order;
  return (
    <Card title={ORDER_TEXTS.cards.customer} className="order-card">
      <dl className="detail-list">
        <dt>{C.name}</dt>
        <dd>
          <Link className="row-link" to={customerPath(customer)} aria-label={`${C.open}: ${customer.name}`}>
            {customer.name}
          </Link>
        </dd>
        <dt>{C.email}</dt>
        <dd>
          <a className="row-link" href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        </dd>
        <dt>{C.phone}</dt>
        <dd>
          {customer.phone ? (
            <a className="row-link" href={`tel:${customer.phone.replaceAll(' ', '')}`}>
              {customer.phone}
            </a>
          ) : (
            C.noPhone
          )}
        </dd>
        <dt>{C.kind}</dt>
        <dd>{C.kinds[customer.kind]}</dd>
      </dl>
    </Card>
  );
}

export function AddressCard({ order }: { readonly order: OrderDetail }) {
  const a = order.shippingAddress;
  return (
    <Card title={ORDER_TEXTS.cards.address} className="order-card">
      {a ? (
        <address className="order-address">
          <strong>{a.name}</strong>
          <span>{a.address}</span>
          <span>{[a.postalCode, `${a.district} / ${a.province}`].filter(Boolean).join(' ')}</span>
          <span>{a.phone}</span>
        </address>
      ) : (
        <p className="order-muted">{ORDER_TEXTS.noAddress}</p>
      )}
    </Card>
  );
}

const I = ORDER_TEXTS.invoice;

export function InvoiceCard({ order }: { readonly order: OrderDetail }) {
  const invoice = order.invoice;
  return (
    <Card title={ORDER_TEXTS.cards.invoice} className="order-card">
      <dl className="detail-list">
        {invoice ? (
          <>
            <dt>{I.kind}</dt>
            <dd>{I.kinds[invoice.kind]}</dd>
            {invoice.kind === 'INDIVIDUAL' ? (
              <>
                <dt>{I.name}</dt>
                <dd>{invoice.name}</dd>
                <dt>{I.tckn}</dt>
                <dd className="order-mono">{invoice.tckn}</dd>
              </>
            ) : (
              <>
                <dt>{I.companyName}</dt>
                <dd>{invoice.companyName}</dd>
                <dt>{I.vkn}</dt>
                <dd className="order-mono">{invoice.vkn}</dd>
                <dt>{I.taxOffice}</dt>
                <dd>{invoice.taxOffice}</dd>
              </>
            )}
            <dt>{I.address}</dt>
            <dd>
              {invoice.address ? (
                <address className="order-address">
                  <span>{invoice.address.address}</span>
                  <span>{[invoice.address.postalCode, `${invoice.address.district} / ${invoice.address.province}`].filter(Boolean).join(' ')}</span>
                </address>
              ) : (
                <span className="order-muted">{I.sameAsDelivery}</span>
              )}
            </dd>
          </>
        ) : (
          <dd className="order-muted order-span">{I.none}</dd>
        )}
        <dt>{I.number}</dt>
        <dd>{order.invoiceNumber ?? <span className="order-muted">{I.notIssued}</span>}</dd>
      </dl>
    </Card>
  );
}

const S = ORDER_TEXTS.totals;

export function TotalsCard({ order }: { readonly order: OrderDetail }) {
  const t = order.totals;
  return (
    <Card title={ORDER_TEXTS.cards.totals} className="order-card">
      <dl className="order-totals">
        <dt>{S.subtotal}</dt>
        <dd>{formatCurrency(t.subtotal)}</dd>
        <dt>{order.couponCode ? `${S.discount} (${order.couponCode})` : S.discount}</dt>
        <dd>{t.discount > 0 ? `−${formatCurrency(t.discount)}` : formatCurrency(0)}</dd>
        <dt>{S.cargo}</dt>
        <dd>{formatCurrency(t.cargo)}</dd>
        <dt>{S.codFee}</dt>
        <dd>{formatCurrency(t.codFee)}</dd>
        <dt className="order-total">{S.total}</dt>
        <dd className="order-total" data-testid="order-total">
          {formatCurrency(t.total)}
        </dd>
      </dl>
    </Card>
  );
}

const P = ORDER_TEXTS.payments;
const methodLabel = (p: PaymentRecord) => (p.method === 'BANKA_HAVALESI' ? P.bankTransfer : PAYMENT_METHOD_LABELS[p.method]);

export function PaymentsCard({ order }: { readonly order: OrderDetail }) {
  return (
    <Card title={ORDER_TEXTS.cards.payments} className="order-card">
      <p className="order-muted">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        {order.paymentDueAt && order.paymentStatus === 'AWAITING_PAYMENT' ? ` · ${P.dueAt}: ${formatDateTime(order.paymentDueAt)}` : null}
      </p>
      {order.payments.length === 0 ? (
        <p className="order-muted">{P.none}</p>
      ) : (
        <ul className="order-records">
          {order.payments.map((p) => (
            <li key={p.id}>
              <div className="order-record-head">
                <Tag value={P.kinds[p.kind]} severity={p.kind === 'PAYMENT' ? 'success' : 'info'} />
                <strong>{p.kind === 'REFUND' ? `−${formatCurrency(p.amount)}` : formatCurrency(p.amount)}</strong>
                <span>{methodLabel(p)}</span>
              </div>
              {p.reference ? (
                <div>
                  {P.reference}: <span className="order-mono">{p.reference}</span>
                </div>
              ) : null}
              {p.iban ? (
                <div>
                  {P.iban}: <span className="order-mono">{p.iban}</span>
                </div>
              ) : null}
              <small className="order-muted">
                {formatDateTime(p.at)} · {P.by(p.by.name)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const SH = ORDER_TEXTS.shipments;

export function ShipmentsCard({ order }: { readonly order: OrderDetail }) {
  const lineName = (id: string) => {
    const line = order.lines.find((l) => l.id === id);
    if (!line) return id;
    return line.optionLabel ? `${line.name} (${line.optionLabel})` : line.name;
  };
  return (
    <Card title={ORDER_TEXTS.cards.shipments} className="order-card">
      {order.carrier ? <p className="order-muted">{SH.chosen(order.carrier.name)}</p> : null}
      {order.shipments.length === 0 ? (
        <p className="order-muted">{SH.none}</p>
      ) : (
        <ul className="order-records">
          {order.shipments.map((s) => (
            <li key={s.id}>
              <div className="order-record-head">
                <strong>{s.carrierName}</strong>
                {s.trackingUrl ? (
                  <a
                    className="order-mono"
                    href={s.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={SH.trackingLabel(s.carrierName, s.trackingNumber)}
                  >
                    {s.trackingNumber} <i className="pi pi-external-link" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="order-mono">{s.trackingNumber}</span>
                )}
                {s.desi === undefined ? null : <span>{SH.desi(formatNumber(s.desi))}</span>}
                <Tag value={s.deliveredAt ? SH.deliveredAt : SH.inTransit} severity={s.deliveredAt ? 'success' : 'info'} />
              </div>
              <ul className="order-shipment-lines">
                {s.lines.map((l) => (
                  <li key={l.lineId}>{SH.lineQuantity(lineName(l.lineId), formatNumber(l.quantity))}</li>
                ))}
              </ul>
              <small className="order-muted">
                {SH.shippedAt}: {formatDateTime(s.shippedAt)} · {s.by.name}
                {s.deliveredAt ? ` · ${SH.deliveredAt}: ${formatDateTime(s.deliveredAt)}` : null}
              </small>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const EVENT_ICONS: Partial<Record<OrderEvent['type'], string>> = {
  PLACED: 'pi-shopping-cart',
  CONFIRMED: 'pi-check',
  PAYMENT_RECEIVED: 'pi-wallet',
  PREPARING: 'pi-box',
  INVOICE_ISSUED: 'pi-file',
  SHIPPED: 'pi-truck',
  DELIVERED: 'pi-home',
  COMPLETED: 'pi-check-circle',
  CANCELLED: 'pi-times-circle',
  REFUNDED: 'pi-replay',
  NOTE: 'pi-comment',
  STOCK: 'pi-warehouse',
  EMAIL_SENT: 'pi-envelope',
  EMAIL_FAILED: 'pi-exclamation-triangle',
  RETURN: 'pi-undo',
};

const TL = ORDER_TEXTS.timeline;

/** Every transition, note, e-mail and stock movement, newest first, with who and when. */
export function TimelineCard({ order }: { readonly order: OrderDetail }) {
  const events = [...order.events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card title={ORDER_TEXTS.cards.timeline} className="order-card">
      {events.length === 0 ? (
        <p className="order-muted">{TL.empty}</p>
      ) : (
        <ol className="order-timeline" aria-label={ORDER_TEXTS.cards.timeline}>
          {events.map((e) => (
            <li key={e.id} data-type={e.type}>
              <i className={`pi ${EVENT_ICONS[e.type] ?? 'pi-circle'} order-timeline-icon`} aria-hidden="true" />
              <div className="order-timeline-body">
                <div className="order-timeline-message">
                  {e.message}
                  {e.visibleToCustomer ? <Tag value={TL.visibleToCustomer} severity="warning" className="order-timeline-visible" /> : null}
                </div>
                {e.note ? <blockquote className="order-timeline-note">{e.note}</blockquote> : null}
                <small className="order-muted">
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.by?.name ?? TL.system}
                </small>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
