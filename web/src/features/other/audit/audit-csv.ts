import { AUDIT_ACTION_LABELS, type AuditEntry } from '@shop/shared';
import { formatDateTime } from '../../../format/format';
import type { CsvColumn } from '../../../widgets/data-page/csv';
import { AUDIT_TEXTS as T } from './texts';

const F = T.fields;

/** An exported entry: who with e-mail and roles, what was done to what, and through which request. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: F.at, value: (e) => formatDateTime(e.at) },
  { header: F.actor, value: (e) => e.actor.name },
  { header: F.email, value: (e) => e.actor.email ?? '' },
  { header: F.roles, value: (e) => e.actor.roles.join(', ') },
  { header: F.action, value: (e) => AUDIT_ACTION_LABELS[e.action] },
  { header: F.target, value: (e) => e.target.name },
  { header: T.csv.targetType, value: (e) => T.targetTypes[e.target.type] },
  { header: F.targetId, value: (e) => e.target.id },
  { header: F.summary, value: (e) => e.summary },
  { header: F.route, value: (e) => `${e.route.method} ${e.route.path}` },
];
