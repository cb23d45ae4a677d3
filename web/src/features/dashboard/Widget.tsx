import type { ReactNode } from 'react';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import type { RemoteData } from '../../api/use-remote-data';
import { LoadError } from '../../widgets/data-page/LoadError';
import { DASHBOARD_TEXTS as T } from './texts';

interface Props<D> {
  readonly title: string;
  readonly data: RemoteData<D> & { retry: () => void };
  readonly children: (data: D) => ReactNode;
}

/** One dashboard card with its own loading, error and offline states: a slow or failed widget never holds up the others. */
export function Widget<D>({ title, data, children }: Props<D>) {
  return (
    <Card title={<h2 className="dashboard-widget-title">{title}</h2>} className="dashboard-widget">
      <div aria-busy={data.status === 'loading'}>
        {data.status === 'loading' ? <Skeleton height="4rem" /> : null}
        {data.status === 'failed' ? <LoadError failure={data} onRetry={data.retry} summary={T.loadFailed(title)} /> : null}
        {data.status === 'ready' ? children(data.data) : null}
      </div>
    </Card>
  );
}
