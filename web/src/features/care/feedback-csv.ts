import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_STATUS_LABELS, type Feedback } from '@shop/shared';
import type { CsvColumn } from '../../widgets/data-page/csv';
import { CARE_ADMIN_TEXTS } from './texts';

const T = CARE_ADMIN_TEXTS.feedback.csv;

/** The export keeps the stored time (ISO) and the shopper's words as typed; toCsv makes a formula-looking cell text. */
export const FEEDBACK_CSV_COLUMNS: readonly CsvColumn<Feedback>[] = [
  { header: T.createdAt, value: (f) => f.createdAt },
  { header: T.category, value: (f) => FEEDBACK_CATEGORY_LABELS[f.category] },
  { header: T.rating, value: (f) => (f.rating === undefined ? '' : String(f.rating)) },
  { header: T.email, value: (f) => f.email ?? '' },
  { header: T.status, value: (f) => FEEDBACK_STATUS_LABELS[f.status] },
  { header: T.message, value: (f) => f.message },
];
