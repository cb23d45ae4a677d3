import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { PAGE_TEXTS } from './texts';
import './data-pages.css';

interface Props {
  readonly title: ReactNode;
  /** What stands beside the title: create, upload, export (CsvExportButton), a count. */
  readonly actions?: ReactNode;
  /** A sentence under the title that says what the page is for. */
  readonly intro?: ReactNode;
  /** The filter controls; their values live in the URL (useUrlFilters), so a filtered list can be linked and reloaded. */
  readonly filters?: ReactNode;
  /** Given while a filter is set: the filter bar offers to clear them all. */
  readonly onClearFilters?: (() => void) | undefined;
  readonly className?: string;
  /** The page's body: a CursorTable, a CursorFrame, a RemoteView, dialogs. */
  readonly children: ReactNode;
}

/** The frame of every admin data page: the title with its actions, an intro, the filter bar, then the page's own body. */
export function DataPage({ title, actions, intro, filters, onClearFilters, className, children }: Props) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <div className="page-header">
        <h1>{title}</h1>
        {actions}
      </div>
      {intro}
      {filters === undefined ? null : (
        <div className="filter-bar" role="search">
          {filters}
          {onClearFilters ? <Button type="button" label={PAGE_TEXTS.clearFilters} icon="pi pi-filter-slash" text onClick={onClearFilters} /> : null}
        </div>
      )}
      {children}
    </div>
  );
}
