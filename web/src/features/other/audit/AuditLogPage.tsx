import './audit.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, findAdminPage, type AuditEntry } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useNow } from '../../../format/use-now';
import { formatDateTime } from '../../../format/format';
import { relativeTime } from '../notifications/relative-time';
import { CsvExportButton } from '../../../widgets/data-page/CsvExportButton';
import { CursorTable, type TableColumn } from '../../../widgets/data-page/CursorTable';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { FilterSelect } from '../../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../../widgets/data-page/use-url-filters';
import { CSV_EXPORT_MAX, fetchAuditActors, fetchAuditPage } from './audit-api';
import { AUDIT_CSV_COLUMNS } from './audit-csv';
import { dateOfDay, dayOf } from '../../../format/shop-day';
import { filtersFromParams } from './audit-filters';
import { targetHref } from './audit-links';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AUDIT_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/other/audit')?.label;
const C = T.columns;
const ACTION_FILTER = {
  param: 'action',
  options: AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
  placeholder: T.allActions,
  label: T.actionFilter,
};

/** Aktivite Geçmişi: every admin change newest first, filtered by who, action and days (kept in the URL), opened one by one, exported as CSV. */
export default function AuditLogPage() {
  const { filters, filtered, set: setFilter, clear, key } = useUrlFilters(filtersFromParams);
  const load = fetchAuditPage(filters);
  const pages = useCursorPages(load, key);
  const actors = useRemoteData((signal) => fetchAuditActors(signal), 'actors');
  const now = useNow();
  const [opened, setOpened] = useState<AuditEntry>();

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
  const actorOptions = (actors.data ?? []).map((a) => ({ value: a.sub, label: a.name }));
  return (
    <DataPage
      title={TITLE}
      actions={
        <CsvExportButton
          load={load}
          columns={AUDIT_CSV_COLUMNS}
          fileName={() => T.csv.fileName(dayOf(new Date()))}
          max={CSV_EXPORT_MAX}
          label={T.exportCsv}
          exported={T.exported}
          capped={T.exportCapped}
        />
      }
      intro={<p className="audit-intro">{T.intro}</p>}
      filters={
        <>
          <FilterSelect
            param="actor"
            value={filters.actor}
            options={actorOptions}
            placeholder={T.allActors}
            label={T.actorFilter}
            search
            onChange={setFilter}
          />
          <FilterSelect {...ACTION_FILTER} value={filters.action} onChange={setFilter} />
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
        </>
      }
      onClearFilters={clear}
    >
      {actors.status === 'failed' ? (
        <p className="audit-note" role="status">
          {T.actorsFailed}
        </p>
      ) : null}
      <CursorTable pages={pages} columns={columns} emptyMessage={filtered ? T.filteredEmpty : T.empty} label={T.label} />
      <AuditEntryDialog entry={opened} now={now} onHide={() => setOpened(undefined)} />
    </DataPage>
  );
}
