import { Tag } from 'primereact/tag';
import type { Order } from '@shop/shared';
import { ORDER_STATUS_LABELS, ORDER_STATUS_SEVERITY } from './texts';

export function OrderStatusTag({ status }: { status: Order['status'] }) {
  return <Tag value={ORDER_STATUS_LABELS[status]} severity={ORDER_STATUS_SEVERITY[status]} />;
}
