import { Skeleton } from 'primereact/skeleton';

/** Shown inside the shell while a lazily loaded page arrives. */
export function PageSkeleton() {
  return (
    <div className="page skeleton-stack" aria-busy="true">
      <Skeleton width="40%" height="2rem" />
      <Skeleton height="8rem" />
    </div>
  );
}
