import { formatPrice } from '../format';
import type { CartAnswer } from './cart-api';
import { CART_TEXTS as C } from './texts';

/** What changed for the whole cart since it was last read (a coupon that stopped being valid was removed). */
export function CartNotices({ cart }: { cart: CartAnswer }) {
  if (cart.notices.length === 0) return null;
  return (
    <div role="status" className="sf-cart-notices">
      {cart.notices.map((notice) => (
        <p key={notice.kind} className="sf-cart-notice">
          {notice.message}
        </p>
      ))}
    </div>
  );
}

/** "₺X daha ekleyin, kargo bedava" while the cart is under the shop's threshold; nothing when the shop has none. */
export function FreeShippingNote({ remaining }: { remaining: number | null }) {
  if (remaining === null) return null;
  return <p className="sf-free-shipping">{remaining > 0 ? C.remainingForFree(formatPrice(remaining)) : C.freeShipping}</p>;
}

/** Subtotal, cargo, discount (when any), the kapıda ödeme fee (when chosen) and the total: all the server's figures. */
export function CartTotals({ cart, codFee = 0 }: { cart: CartAnswer; codFee?: number }) {
  return (
    <dl className="sf-totals">
      <div>
        <dt>{C.subtotal}</dt>
        <dd>{formatPrice(cart.subtotal)}</dd>
      </div>
      <div>
        <dt>{C.cargo}</dt>
        <dd>{cart.cargo === 0 ? C.cargoFree : formatPrice(cart.cargo)}</dd>
      </div>
      {cart.discount > 0 && (
        <div className="sf-totals-discount">
          <dt>
            {C.discount}
            {cart.coupon && ` (${cart.coupon.code})`}
          </dt>
          <dd>−{formatPrice(cart.discount)}</dd>
        </div>
      )}
      {codFee > 0 && (
        <div>
          <dt>{C.codFee}</dt>
          <dd>{formatPrice(codFee)}</dd>
        </div>
      )}
      <div className="sf-totals-total">
        <dt>{C.total}</dt>
        <dd>{formatPrice(cart.total + codFee)}</dd>
      </div>
    </dl>
  );
}
