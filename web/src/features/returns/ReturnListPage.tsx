import './returns.css';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { can, findAdminPage, RETURN_REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnSummary } from '@shop/shared';
import { formatDateTime, formatNumber } from '../../format/format';
import { dateOfDay, dayOf } from '../../format/shop-day';
import { useSignedInUser } from '../../session/auth/auth-context';
import { CursorTable, type TableColumn } from '../../widgets/data-page/CursorTable';
import { DataPage } from '../../widgets/data-page/DataPage';
import { FilterSelect } from '../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../widgets/data-page/use-url-filters';
import { orderPath } from '../order/customer-link';
import { ReasonFigures } from './ReasonFigures';
import { fetchReturns } from './return-api';
import { RETURN_SEARCH_MAX, returnFiltersOf } from './return-filters';
import { ReturnCreateDialog } from './ReturnCreateDialog';
import { ReturnDetailDialog } from './ReturnDetailDialog';
import { ReturnStatusTag } from './ReturnStatusTag';
import { RETURN_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/returns/list')?.label;
const C = RETURN_TEXTS.columns;
const F = RETURN_TEXTS.filters;
const SEARCH_DELAY_MS = 300;

const STATUS_FILTER = {
  param: 'status',
  options: RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
  placeholder: F.allStatuses,
  label: F.status,
};
const REASON_FILTER = {
  param: 'reason',
  options: RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] })),
  placeholder: F.allReasons,
  label: F.reason,
};

const columns = (open: (id: string) => void): TableColumn<ReturnSummary>[] => [
  {
    key: 'id',
    header: C.id,
    body: (r) => <Button type="button" link className="return-open" label={r.id} aria-label={RETURN_TEXTS.open(r.id)} onClick={() => open(r.id)} />,
  },
  {
    key: 'order',
    header: C.order,
    body: (r) => (
      <Link className="row-link" to={orderPath(r.orderId)}>
        #{r.orderId}
      </Link>
    ),
  },
  { key: 'customer', header: C.customer, body: (r) => r.customerName },
  { key: 'createdAt', header: C.createdAt, body: (r) => formatDateTime(r.createdAt) },
  {
    key: 'lines',
    header: C.lines,
    body: (r) => RETURN_TEXTS.pieces(formatNumber(r.lines.reduce((s, l) => s + l.quantity, 0))),
  },
  {
    key: 'reasons',
    header: C.reasons,
    body: (r) => [...new Set(r.lines.map((l) => RETURN_REASON_LABELS[l.reason]))].join(', '),
  },
  { key: 'status', header: C.status, body: (r) => <ReturnStatusTag status={r.status} /> },
];

function SearchBox({ value, onSearch }: { readonly value: string | undefined; readonly onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setTyped(value ?? '');
  }
  useEffect(() => {
    if (typed.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <IconField iconPosition="left" className="return-search">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        value={typed}
        maxLength={RETURN_SEARCH_MAX}
        placeholder={F.searchPlaceholder}
        aria-label={F.search}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(typed.trim());
        }}
      />
    </IconField>
  );
}

/**
 * İadeler: returns newest first, filtered by status, reason, days and a search (in the URL); a
 * return opens in a dialog (`?id=`), and the order detail's "İade oluştur" lands here with
 * `?orderId=…&new=1` to open the create dialog. The reason figures sit under the list.
 */
export default function ReturnListPage() {
  const { groups } = useSignedInUser();
  const { filters, filtered, set: setFilter, clear, key } = useUrlFilters(returnFiltersOf);
  const [params, setParams] = useSearchParams();
  const pages = useCursorPages(fetchReturns(filters), key);
  const openId = params.get('id') ?? undefined;
  const createFor = params.get('new') === '1' ? (params.get('orderId') ?? undefined) : undefined;
  const mayManage = can(groups, 'orders:manage');
  const setDialog = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const range = filters.from ? [dateOfDay(filters.from), filters.to ? dateOfDay(filters.to) : null] : null;
  return (
    <DataPage
      title={TITLE}
      className="returns-page"
      filters={
        <>
          <SearchBox value={filters.q} onSearch={(q) => setFilter({ q })} />
          <FilterSelect {...STATUS_FILTER} value={filters.status} onChange={setFilter} />
          <FilterSelect {...REASON_FILTER} value={filters.reason} onChange={setFilter} />
          <Calendar
            value={range}
            selectionMode="range"
            readOnlyInput
            showButtonBar
            locale="tr"
            dateFormat="dd.mm.yy"
            placeholder={F.datesPlaceholder}
            aria-label={F.dates}
            onChange={(e) => {
              const [from, to] = (e.value as (Date | null)[] | null) ?? [];
              setFilter({ from: from ? dayOf(from) : undefined, to: to ? dayOf(to) : undefined });
            }}
          />
        </>
      }
      onClearFilters={clear}
    >
      <CursorTable
        pages={pages}
        columns={columns((id) => setDialog({ id }))}
        emptyMessage={filtered ? RETURN_TEXTS.filteredEmpty : RETURN_TEXTS.empty}
        label={RETURN_TEXTS.listLabel}
      />
      <ReasonFigures />
      <ReturnDetailDialog id={openId} onHide={() => setDialog({ id: undefined })} onChanged={pages.refresh} />
      {mayManage ? (
        <ReturnCreateDialog
          orderId={createFor}
          onHide={() => setDialog({ new: undefined, orderId: undefined })}
          onCreated={(id) => {
            setDialog({ new: undefined, orderId: undefined, id });
            pages.refresh();
          }}
        />
      ) : null}
    </DataPage>
  );
}
