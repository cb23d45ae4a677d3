import './cart.css';
import { useEffect, useState } from 'react';
import { Dialog } from '../components/Dialog';
import { formatPrice, productHref } from '../format';
import { getCart } from './cart-api';
import { closeCartDrawer, setCart, useCartState } from './cart-store';
import { FreeShippingNote } from './CartTotals';
import { CART_TEXTS as C } from './texts';

/** The cart drawer opened from **Sepet** and after **Sepete ekle**: the lines, the subtotal and the ways on. */
export default function CartDrawer() {
  const { cart } = useCartState();
  const [failed, setFailed] = useState(false);
  // Opened before this page has read the cart (not after Sepete ekle, whose answer is the cart): read it now.
  useEffect(() => {
    if (cart) return undefined;
    const controller = new AbortController();
    getCart(controller.signal).then(
      (outcome) => (outcome.ok ? setCart(outcome.data) : setFailed(true)),
      () => undefined,
    );
    return () => controller.abort();
  }, [cart]);

  return (
    <Dialog title={C.drawerTitle} placement="drawer" onClose={closeCartDrawer}>
      {!cart && !failed && (
        <p role="status" className="sf-muted">
          {C.loadingCart}
        </p>
      )}
      {!cart && failed && (
        <p role="alert" className="sf-error">
          {C.updateFailed}
        </p>
      )}
      {cart?.lines.length === 0 && (
        <div className="sf-cart-empty">
          <p>{C.empty}</p>
          <button type="button" className="sf-btn sf-btn--outline" onClick={closeCartDrawer}>
            {C.continueShopping}
          </button>
        </div>
      )}
      {cart && cart.lines.length > 0 && (
        <>
          <ul className="sf-drawer-lines" aria-label={C.lines}>
            {cart.lines.map((line) => (
              <li key={line.id} className="sf-drawer-line">
                {line.imageUrl ? (
                  <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <span className="sf-cart-thumb" aria-hidden="true">
                    {line.name.charAt(0)}
                  </span>
                )}
                <div>
                  <a href={productHref(line.slug)}>{line.name}</a>
                  {line.optionsLabel && <p className="sf-muted">{line.optionsLabel}</p>}
                  <p>{C.lineQuantity(line.quantity, formatPrice(line.unitPrice))}</p>
                  {line.notice && <p className="sf-cart-notice">{line.notice.message}</p>}
                </div>
                <strong>{formatPrice(line.lineTotal)}</strong>
              </li>
            ))}
          </ul>
          <dl className="sf-totals">
            <div>
              <dt>{C.subtotal}</dt>
              <dd>{formatPrice(cart.subtotal)}</dd>
            </div>
          </dl>
          <FreeShippingNote remaining={cart.remainingForFree} />
          <div className="sf-drawer-actions">
            <a className="sf-btn sf-btn--outline" href="/sepet">
              {C.goToCart}
            </a>
            <a className="sf-btn" href="/odeme">
              {C.goToCheckout}
            </a>
          </div>
        </>
      )}
    </Dialog>
  );
}
