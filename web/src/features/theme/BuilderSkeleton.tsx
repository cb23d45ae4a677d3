import { Skeleton } from 'primereact/skeleton';
import { BUILDER_TEXTS } from './texts';

/** The builder's shape while the theme loads. */
export function BuilderSkeleton() {
  return (
    <div className="builder-skeleton" role="status" aria-label={BUILDER_TEXTS.loading}>
      <div className="builder-skeleton-side">
        <Skeleton height="2.75rem" />
        <Skeleton height="2.25rem" />
        <Skeleton height="2.5rem" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="3rem" />
        ))}
      </div>
      <div className="builder-skeleton-main">
        <Skeleton height="2.75rem" />
        <Skeleton height="100%" />
      </div>
    </div>
  );
}
