import type { ReactNode } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSelectionMultipleChangeEvent } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { CursorFrame } from './CursorFrame';
import { PAGE_TEXTS } from './texts';
import type { CursorPages } from './use-cursor-pages';

export interface TableColumn<T> {
  readonly key: string;
  readonly header: string;
  readonly body: (row: T) => ReactNode;
  readonly align?: 'left' | 'right';
}

interface Props<T extends object> {
  readonly pages: CursorPages<T>;
  readonly columns: readonly TableColumn<T>[];
  /** Said when the first page is empty (the list has nothing at all). */
  readonly emptyMessage: string;
  readonly label: string;
  /**
   * Rows the user ticks for a bulk action (a checkbox column first). `dataKey` names the row's
   * unique field; PrimeReact names each checkbox "Satırı seç <its value>".
   */
  readonly selection?: {
    readonly selected: readonly T[];
    readonly onChange: (rows: T[]) => void;
    readonly dataKey: keyof T & string;
  };
}

const SKELETON_ROWS = 5;

/** A server-paged table: skeleton rows while a page loads, the error with a retry, the empty state, Previous/Next. */
export function CursorTable<T extends object>({ pages, columns, emptyMessage, label, selection }: Props<T>) {
  const loading = pages.status === 'loading';
  const rows: (T | { skeleton: number })[] = loading ? Array.from({ length: SKELETON_ROWS }, (_, i) => ({ skeleton: i })) : pages.rows;
  const isSkeleton = (row: T | { skeleton: number }): row is { skeleton: number } => loading && 'skeleton' in row;
  const shown = loading ? [] : pages.rows;
  const sameRow = (a: T, b: T) => selection !== undefined && a[selection.dataKey] === b[selection.dataKey];
  /** Ticked rows of this page; rows ticked on other pages stay selected while this one changes. */
  const selectedHere = selection ? shown.filter((row) => selection.selected.some((s) => sameRow(s, row))) : [];
  const selectedElsewhere = selection ? selection.selected.filter((s) => !shown.some((row) => sameRow(s, row))) : [];
  return (
    <CursorFrame pages={pages}>
      <DataTable
        value={rows}
        lazy
        aria-label={label}
        emptyMessage={pages.pageNumber === 1 ? emptyMessage : PAGE_TEXTS.emptyPage}
        stripedRows
        size="small"
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- PrimeReact 10 has no other way to stack rows on phones
        responsiveLayout="stack"
        breakpoint="768px"
        // Without `selection` the mode is null: PrimeReact selects nothing and draws no checkboxes.
        selectionMode={selection ? 'checkbox' : null}
        selection={selectedHere}
        onSelectionChange={(e: DataTableSelectionMultipleChangeEvent<(T | { skeleton: number })[]>) =>
          selection?.onChange([...selectedElsewhere, ...e.value.filter((row): row is T => !isSkeleton(row))])
        }
        dataKey={loading ? 'skeleton' : selection?.dataKey}
        isDataSelectable={({ data }) => !(loading && 'skeleton' in data)}
      >
        {selection ? <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} /> : null}
        {columns.map((column) => (
          <Column
            key={column.key}
            header={column.header}
            align={column.align ?? 'left'}
            body={(row: T | { skeleton: number }) => (isSkeleton(row) ? <Skeleton width="80%" /> : column.body(row))}
          />
        ))}
      </DataTable>
    </CursorFrame>
  );
}
