import { PageSkeleton } from './PageSkeleton';
import { usePageLoading } from '../ui/page-loading';

/** Suspense fallback while a lazy page's code arrives: the skeleton and the progress bar. */
export function RouteLoading() {
  usePageLoading(true);
  return <PageSkeleton />;
}
