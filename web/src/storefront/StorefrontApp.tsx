import { lazy, Suspense, useEffect, useMemo } from 'react';
import { CartDrawerHost } from './cart/CartDrawerHost';
import { Integrations } from './consent/Integrations';
import { previewInstant } from './clock';
import { MaintenanceNotice, MaintenancePage } from './Maintenance';
import { LoadError, Page, Status } from './Page';
import { routeOf, type Route } from './route';
import { RouteContent } from './RouteContent';
import { fetchTheme } from './storefront-api';
import { applyShopFormats } from './format';
import { STOREFRONT_TEXTS as T } from './texts';
import { applyShop, setHomeMeta, ShopContext, useAdminSession } from './shop';
import { stateFromAnswer } from './theme-store';
import { useRemote } from './use-remote';
import { REMOTE_KEYS } from './ssr/prefetched';

/** The builder's preview loads its message handling (and the schemas it validates with) only when asked for. */
const PreviewStorefront = lazy(() => import('./preview/PreviewStorefront'));
/** Issue 30: the chat launcher and everything behind it is its own chunk, never in the first download. */
const LiveChat = lazy(() => import('./live-chat/LiveChat'));

/** Same value as PREVIEW_QUERY_PARAM in shared, kept here so the shopper's bundle does not load the message schemas. */
export const PREVIEW_PARAM = 'preview';

function PublicStorefront({ route }: { route: Route }) {
  const [theme, retry] = useRemote(REMOTE_KEYS.theme, fetchTheme);
  // An answer cached (60 s at the edge) from before Genel Ayarlar shipped has no shop block.
  const shop = theme.status === 'ready' ? (theme.data.shop as typeof theme.data.shop | undefined) : undefined;
  const state = useMemo(() => {
    if (theme.status !== 'ready') return undefined;
    // Before the first render of the shop (on the server too): its prices and titles use the shop's display and name.
    if (shop) applyShopFormats(shop);
    return stateFromAnswer(theme.data);
  }, [theme, shop]);
  const home = route.kind === 'home';
  const adminSession = useAdminSession();
  useEffect(() => {
    if (shop) applyShop(shop);
    if (home && shop) setHomeMeta(shop);
  }, [home, shop]);
  if (theme.status === 'loading') return <Status>{T.loading}</Status>;
  if (theme.status === 'error' || !state) return <LoadError offline={theme.status === 'error' && theme.offline} onRetry={retry} />;
  const maintenance = shop?.maintenance ? !adminSession : false;
  if (shop && maintenance) return <MaintenancePage shop={shop} themeConfig={state.settings.themeConfig} />;
  return (
    <ShopContext.Provider value={shop}>
      {shop?.maintenance ? <MaintenanceNotice /> : null}
      <Page state={state} popupAllowed={route.kind !== 'checkout' && route.kind !== 'order'}>
        <RouteContent route={route} state={state} preview={false} />
        <CartDrawerHost />
      </Page>
      {route.kind === 'checkout' ? null : (
        <Suspense fallback={null}>
          <LiveChat />
        </Suspense>
      )}
      <Integrations integrations={theme.data.integrations} />
    </ShopContext.Provider>
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
