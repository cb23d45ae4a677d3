import { AUDIT_ACTION_LABELS, type AuditEntry } from '@shop/shared';
import { formatDateTime } from '../format/format';
import type { CsvColumn } from '../pages/csv';
import { AUDIT_TEXTS as T } from './texts';

const H = T.csv.columns;

/** An exported entry: who with e-mail and roles, what was done to what, and through which request. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: H.at, value: (e) => formatDateTime(e.at) },
  { header: H.actor, value: (e) => e.actor.name },
  { header: H.email, value: (e) => e.actor.email ?? '' },
  { header: H.roles, value: (e) => e.actor.roles.join(', ') },
  { header: H.action, value: (e) => AUDIT_ACTION_LABELS[e.action] },
  { header: H.target, value: (e) => e.target.name },
  { header: H.targetType, value: (e) => T.targetTypes[e.target.type] },
  { header: H.targetId, value: (e) => e.target.id },
  { header: H.summary, value: (e) => e.summary },
  { header: H.route, value: (e) => `${e.route.method} ${e.route.path}` },
];
