import { lazy, Suspense, useEffect } from 'react';
import { getCart } from './cart-api';
import { mayHaveCart, setCart, useCartState } from './cart-store';

/** The drawer's code loads the first time it opens: the first download of `/` carries only this host. */
const CartDrawer = lazy(() => import('./CartDrawer'));

/**
 * The public storefront's cart: the badge's count is read once per visit (only when this browser
 * has had a cart), and the drawer is drawn while it is open.
 */
export function CartDrawerHost() {
  const { drawerOpen } = useCartState();
  useEffect(() => {
    if (!mayHaveCart()) return undefined;
    const controller = new AbortController();
    getCart(controller.signal).then(
      (outcome) => {
        if (outcome.ok) setCart(outcome.data);
      },
      // Aborted as the page left: nothing to keep.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return drawerOpen ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
