import { useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { TabPanel, TabView } from 'primereact/tabview';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { API_ROUTES, canAny, findAdminPage, type StockLevel, type Warehouse } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatNumber } from '../../../format/format';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastSuccess } from '../../../ui/toast';
import { CursorTable, type TableColumn } from '../../../widgets/data-page/CursorTable';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../../widgets/data-page/use-url-filters';
import { CountImportDialog } from './CountImportDialog';
import { MovementDialog, type MovementMode } from './MovementDialog';
import { MovementsTable } from './MovementsTable';
import { fetchStock, fetchWarehouses } from './stock-api';
import { STOCK_TEXTS as T } from './texts';
import './stock.css';

const TITLE = findAdminPage('/admin/catalog/warehouse/stock')?.label;
const C = T.columns;

const filtersOf = (params: URLSearchParams) => ({
  warehouseId: params.get('warehouseId') ?? undefined,
  q: params.get('q')?.trim() || undefined,
  lowOnly: params.get('low') === '1' ? true : undefined,
});

type Open = { kind: MovementMode | 'history'; level: StockLevel } | { kind: 'import' } | undefined;

const mark = (level: StockLevel) =>
  level.available <= 0 ? <Tag severity="danger" value={T.out} /> : level.low ? <Tag severity="warning" value={T.low} /> : null;

/** The Stok page: one warehouse's levels (searchable, low ones marked), its ledger, and the changes a warehouse manager makes. */
export default function StockPage() {
  const { groups } = useSignedInUser();
  const mayManage = canAny(groups, API_ROUTES.createStockMovement.access.anyOf);
  const warehouses = useRemoteData(fetchWarehouses, 'warehouses');
  const { filters, set, clear } = useUrlFilters(filtersOf);
  const list = warehouses.status === 'ready' ? warehouses.data : [];
  const warehouse = list.find((w) => w.id === filters.warehouseId) ?? list.find((w) => w.isDefault) ?? list[0];
  /** Bumped by every change made here: the list and the ledger read again. */
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);
  return (
    <DataPage
      title={TITLE}
      intro={<p>{T.intro}</p>}
      actions={mayManage && warehouse ? <ImportButton onWritten={changed} /> : null}
      onClearFilters={clear}
      filters={
        <>
          <Dropdown
            value={warehouse?.id ?? null}
            options={list}
            optionLabel="name"
            optionValue="id"
            placeholder={T.warehouseLabel}
            ariaLabel={T.warehouse}
            loading={warehouses.status === 'loading'}
            onChange={(e) => set({ warehouseId: (e.value as string | null) ?? undefined })}
          />
          <SearchBox value={filters.q ?? ''} onSearch={(q) => set({ q })} />
          <div className="stock-low-filter">
            <Checkbox inputId="stock-low-only" checked={filters.lowOnly === true} onChange={(e) => set({ low: e.checked ? '1' : undefined })} />
            <label htmlFor="stock-low-only">{T.lowOnly}</label>
          </div>
        </>
      }
    >
      <RemoteView resource={warehouses} loading={<Skeleton height="12rem" />} empty={<p>{T.noWarehouses}</p>}>
        {(all) =>
          !warehouse ? (
            <p>{T.noWarehouses}</p>
          ) : (
            <WarehouseStock
              warehouse={warehouse}
              warehouses={all}
              q={filters.q}
              lowOnly={filters.lowOnly === true}
              mayManage={mayManage}
              changes={changes}
              onChanged={changed}
            />
          )
        }
      </RemoteView>
    </DataPage>
  );
}

/** Opens the import dialog; mounted only for warehouse managers. */
function ImportButton({ onWritten }: { readonly onWritten: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" label={T.importCount.open} icon="pi pi-file-import" onClick={() => setOpen(true)} />
      {open ? (
        <CountImportDialog
          onHide={() => setOpen(false)}
          onWritten={(rows) => {
            setOpen(false);
            toastSuccess(T.importCount.written(formatNumber(rows)));
            onWritten();
          }}
        />
      ) : null}
    </>
  );
}

/** Searches on Enter or when the field loses focus, so each keystroke does not load a page. */
function SearchBox({ value, onSearch }: { readonly value: string; readonly onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const submit = () => {
    if (text.trim() !== value) onSearch(text.trim() || undefined);
  };
  return (
    <span className="p-input-icon-left">
      <InputText
        type="search"
        value={text}
        placeholder={T.search}
        aria-label={T.searchLabel}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        onBlur={submit}
      />
    </span>
  );
}

interface WarehouseStockProps {
  readonly warehouse: Warehouse;
  readonly warehouses: readonly Warehouse[];
  readonly q: string | undefined;
  readonly lowOnly: boolean;
  readonly mayManage: boolean;
  readonly changes: number;
  readonly onChanged: () => void;
}

function WarehouseStock({ warehouse, warehouses, q, lowOnly, mayManage, changes, onChanged }: WarehouseStockProps) {
  const [open, setOpen] = useState<Open>();
  const filters = { warehouseId: warehouse.id, q, lowOnly };
  const pages = useCursorPages(fetchStock(filters), JSON.stringify(filters));
  const { refresh } = pages;
  // After a change, the same page reads again (its numbers changed; the page stays where it was).
  useEffect(() => {
    if (changes > 0) refresh();
  }, [changes, refresh]);
  const columns = useMemo(
    (): TableColumn<StockLevel>[] => [
      { key: 'sku', header: C.sku, body: (l) => <code>{l.sku}</code> },
      { key: 'product', header: C.product, body: (l) => l.productName },
      { key: 'option', header: C.option, body: (l) => l.optionLabel || '—' },
      { key: 'onHand', header: C.onHand, align: 'right', body: (l) => formatNumber(l.onHand) },
      { key: 'allocated', header: C.allocated, align: 'right', body: (l) => formatNumber(l.allocated) },
      {
        key: 'available',
        header: C.available,
        align: 'right',
        body: (l) => (
          <span className="stock-available">
            {mark(l)} {formatNumber(l.available)}
          </span>
        ),
      },
      {
        key: 'actions',
        header: C.actions,
        body: (l) => (
          <span className="stock-actions">
            {mayManage ? (
              <>
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  size="small"
                  label={T.adjust.open}
                  aria-label={T.adjust.openFor(l.sku)}
                  onClick={() => setOpen({ kind: 'adjust', level: l })}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-right-arrow-left"
                  text
                  size="small"
                  label={T.transfer.open}
                  aria-label={T.transfer.openFor(l.sku)}
                  disabled={warehouses.filter((w) => w.isActive).length < 2}
                  onClick={() => setOpen({ kind: 'transfer', level: l })}
                />
              </>
            ) : null}
            <Button
              type="button"
              icon="pi pi-history"
              text
              size="small"
              aria-label={T.history.openFor(l.sku)}
              onClick={() => setOpen({ kind: 'history', level: l })}
            />
          </span>
        ),
      },
    ],
    [mayManage, warehouses],
  );
  return (
    <>
      <TabView>
        <TabPanel header={T.tabs.levels}>
          <CursorTable pages={pages} columns={columns} emptyMessage={q || lowOnly ? T.filteredEmpty : T.empty} label={T.label} />
        </TabPanel>
        <TabPanel header={T.tabs.movements}>
          <MovementsTable key={changes} filter={{ warehouseId: warehouse.id }} warehouses={warehouses} showSku />
        </TabPanel>
      </TabView>
      {open?.kind === 'adjust' || open?.kind === 'transfer' ? (
        <MovementDialog
          mode={open.kind}
          level={open.level}
          warehouses={warehouses}
          onHide={() => setOpen(undefined)}
          onSaved={() => {
            toastSuccess(open.kind === 'adjust' ? T.adjust.saved : T.transfer.saved);
            setOpen(undefined);
            onChanged();
          }}
        />
      ) : null}
      {open?.kind === 'history' ? (
        <Dialog
          header={T.history.header(open.level.sku)}
          visible
          modal
          draggable={false}
          style={{ width: 'min(60rem, 95vw)' }}
          onHide={() => setOpen(undefined)}
        >
          <MovementsTable filter={{ variantId: open.level.variantId }} warehouses={warehouses} showSku={false} />
        </Dialog>
      ) : null}
    </>
  );
}
