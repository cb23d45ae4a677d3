import { Tag } from 'primereact/tag';
import {
  FULFILLMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type FulfillmentStatus,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/shared';

type Severity = 'info' | 'success' | 'warning' | 'danger' | 'secondary' | 'contrast';

/** Waiting on staff is amber, moving is blue, done is green, stopped is red; grey is settled and quiet. */
const STATUS_SEVERITY: Record<OrderStatus, Severity> = {
  AWAITING_APPROVAL: 'warning',
  CONFIRMED: 'info',
  PREPARING: 'info',
  PARTIALLY_SHIPPED: 'info',
  SHIPPED: 'info',
  DELIVERED: 'success',
  COMPLETED: 'secondary',
  CANCELLED: 'danger',
};
const PAYMENT_SEVERITY: Record<PaymentStatus, Severity> = {
  AWAITING_PAYMENT: 'warning',
  PAID: 'success',
  PARTIALLY_REFUNDED: 'info',
  REFUNDED: 'secondary',
  VOIDED: 'danger',
};
/** Nothing sent yet is the usual state of a new order: the status tag already says whether staff must act. */
const FULFILLMENT_SEVERITY: Record<FulfillmentStatus, Severity> = {
  UNFULFILLED: 'secondary',
  PARTIALLY_SHIPPED: 'info',
  SHIPPED: 'info',
  PARTIALLY_DELIVERED: 'info',
  DELIVERED: 'success',
};

export function OrderStatusTag({ status }: { readonly status: OrderStatus }) {
  return <Tag value={ORDER_STATUS_LABELS[status]} severity={STATUS_SEVERITY[status]} />;
}

export function PaymentStatusTag({ status }: { readonly status: PaymentStatus }) {
  return <Tag value={PAYMENT_STATUS_LABELS[status]} severity={PAYMENT_SEVERITY[status]} />;
}

export function FulfillmentStatusTag({ status }: { readonly status: FulfillmentStatus }) {
  return <Tag value={FULFILLMENT_STATUS_LABELS[status]} severity={FULFILLMENT_SEVERITY[status]} />;
}
