import './order.css';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  API_ROUTES,
  availableOrderActions,
  can,
  canAny,
  findAdminPage,
  ORDER_ACTION_LABELS,
  type OrderActionKind,
  type OrderDetail,
} from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { formatDateTime } from '../../format/format';
import { useSignedInUser } from '../../session/auth/auth-context';
import { showToast, toastSuccess } from '../../ui/toast';
import { DetailPage } from '../../widgets/data-page/DetailPage';
import type { OrderActionBody } from './action-draft';
import { fetchOrder, fetchWarehouses, sendOrderAction } from './order-api';
import { loadCarriers } from './order-carriers';
import { OrderActionDialog } from './OrderActionDialog';
import { AddressCard, CustomerCard, InvoiceCard, OrderLinesCard, PaymentsCard, ShipmentsCard, TimelineCard, TotalsCard } from './OrderSections';
import { FulfillmentStatusTag, OrderStatusTag, PaymentStatusTag } from './OrderTags';
import { ORDER_TEXTS } from './texts';
import { useOrderUpdates } from './use-order-updates';

const LIST = { to: '/admin/order/list', label: findAdminPage('/admin/order/list')?.label ?? '' };
/** Statuses with something shipped: a return can be made for them (the returns page checks the lines). */
const RETURNABLE = new Set<OrderDetail['status']>(['PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED', 'COMPLETED']);
const ACTION_ICONS: Record<OrderActionKind, string> = {
  CONFIRM: 'pi pi-check',
  MARK_PAID: 'pi pi-wallet',
  PREPARE: 'pi pi-box',
  ISSUE_INVOICE: 'pi pi-file',
  SHIP: 'pi pi-truck',
  DELIVER: 'pi pi-home',
  COMPLETE: 'pi pi-check-circle',
  CANCEL: 'pi pi-times',
  REFUND: 'pi pi-replay',
  NOTE: 'pi pi-comment',
};

export const returnPath = (orderId: string) => `/admin/returns/list?orderId=${encodeURIComponent(orderId)}&new=1`;

/** The newer of two readings of the order (the load, an action's answer): versions only grow. */
const newest = (a: OrderDetail, b: OrderDetail | undefined) => (b?.id === a.id && b.version > a.version ? b : a);

/** Sipariş detayı: the order with its lines, people, money, parcels and timeline, and the actions its state and the user's role allow. */
export default function OrderDetailPage() {
  const id = useParams().id ?? '';
  const { groups } = useSignedInUser();
  const resource = useRemoteData((signal) => fetchOrder(id, signal), id);
  /** An action's answer, shown at once (the load is not asked again for it). */
  const [answered, setAnswered] = useState<OrderDetail>();
  const order = resource.data ? newest(resource.data, answered) : undefined;
  const [open, setOpen] = useState<OrderActionKind>();
  const carriers = useRemoteData((signal) => loadCarriers(signal), 'carriers');
  const mayWarehouses = canAny(groups, API_ROUTES.listWarehouses.access.anyOf);
  // Roles that may not read the warehouses (ORDER_MANAGER) see the line's warehouse id.
  const warehouses = useRemoteData(
    (signal) => (mayWarehouses ? fetchWarehouses(signal) : Promise.resolve([])),
    `warehouses:${String(mayWarehouses)}`,
  );
  const warehouseName = (warehouseId: string) => warehouses.data?.find((w) => w.id === warehouseId)?.name ?? warehouseId;

  /** This admin's own action in flight: its order:updated may outrun the answer, and is no one else's change. */
  const sending = useRef(false);
  useOrderUpdates(id, order?.version, () => {
    if (sending.current) return;
    resource.refresh();
    showToast({ severity: 'info', summary: ORDER_TEXTS.updatedElsewhere });
  });

  const send = async (body: OrderActionBody) => {
    sending.current = true;
    let updated: OrderDetail;
    try {
      updated = await sendOrderAction(id, body);
    } finally {
      sending.current = false;
    }
    setAnswered(updated);
    setOpen(undefined);
    toastSuccess(ORDER_TEXTS.done(ORDER_ACTION_LABELS[body.action]));
  };

  const mayManage = can(groups, 'orders:manage');
  return (
    <DetailPage resource={resource} list={LIST} title={(o) => ORDER_TEXTS.detailTitle(o.id)}>
      {(loaded) => {
        const o = newest(loaded, answered);
        const actions = availableOrderActions(o, (permission) => can(groups, permission));
        return (
          <>
            <div className="order-meta">
              <span>
                {ORDER_TEXTS.orderedAt}: <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
              </span>
              <span className="order-tags">
                <OrderStatusTag status={o.status} />
                <PaymentStatusTag status={o.paymentStatus} />
                <FulfillmentStatusTag status={o.fulfillmentStatus} />
              </span>
            </div>
            <div className="order-actions" role="toolbar" aria-label={ORDER_TEXTS.actionsLabel}>
              {actions.map((action) => (
                <Button
                  key={action}
                  type="button"
                  size="small"
                  label={ORDER_ACTION_LABELS[action]}
                  icon={ACTION_ICONS[action]}
                  severity={action === 'CANCEL' ? 'danger' : undefined}
                  outlined={action === 'NOTE' || action === 'CANCEL' || action === 'REFUND'}
                  onClick={() => setOpen(action)}
                />
              ))}
              {mayManage && RETURNABLE.has(o.status) ? (
                <Link className="p-button p-button-sm p-button-outlined order-link-button" to={returnPath(o.id)}>
                  <i className="pi pi-undo" aria-hidden="true" />
                  {ORDER_TEXTS.createReturn}
                </Link>
              ) : null}
              {actions.length === 0 ? <span className="order-muted">{mayManage ? ORDER_TEXTS.noAction : ORDER_TEXTS.readOnly}</span> : null}
            </div>
            {o.status === 'CANCELLED' && o.cancelReason ? (
              <Message severity="warn" className="order-cancel-reason" text={`${ORDER_TEXTS.cancelReason}: ${o.cancelReason}`} />
            ) : null}
            <OrderLinesCard order={o} warehouseName={warehouseName} />
            <div className="detail-grid order-grid">
              <CustomerCard order={o} />
              <AddressCard order={o} />
              <InvoiceCard order={o} />
              <TotalsCard order={o} />
            </div>
            <div className="detail-grid order-grid">
              <PaymentsCard order={o} />
              <ShipmentsCard order={o} />
            </div>
            <TimelineCard order={o} />
            <OrderActionDialog
              action={open}
              order={o}
              carriers={carriers.data ?? []}
              send={send}
              onConflict={resource.refresh}
              onHide={() => setOpen(undefined)}
            />
          </>
        );
      }}
    </DetailPage>
  );
}
