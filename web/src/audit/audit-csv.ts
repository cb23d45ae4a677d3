import { AUDIT_ACTION_LABELS, type AuditEntry } from '@shop/shared';
import { formatDateTime } from '../format/format';
import { AUDIT_TEXTS as T } from './texts';

/** Excel in Turkish reads ';' as the column separator; a field with it, a quote or a line break is quoted. */
const SEPARATOR = ';';
const cell = (value: string): string => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A leading =, +, - or @ would make a spreadsheet run the cell as a formula: it is kept as text. */
const safe = (value: string): string => (/^[=+\-@]/.test(value) ? `'${value}` : value);

/** The filtered entries as CSV text, a header row first; the BOM makes Excel read it as UTF-8 (ç, ğ, ı, ş). */
export const auditCsv = (entries: readonly AuditEntry[]): string => {
  const rows = entries.map((e) => [
    formatDateTime(e.at),
    e.actor.name,
    e.actor.email ?? '',
    e.actor.roles.join(', '),
    AUDIT_ACTION_LABELS[e.action],
    e.target.name,
    T.targetTypes[e.target.type],
    e.target.id,
    e.summary,
    `${e.route.method} ${e.route.path}`,
  ]);
  return `\uFEFF${[T.csv.header, ...rows].map((row) => row.map((v) => cell(safe(v))).join(SEPARATOR)).join('\r\n')}\r\n`;
};
