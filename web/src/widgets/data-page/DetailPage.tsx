import type { ReactNode } from 'react';
import { Skeleton } from 'primereact/skeleton';
import { ApiError } from '../../api/api-error';
import type { RemoteResource } from '../../api/use-remote-data';
import { DataPage } from './DataPage';
import { LoadError } from './LoadError';
import NotFoundPage from './NotFoundPage';
import { RemoteView } from './RemoteView';
import { PAGE_TEXTS } from './texts';
import './data-pages.css';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

interface Props<T> {
  readonly resource: RemoteResource<T>;
  /** The list the record belongs to, for the way back from a missing record. */
  readonly list: { readonly to: string; readonly label: string };
  /** The record's heading in the data-page frame; without it the record draws its own page (a form). */
  readonly title?: (data: T) => ReactNode;
  readonly actions?: (data: T) => ReactNode;
  readonly children: (data: T) => ReactNode;
}

const SKELETON = (
  <div className="page detail-skeleton" aria-busy="true" aria-label={PAGE_TEXTS.loading}>
    <Skeleton width="40%" height="2rem" />
    <Skeleton height="8rem" />
    <Skeleton height="12rem" />
  </div>
);

/** A record page's states: skeleton (with the top bar's progress), the not-found page on 404, the error with retry, then the record. */
export function DetailPage<T>({ resource, list, title, actions, children }: Props<T>) {
  if (resource.status === 'failed') {
    if (isNotFound(resource.error)) return <NotFoundPage record back={{ to: list.to, label: PAGE_TEXTS.backToList(list.label) }} />;
    return (
      <div className="page">
        <LoadError failure={resource} onRetry={resource.retry} />
      </div>
    );
  }
  return (
    <RemoteView resource={resource} loading={SKELETON}>
      {(data) =>
        title ? (
          <DataPage title={title(data)} actions={actions?.(data)}>
            {children(data)}
          </DataPage>
        ) : (
          children(data)
        )
      }
    </RemoteView>
  );
}
