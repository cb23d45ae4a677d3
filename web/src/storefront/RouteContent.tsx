import { lazy, Suspense } from 'react';
import { AREA_TABS } from '@shop/shared';
import { CategoryPage } from './CategoryPage';
import { LazyShopForm } from './forms/LazyShopForm';
import { ContentPage } from './pages/ContentPage';
import { Area, NotFound, Status } from './Page';
import { ProductPage } from './ProductPage';
import type { Route } from './route';
import { SearchPage } from './SearchPage';
import { STOREFRONT_TEXTS as T } from './texts';
import { visibleComponents, type ThemeState } from './theme-store';

/** Account code (Cognito calls, forms, the province list) is its own chunk: nothing of it in `/`'s first download. */
const AccountPage = lazy(() => import('./account/AccountPage'));
const TrackPage = lazy(() => import('./account/TrackPage'));
// The cart, checkout and confirmation load only where they are used: none of it is in `/`'s first download.
const CartPage = lazy(() => import('./cart/CartPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const OrderPage = lazy(() => import('./checkout/OrderPage'));
// Issue 30: /iletisim and /geri-bildirim, one chunk of their own.
const Care = lazy(() => import('./care/Care'));

/** What a route shows, inside the page's header and footer; the public storefront and the builder's preview both render it. */
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
  if (route.kind === 'product') return <ProductPage slug={route.slug} variantSku={route.variantSku} />;
  // A form block in the page's body draws Form Oluşturucu's form, its code loaded only then.
  if (route.kind === 'page') return <ContentPage slug={route.slug} renderForm={(formId) => <LazyShopForm formId={formId} />} />;
  if (route.kind === 'search') return <SearchPage q={route.q} />;
  if (route.kind === 'account' || route.kind === 'track')
    return <Suspense fallback={<Status>{T.loading}</Status>}>{route.kind === 'account' ? <AccountPage /> : <TrackPage />}</Suspense>;
  if (route.kind === 'notFound') return <NotFound />;
  if (route.kind === 'contact' || route.kind === 'feedback')
    return (
      <Suspense fallback={<Status>{T.loading}</Status>}>
        <Care kind={route.kind} />
      </Suspense>
    );
  if (route.kind === 'form')
    return (
      <section className="sf-form-page">
        <LazyShopForm formId={route.formId} />
      </section>
    );
  if (route.kind === 'cart' || route.kind === 'checkout' || route.kind === 'order')
    return (
      <Suspense fallback={<Status>{T.loading}</Status>}>
        {route.kind === 'cart' && <CartPage />}
        {route.kind === 'checkout' && <CheckoutPage />}
        {route.kind === 'order' && <OrderPage orderNo={route.orderNo} token={route.token} />}
      </Suspense>
    );
  if (!preview && AREA_TABS.every((area) => visibleComponents(state, area).length === 0)) return <Status>{T.emptyStore}</Status>;
  return <Area state={state} area="middle" preview={preview} highlightedId={highlightedId} />;
}
