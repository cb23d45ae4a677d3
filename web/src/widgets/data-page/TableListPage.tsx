import type { Page } from './page';
import { CursorTable, type TableColumn } from './CursorTable';
import { DataPage } from './DataPage';
import { useCursorPages, type PageRequest } from './use-cursor-pages';

interface Props<T extends object> {
  readonly title: string | undefined;
  readonly load: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  readonly columns: readonly TableColumn<T>[];
  readonly emptyMessage: string;
  readonly label: string;
}

/** A list page that is only its table (no actions or filters): the data-page frame over a server-paged table. */
export function TableListPage<T extends object>({ title, load, columns, emptyMessage, label }: Props<T>) {
  const pages = useCursorPages(load);
  return (
    <DataPage title={title}>
      <CursorTable pages={pages} columns={columns} emptyMessage={emptyMessage} label={label} />
    </DataPage>
  );
}
