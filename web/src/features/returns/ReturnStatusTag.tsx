import { Tag } from 'primereact/tag';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/shared';

type Severity = 'info' | 'success' | 'warning' | 'danger' | 'secondary';

/** Waiting on staff is amber, on its way blue, money back green, stopped red, settled grey (as the order tags). */
const SEVERITY: Record<ReturnStatus, Severity> = {
  REQUESTED: 'warning',
  APPROVED: 'info',
  IN_TRANSIT: 'info',
  RECEIVED: 'warning',
  PARTIALLY_RECEIVED: 'warning',
  REFUNDED: 'success',
  CLOSED: 'secondary',
  REJECTED: 'danger',
  CANCELLED: 'danger',
};

export function ReturnStatusTag({ status }: { readonly status: ReturnStatus }) {
  return <Tag value={RETURN_STATUS_LABELS[status]} severity={SEVERITY[status]} />;
}
