import type { ReactNode } from 'react';
import { Skeleton } from 'primereact/skeleton';
import { ApiError } from '../api/client';
import { LoadError } from './LoadError';
import NotFoundPage from './NotFoundPage';
import { PAGE_TEXTS } from './texts';
import type { ResourceState } from './use-resource';
import './data-pages.css';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

interface Props<T> {
  readonly resource: ResourceState<T> & { retry: () => void };
  /** The list the record belongs to, for the way back from a missing record. */
  readonly list: { readonly to: string; readonly label: string };
  readonly children: (data: T) => ReactNode;
}

/** A record page's states: skeleton, the not-found page on 404, the error with retry, then the record. */
export function DetailState<T>({ resource, list, children }: Props<T>) {
  if (resource.status === 'loading') {
    return (
      <div className="page detail-skeleton" aria-busy="true" aria-label={PAGE_TEXTS.loading}>
        <Skeleton width="40%" height="2rem" />
        <Skeleton height="8rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (resource.status === 'error') {
    if (isNotFound(resource.error)) return <NotFoundPage record back={{ to: list.to, label: PAGE_TEXTS.backToList(list.label) }} />;
    return (
      <div className="page">
        <LoadError error={resource.error} onRetry={resource.retry} />
      </div>
    );
  }
  return children(resource.data);
}
