import { useMemo } from 'react';
import type { StockMovement, Warehouse } from '@shop/shared';
import { formatDateTime, formatNumber } from '../../../format/format';
import { CursorTable, type TableColumn } from '../../../widgets/data-page/CursorTable';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { fetchMovements } from './stock-api';
import { STOCK_TEXTS as T } from './texts';

const C = T.columns;

const detail = (m: StockMovement, warehouseName: (id: string) => string): string =>
  [
    m.reason ? T.reasons[m.reason] : '',
    m.otherWarehouseId ? `${m.kind === 'TRANSFER_OUT' ? '→' : '←'} ${warehouseName(m.otherWarehouseId)}` : '',
    m.note ?? '',
  ]
    .filter(Boolean)
    .join(' · ');

/** The ledger, newest first, paged: one variant's (the history dialog) or one warehouse's (the tab). */
export function MovementsTable({
  filter,
  warehouses,
  showSku,
}: {
  readonly filter: { variantId?: string; warehouseId?: string };
  readonly warehouses: readonly Warehouse[];
  readonly showSku: boolean;
}) {
  const pages = useCursorPages(fetchMovements(filter), JSON.stringify(filter));
  const columns = useMemo((): TableColumn<StockMovement>[] => {
    const names = new Map(warehouses.map((w) => [w.id, w.name]));
    const warehouseName = (id: string) => names.get(id) ?? id;
    return [
      { key: 'at', header: C.at, body: (m) => formatDateTime(m.at) },
      ...(showSku ? [{ key: 'sku', header: C.sku, body: (m: StockMovement) => m.sku }] : []),
      ...(filter.warehouseId ? [] : [{ key: 'warehouse', header: T.warehouse, body: (m: StockMovement) => warehouseName(m.warehouseId) }]),
      { key: 'kind', header: C.kind, body: (m) => T.kinds[m.kind] },
      { key: 'delta', header: C.delta, align: 'right', body: (m) => `${m.delta > 0 ? '+' : ''}${formatNumber(m.delta)}` },
      { key: 'after', header: C.after, align: 'right', body: (m) => formatNumber(m.onHandAfter) },
      { key: 'by', header: C.by, body: (m) => m.by.name },
      { key: 'detail', header: C.detail, body: (m) => detail(m, warehouseName) },
    ];
  }, [filter.warehouseId, showSku, warehouses]);
  return <CursorTable pages={pages} columns={columns} emptyMessage={T.movementsEmpty} label={T.movementsLabel} />;
}
