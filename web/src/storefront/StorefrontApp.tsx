import { lazy, Suspense, useMemo } from 'react';
import { AREA_TABS } from '@shop/shared';
import { CategoryPage } from './CategoryPage';
import { previewInstant } from './clock';
import { Area, LoadError, NotFound, Page, Status } from './Page';
import { ProductPage } from './ProductPage';
import { SearchPage } from './SearchPage';
import { fetchTheme } from './storefront-api';
import { STOREFRONT_TEXTS as T } from './texts';
import { stateFromAnswer, visibleComponents, type ThemeState } from './theme-store';
import { useRemote } from './use-remote';

/** The builder's preview loads its message handling (and the schemas it validates with) only when asked for. */
const PreviewStorefront = lazy(() => import('./preview/PreviewStorefront'));

/** Same value as PREVIEW_QUERY_PARAM in shared, kept here so the shopper's bundle does not load the message schemas. */
export const PREVIEW_PARAM = 'preview';

export type Route =
  | { readonly kind: 'home' }
  | { readonly kind: 'category'; readonly slugPath: string }
  | { readonly kind: 'product'; readonly slug: string }
  | { readonly kind: 'search'; readonly q: string }
  | { readonly kind: 'notFound' };

/** `/`, `/category/{slug path}`, `/product/{slug}`, `/search?q=`; every other address is the not-found page. */
export const routeOf = (pathname: string, search = ''): Route => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'home' };
  if (path === '/search') return { kind: 'search', q: new URLSearchParams(search).get('q') ?? '' };
  const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (product) return { kind: 'product', slug: decodeURIComponent(product) };
  const match = /^\/category\/(.+)$/.exec(path);
  const slugPath = match?.[1];
  if (slugPath) return { kind: 'category', slugPath: decodeURIComponent(slugPath) };
  return { kind: 'notFound' };
};

export function RouteContent({
  route,
  state,
  preview,
  highlightedId = null,
}: {
  route: Route;
  state: ThemeState;
  preview: boolean;
  highlightedId?: string | null;
}) {
  if (route.kind === 'category') return <CategoryPage slugPath={route.slugPath} />;
  if (route.kind === 'product') return <ProductPage slug={route.slug} />;
  if (route.kind === 'search') return <SearchPage q={route.q} />;
  if (route.kind === 'notFound') return <NotFound />;
  if (!preview && AREA_TABS.every((area) => visibleComponents(state, area).length === 0)) return <Status>{T.emptyStore}</Status>;
  return <Area state={state} area="middle" preview={preview} highlightedId={highlightedId} />;
}

function PublicStorefront({ route }: { route: Route }) {
  const [theme, retry] = useRemote('theme', fetchTheme);
  const state = useMemo(() => (theme.status === 'ready' ? stateFromAnswer(theme.data) : undefined), [theme]);
  if (theme.status === 'loading') return <Status>{T.loading}</Status>;
  if (theme.status === 'error' || !state) return <LoadError offline={theme.status === 'error' && theme.offline} onRetry={retry} />;
  return (
    <Page state={state}>
      <RouteContent route={route} state={state} preview={false} />
    </Page>
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
