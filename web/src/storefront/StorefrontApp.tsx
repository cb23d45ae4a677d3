import { lazy, Suspense, useMemo } from 'react';
import { CartDrawerHost } from './cart/CartDrawerHost';
import { Integrations } from './consent/Integrations';
import { previewInstant } from './clock';
import { LoadError, Page, Status } from './Page';
import { routeOf, type Route } from './route';
import { RouteContent } from './RouteContent';
import { fetchTheme } from './storefront-api';
import { STOREFRONT_TEXTS as T } from './texts';
import { stateFromAnswer } from './theme-store';
import { useRemote } from './use-remote';

/** The builder's preview loads its message handling (and the schemas it validates with) only when asked for. */
const PreviewStorefront = lazy(() => import('./preview/PreviewStorefront'));

/** Same value as PREVIEW_QUERY_PARAM in shared, kept here so the shopper's bundle does not load the message schemas. */
export const PREVIEW_PARAM = 'preview';

function PublicStorefront({ route }: { route: Route }) {
  const [theme, retry] = useRemote('theme', fetchTheme);
  const state = useMemo(() => (theme.status === 'ready' ? stateFromAnswer(theme.data) : undefined), [theme]);
  if (theme.status === 'loading') return <Status>{T.loading}</Status>;
  if (theme.status === 'error' || !state) return <LoadError offline={theme.status === 'error' && theme.offline} onRetry={retry} />;
  return (
    <>
      <Page state={state} popupAllowed={route.kind !== 'checkout' && route.kind !== 'order'}>
        <RouteContent route={route} state={state} preview={false} />
        <CartDrawerHost />
      </Page>
      <Integrations integrations={theme.data.integrations} />
    </>
  );
}

export const isPreview = (search: string): boolean => new URLSearchParams(search).get(PREVIEW_PARAM) === '1';

export function StorefrontApp({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const route = routeOf(location.pathname, location.search);
  if (isPreview(location.search)) {
    return (
      <Suspense fallback={<Status>{T.previewWaiting}</Status>}>
        <PreviewStorefront route={route} at={previewInstant(location.search)} />
      </Suspense>
    );
  }
  return <PublicStorefront route={route} />;
}
