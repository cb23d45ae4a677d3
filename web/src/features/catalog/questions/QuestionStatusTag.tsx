import { Tag } from 'primereact/tag';
import { QUESTION_STATUS_LABELS, type QuestionStatus } from '@shop/shared';

type Severity = 'info' | 'success' | 'warning' | 'danger' | 'secondary';

/** Waiting on staff is amber (a report too), answered blue, shown green, rejected red (as the order tags). */
const SEVERITY: Record<QuestionStatus, Severity> = {
  WAITING: 'warning',
  ANSWERED: 'info',
  PUBLISHED: 'success',
  REPORTED: 'warning',
  REJECTED: 'danger',
};

export function QuestionStatusTag({ status }: { readonly status: QuestionStatus }) {
  return <Tag value={QUESTION_STATUS_LABELS[status]} severity={SEVERITY[status]} />;
}
