import { Skeleton } from 'primereact/skeleton';
import { SIDEBAR_WIDTH } from './sidebar-state';

/** The shell's outline while the session loads, so the page does not jump once it is known. */
export function SessionSkeleton() {
  return (
    <div className="admin-shell" data-testid="session-skeleton" aria-busy="true">
      <aside className="admin-sidebar" style={{ width: SIDEBAR_WIDTH.expanded }}>
        <div className="skeleton-stack">
          <Skeleton height="2.5rem" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="1.5rem" width={i % 3 === 0 ? '60%' : '85%'} />
          ))}
        </div>
        <Skeleton height="3rem" />
      </aside>
      <div className="admin-main">
        <header className="admin-topbar">
          <Skeleton width="12rem" height="1.5rem" />
        </header>
        <main className="admin-content skeleton-stack">
          <Skeleton width="40%" height="2rem" />
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </main>
      </div>
    </div>
  );
}
