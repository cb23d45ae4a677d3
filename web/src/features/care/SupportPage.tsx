import './care.css';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import {
  findAdminPage,
  SUPPORT_SOURCE_LABELS,
  SUPPORT_SOURCES,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportRequest,
  type SupportSource,
  type SupportStatus,
} from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { formatDateTime } from '../../format/format';
import { CursorTable, type TableColumn } from '../../widgets/data-page/CursorTable';
import { DataPage } from '../../widgets/data-page/DataPage';
import { FilterSelect } from '../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../widgets/data-page/use-url-filters';
import { fetchSupportAgents, fetchSupportRequests, type SupportFilters } from './care-api';
import { STATUS_SEVERITY } from './support-status-tag';
import { SupportRequestDialog } from './SupportRequestDialog';
import { CARE_ADMIN_TEXTS } from './texts';

const T = CARE_ADMIN_TEXTS.support;
const TITLE = findAdminPage('/admin/support')?.label;
const SEARCH_DELAY_MS = 300;
const STATUS_OPTIONS = SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] }));
const SOURCE_OPTIONS = SUPPORT_SOURCES.map((value) => ({ value, label: SUPPORT_SOURCE_LABELS[value] }));

const readFilters = (params: URLSearchParams): SupportFilters => {
  const status = params.get('status');
  const source = params.get('source');
  return {
    q: params.get('q')?.trim() || undefined,
    status: (SUPPORT_STATUSES as readonly string[]).includes(status ?? '') ? (status as SupportStatus) : undefined,
    assignee: params.get('assignee') || undefined,
    source: (SUPPORT_SOURCES as readonly string[]).includes(source ?? '') ? (source as SupportSource) : undefined,
  };
};

/**
 * Destek: requests newest first with status, assignee and source filters and a search, all in the
 * URL; `?id=` opens one (the bell's link), where an agent replies by e-mail, notes, assigns and moves its status.
 */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const url = useUrlFilters(readFilters);
  const { filters } = url;
  const [typed, setTyped] = useState(filters.q ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((typed.trim() || undefined) !== filters.q) url.set({ q: typed.trim() || undefined });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // The typed text alone decides; url.set is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const pages = useCursorPages((request, signal) => fetchSupportRequests({ ...request, ...filters }, signal), url.key);
  const agents = useRemoteData(async (signal) => (await fetchSupportAgents(signal)).data, 'support-agents');
  const agentList = agents.status === 'ready' ? agents.data : [];
  const opened = params.get('id') ?? undefined;
  const open = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('id', id);
      else next.delete('id');
      return next;
    });

  const assigneeOptions = [{ value: 'none', label: T.unassigned }, ...agentList.map((a) => ({ value: a.sub, label: a.name }))];

  const columns: TableColumn<SupportRequest>[] = [
    { key: 'createdAt', header: T.columns.createdAt, body: (r) => formatDateTime(r.createdAt) },
    {
      key: 'from',
      header: T.columns.from,
      body: (r) => (
        <span className="care-from">
          <span>{r.name}</span>
          <small>{r.email}</small>
        </span>
      ),
    },
    { key: 'subject', header: T.columns.subject, body: (r) => <span className="care-text">{r.subject}</span> },
    { key: 'source', header: T.columns.source, body: (r) => SUPPORT_SOURCE_LABELS[r.source] },
    { key: 'status', header: T.columns.status, body: (r) => <Tag severity={STATUS_SEVERITY[r.status]} value={SUPPORT_STATUS_LABELS[r.status]} /> },
    { key: 'assignee', header: T.columns.assignee, body: (r) => r.assignee?.name ?? T.unassigned },
    {
      key: 'actions',
      header: T.columns.actions,
      align: 'right',
      body: (r) => (
        <Button type="button" label={T.open} aria-label={T.openLabel(r.subject)} icon="pi pi-eye" text size="small" onClick={() => open(r.id)} />
      ),
    },
  ];

  return (
    <DataPage
      title={TITLE}
      intro={<p className="page-intro">{T.intro}</p>}
      filters={
        <>
          <InputText
            id="support-search"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={T.searchPlaceholder}
            aria-label={T.search}
            onChange={(e) => setTyped(e.target.value)}
          />
          <FilterSelect
            param="status"
            value={filters.status}
            options={STATUS_OPTIONS}
            placeholder={T.allStatuses}
            label={T.status}
            onChange={url.set}
          />
          <FilterSelect
            param="assignee"
            value={filters.assignee}
            options={assigneeOptions}
            placeholder={T.allAssignees}
            label={T.assignee}
            onChange={url.set}
          />
          <FilterSelect
            param="source"
            value={filters.source}
            options={SOURCE_OPTIONS}
            placeholder={T.allSources}
            label={T.source}
            onChange={url.set}
          />
        </>
      }
      onClearFilters={
        url.clear
          ? () => {
              setTyped('');
              url.clear?.();
            }
          : undefined
      }
    >
      <CursorTable pages={pages} columns={columns} emptyMessage={url.filtered ? T.searchEmpty : T.empty} label={T.label} />
      {opened ? <SupportRequestDialog id={opened} agents={agentList} onHide={() => open(undefined)} onChanged={() => pages.refresh()} /> : null}
    </DataPage>
  );
}
