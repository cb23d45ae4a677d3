import type { ReactNode } from 'react';
import { CursorPager } from './CursorPager';
import { LoadError } from './LoadError';
import type { CursorPages } from './use-cursor-pages';
import './data-pages.css';

interface Props {
  readonly pages: CursorPages<unknown>;
  /** The page's rows (a table, a grid), drawn by the caller in each of the list's states. */
  readonly children: ReactNode;
}

/** A server-paged list's box: the error with a retry instead of the rows when a page fails, else the rows over Previous/Next. */
export function CursorFrame({ pages, children }: Props) {
  if (pages.status === 'failed') return <LoadError failure={pages} onRetry={pages.retry} />;
  return (
    <div className="cursor-table" aria-busy={pages.status === 'loading'}>
      {children}
      <CursorPager pages={pages} />
    </div>
  );
}
