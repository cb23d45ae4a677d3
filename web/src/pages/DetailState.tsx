import type { ReactNode } from 'react';
import { Skeleton } from 'primereact/skeleton';
import { ApiError } from '../api/client';
import type { RemoteData } from '../api/use-remote-data';
import { usePageLoading } from '../ui/page-loading';
import { LoadError } from './LoadError';
import NotFoundPage from './NotFoundPage';
import { PAGE_TEXTS } from './texts';
import './data-pages.css';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

interface Props<T> {
  readonly resource: RemoteData<T> & { readonly retry: () => void };
  /** The list the record belongs to, for the way back from a missing record. */
  readonly list: { readonly to: string; readonly label: string };
  readonly children: (data: T) => ReactNode;
}

/** A record page's states: skeleton (with the top bar's progress), the not-found page on 404, the error with retry, then the record. */
export function DetailState<T>({ resource, list, children }: Props<T>) {
  usePageLoading(resource.status === 'loading');
  if (resource.status === 'loading') {
    return (
      <div className="page detail-skeleton" aria-busy="true" aria-label={PAGE_TEXTS.loading}>
        <Skeleton width="40%" height="2rem" />
        <Skeleton height="8rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (resource.status === 'failed') {
    if (isNotFound(resource.error)) return <NotFoundPage record back={{ to: list.to, label: PAGE_TEXTS.backToList(list.label) }} />;
    return (
      <div className="page">
        <LoadError failure={resource} onRetry={resource.retry} />
      </div>
    );
  }
  return children(resource.data);
}
