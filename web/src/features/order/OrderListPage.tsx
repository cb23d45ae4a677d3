import './order.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import {
  can,
  findAdminPage,
  FULFILLMENT_STATUS_LABELS,
  FULFILLMENT_STATUSES,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type OrderSummary,
} from '@shop/shared';
import { formatCurrency, formatDateTime, formatNumber } from '../../format/format';
import { dateOfDay, dayOf } from '../../format/shop-day';
import { useSignedInUser } from '../../session/auth/auth-context';
import { CsvExportButton } from '../../widgets/data-page/CsvExportButton';
import { CursorTable, type TableColumn } from '../../widgets/data-page/CursorTable';
import { DataPage } from '../../widgets/data-page/DataPage';
import { FilterSelect } from '../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../widgets/data-page/use-url-filters';
import type { BulkAction } from './bulk-actions';
import { BulkActionDialog } from './BulkActionDialog';
import { orderPath } from './customer-link';
import { fetchOrders, ORDER_CSV_MAX } from './order-api';
import { ORDER_CSV_COLUMNS } from './order-csv';
import { ORDER_SEARCH_MAX, orderFiltersOf } from './order-filters';
import { FulfillmentStatusTag, OrderStatusTag, PaymentStatusTag } from './OrderTags';
import { ORDER_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/order/list')?.label;
const C = ORDER_TEXTS.columns;
const F = ORDER_TEXTS.filters;
const SEARCH_DELAY_MS = 300;
const BULK_ACTIONS: readonly BulkAction[] = ['CONFIRM', 'PREPARE'];

const STATUS_FILTER = {
  param: 'status',
  options: ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  placeholder: F.allStatuses,
  label: F.status,
};
const PAYMENT_FILTER = {
  param: 'paymentStatus',
  options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
  placeholder: F.allPaymentStatuses,
  label: F.paymentStatus,
};
const FULFILLMENT_FILTER = {
  param: 'fulfillmentStatus',
  options: FULFILLMENT_STATUSES.map((value) => ({ value, label: FULFILLMENT_STATUS_LABELS[value] })),
  placeholder: F.allFulfillmentStatuses,
  label: F.fulfillmentStatus,
};

const COLUMNS: readonly TableColumn<OrderSummary>[] = [
  {
    key: 'id',
    header: C.id,
    body: (o) => (
      <Link className="row-link" to={orderPath(o.id)}>
        #{o.id}
      </Link>
    ),
  },
  { key: 'createdAt', header: C.createdAt, body: (o) => formatDateTime(o.createdAt) },
  {
    key: 'customer',
    header: C.customer,
    body: (o) => (
      <span className="order-two-line">
        {o.customer.name}
        <small>{o.customer.email}</small>
      </span>
    ),
  },
  { key: 'total', header: C.total, align: 'right', body: (o) => formatCurrency(o.total) },
  { key: 'paymentMethod', header: C.paymentMethod, body: (o) => PAYMENT_METHOD_LABELS[o.paymentMethod] },
  { key: 'status', header: C.status, body: (o) => <OrderStatusTag status={o.status} /> },
  { key: 'paymentStatus', header: C.paymentStatus, body: (o) => <PaymentStatusTag status={o.paymentStatus} /> },
  { key: 'fulfillmentStatus', header: C.fulfillmentStatus, body: (o) => <FulfillmentStatusTag status={o.fulfillmentStatus} /> },
];

/** The search box: typed text reaches the URL (and the list) after a short pause, so each key press is no request. */
function SearchBox({ value, onSearch }: { readonly value: string | undefined; readonly onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (cleared filters, back button): the box follows it.
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
    <IconField iconPosition="left" className="order-search">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        value={typed}
        maxLength={ORDER_SEARCH_MAX}
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

/** Siparişler: newest first, filtered by the three statuses, days and a search (all in the URL), exported as CSV, confirmed or prepared in bulk. */
export default function OrderListPage() {
  const { groups } = useSignedInUser();
  const { filters, filtered, set: setFilter, clear, key } = useUrlFilters(orderFiltersOf);
  const load = fetchOrders(filters);
  const pages = useCursorPages(load, key);
  const [selected, setSelected] = useState<readonly OrderSummary[]>([]);
  const [bulk, setBulk] = useState<BulkAction>();
  const mayManage = can(groups, 'orders:manage');
  // Other filters show other orders: a selection made under the old ones is dropped.
  const [selectedFor, setSelectedFor] = useState(key);
  if (selectedFor !== key) {
    setSelectedFor(key);
    setSelected([]);
  }

  const range = filters.from ? [dateOfDay(filters.from), filters.to ? dateOfDay(filters.to) : null] : null;
  return (
    <DataPage
      title={TITLE}
      actions={
        <CsvExportButton
          load={load}
          columns={ORDER_CSV_COLUMNS}
          fileName={() => ORDER_TEXTS.csv.fileName(dayOf(new Date()))}
          max={ORDER_CSV_MAX}
          label={ORDER_TEXTS.csv.label}
          exported={ORDER_TEXTS.csv.exported}
          capped={ORDER_TEXTS.csv.capped}
        />
      }
      filters={
        <>
          <SearchBox value={filters.q} onSearch={(q) => setFilter({ q })} />
          <FilterSelect {...STATUS_FILTER} value={filters.status} onChange={setFilter} />
          <FilterSelect {...PAYMENT_FILTER} value={filters.paymentStatus} onChange={setFilter} />
          <FilterSelect {...FULFILLMENT_FILTER} value={filters.fulfillmentStatus} onChange={setFilter} />
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
      {mayManage && selected.length > 0 ? (
        <div className="order-bulk-bar" role="region" aria-label={ORDER_TEXTS.bulk.selected(formatNumber(selected.length))}>
          <span>{ORDER_TEXTS.bulk.selected(formatNumber(selected.length))}</span>
          {BULK_ACTIONS.map((action) => (
            <Button key={action} type="button" size="small" label={ORDER_ACTION_LABELS[action]} onClick={() => setBulk(action)} />
          ))}
          <Button type="button" size="small" text label={ORDER_TEXTS.bulk.clear} onClick={() => setSelected([])} />
        </div>
      ) : null}
      <CursorTable
        pages={pages}
        columns={COLUMNS}
        emptyMessage={filtered ? ORDER_TEXTS.filteredEmpty : ORDER_TEXTS.empty}
        label={ORDER_TEXTS.listLabel}
        {...(mayManage ? { selection: { selected, onChange: setSelected, dataKey: 'id' as const } } : {})}
      />
      <BulkActionDialog
        action={bulk}
        orders={selected}
        onClose={(ran) => {
          setBulk(undefined);
          if (!ran) return;
          setSelected([]);
          pages.refresh();
        }}
      />
    </DataPage>
  );
}
