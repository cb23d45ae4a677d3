import { lazy, Suspense } from 'react';
import { useCartState } from './cart-store';

/** The drawer's code loads the first time it opens: the first download of `/` carries only this host. */
const CartDrawer = lazy(() => import('./CartDrawer'));

/**
 * The public storefront's cart drawer, drawn while it is open. No page asks for the cart just to
 * count it: the server says a line's changes once, in the answer that reads them, so the cart is
 * read only where it is shown (the drawer, /sepet, /odeme); the badge meanwhile shows the count
 * this browser last saw.
 */
export function CartDrawerHost() {
  const { drawerOpen } = useCartState();
  return drawerOpen ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
