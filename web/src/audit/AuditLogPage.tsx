import './audit.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, findAdminPage, type AuditEntry } from '@shop/shared';
import { useRemoteData } from '../api/use-remote-data';
import { useNow } from '../format/use-now';
import { formatDateTime, formatNumber } from '../format/format';
import { relativeTime } from '../notifications/relative-time';
import { CursorTable, type TableColumn } from '../pages/CursorTable';
import { useCursorPages } from '../pages/use-cursor-pages';
import { toastError, toastSuccess } from '../ui/toast';
import { CSV_EXPORT_MAX, fetchAllAuditEntries, fetchAuditActors, fetchAuditPage } from './audit-api';
import { auditCsv } from './audit-csv';
import { dateOfDay, dayOf, filtersFromParams } from './audit-filters';
import { targetHref } from './audit-links';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AUDIT_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/other/audit')?.label;
const C = T.columns;
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

const download = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
};

/** Aktivite Geçmişi: every admin change newest first, filtered by who, action and days (kept in the URL), opened one by one, exported as CSV. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const pages = useCursorPages(fetchAuditPage(filters), JSON.stringify(filters));
  const actors = useRemoteData((signal) => fetchAuditActors(signal), 'actors');
  const now = useNow();
  const [opened, setOpened] = useState<AuditEntry>();
  const [exporting, setExporting] = useState(false);

  const setFilter = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { entries, capped } = await fetchAllAuditEntries(filters);
      download(auditCsv(entries), T.csv.fileName(dayOf(new Date())));
      if (capped) toastSuccess(T.exportCapped(formatNumber(CSV_EXPORT_MAX)));
      else toastSuccess(T.exported(formatNumber(entries.length)));
    } catch (error) {
      toastError(T.exportFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: C.at,
      body: (e) => (
        <span className="audit-time">
          <time dateTime={e.at} title={formatDateTime(e.at)}>
            {relativeTime(e.at, now)}
          </time>
          <small>{formatDateTime(e.at)}</small>
        </span>
      ),
    },
    {
      key: 'actor',
      header: C.actor,
      body: (e) => (
        <span className="audit-actor">
          {e.actor.name}
          {e.actor.email && e.actor.email !== e.actor.name ? <small>{e.actor.email}</small> : null}
        </span>
      ),
    },
    { key: 'action', header: C.action, body: (e) => AUDIT_ACTION_LABELS[e.action] },
    {
      key: 'target',
      header: C.target,
      body: (e) => {
        const href = targetHref(e.target);
        return (
          <span className="audit-actor">
            {href ? (
              <Link to={href} aria-label={T.open(e.target.name)}>
                {e.target.name}
              </Link>
            ) : (
              e.target.name
            )}
            <small>{T.targetTypes[e.target.type]}</small>
          </span>
        );
      },
    },
    { key: 'summary', header: C.summary, body: (e) => e.summary },
    {
      key: 'details',
      header: C.details,
      align: 'right',
      body: (e) => (
        <Button
          type="button"
          icon="pi pi-eye"
          label={T.details}
          aria-label={T.detailsLabel(AUDIT_ACTION_LABELS[e.action], formatDateTime(e.at))}
          text
          size="small"
          onClick={() => setOpened(e)}
        />
      ),
    },
  ];

  const range = filters.fromDay ? [dateOfDay(filters.fromDay), filters.toDay ? dateOfDay(filters.toDay) : null] : null;
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const actorOptions = (actors.data ?? []).map((a) => ({ value: a.sub, label: a.name }));
  return (
    <div className="page">
      <div className="page-header">
        <h1>{TITLE}</h1>
        <Button
          type="button"
          label={exporting ? T.exporting : T.exportCsv}
          icon="pi pi-download"
          outlined
          loading={exporting}
          onClick={() => void exportCsv()}
        />
      </div>
      <p className="audit-intro">{T.intro}</p>
      <div className="filter-bar" role="search">
        <Dropdown
          value={filters.actor ?? null}
          options={actorOptions}
          placeholder={T.allActors}
          ariaLabel={T.actorFilter}
          showClear
          filter
          onChange={(e) => setFilter({ actor: (e.value as string | null) ?? undefined })}
        />
        <Dropdown
          value={filters.action ?? null}
          options={ACTION_OPTIONS}
          placeholder={T.allActions}
          ariaLabel={T.actionFilter}
          showClear
          onChange={(e) => setFilter({ action: (e.value as string | null) ?? undefined })}
        />
        <Calendar
          value={range}
          selectionMode="range"
          readOnlyInput
          showButtonBar
          locale="tr"
          dateFormat="dd.mm.yy"
          placeholder={T.datePlaceholder}
          aria-label={T.dateFilter}
          maxDate={new Date(now)}
          onChange={(e) => {
            const [from, to] = (e.value as (Date | null)[] | null) ?? [];
            setFilter({ from: from ? dayOf(from) : undefined, to: to ? dayOf(to) : undefined });
          }}
        />
        {filtered ? <Button type="button" label={T.clearFilters} icon="pi pi-filter-slash" text onClick={() => setParams({})} /> : null}
      </div>
      {actors.status === 'failed' ? (
        <p className="audit-note" role="status">
          {T.actorsFailed}
        </p>
      ) : null}
      <CursorTable pages={pages} columns={columns} emptyMessage={filtered ? T.filteredEmpty : T.empty} label={T.label} />
      <AuditEntryDialog entry={opened} now={now} onHide={() => setOpened(undefined)} />
    </div>
  );
}
