import type { ReactNode } from 'react';
import type { RemoteResource } from '../../api/use-remote-data';
import { usePageLoading } from '../../ui/page-loading';
import { LoadError } from './LoadError';

interface Props<T> {
  readonly resource: RemoteResource<T>;
  /** Drawn while the data loads (with the top bar's progress). */
  readonly loading: ReactNode;
  /** Said first when the load fails, the API's message under it (LoadError). */
  readonly summary?: string;
  /** Drawn instead of `children` when the data is an empty list. */
  readonly empty?: ReactNode;
  readonly children: (data: T) => ReactNode;
}

/** One remote resource on a data page: loading, the error with a retry (offline said as such), empty, then the data. */
export function RemoteView<T>({ resource, loading, summary, empty, children }: Props<T>) {
  usePageLoading(resource.status === 'loading');
  if (resource.status === 'loading') return loading;
  if (resource.status === 'failed') return <LoadError failure={resource} onRetry={resource.retry} summary={summary} />;
  if (empty !== undefined && Array.isArray(resource.data) && resource.data.length === 0) return empty;
  return children(resource.data);
}
