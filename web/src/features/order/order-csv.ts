import { FULFILLMENT_STATUS_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderSummary } from '@shop/shared';
import { formatDateTime } from '../../format/format';
import type { CsvColumn } from '../../widgets/data-page/csv';
import { ORDER_TEXTS } from './texts';

const C = ORDER_TEXTS.columns;

/** An exported order as the list shows it, with the customer's contact; the amount as a plain number a spreadsheet can sum. */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderSummary>[] = [
  { header: C.id, value: (o) => o.id },
  { header: C.createdAt, value: (o) => formatDateTime(o.createdAt) },
  { header: C.customer, value: (o) => o.customer.name },
  { header: ORDER_TEXTS.csv.email, value: (o) => o.customer.email },
  { header: ORDER_TEXTS.csv.phone, value: (o) => o.customer.phone ?? '' },
  { header: C.total, value: (o) => o.total.toFixed(2).replace('.', ',') },
  { header: C.paymentMethod, value: (o) => PAYMENT_METHOD_LABELS[o.paymentMethod] },
  { header: C.status, value: (o) => ORDER_STATUS_LABELS[o.status] },
  { header: C.paymentStatus, value: (o) => PAYMENT_STATUS_LABELS[o.paymentStatus] },
  { header: C.fulfillmentStatus, value: (o) => FULFILLMENT_STATUS_LABELS[o.fulfillmentStatus] },
];
