import { useId, useState } from 'react';
import type { StorefrontVariant } from '@shop/shared';
import { addCartLine } from '../cart/cart-api';
import { openCartDrawer } from '../cart/cart-store';
import { refusalText, writeCart } from '../cart/cart-writes';
import { STOREFRONT_TEXTS as T } from '../texts';

/** Units one add may ask for (CART_LIMITS.quantity in shared; its schemas stay out of the first download). */
const MAX_QUANTITY = 999;

/** Why the chosen variant cannot be added, or undefined when it can. */
const blockedReason = (variant: StorefrontVariant | undefined, hasVariants: boolean, allowBackorder: boolean): string | undefined => {
  if (!hasVariants) return T.notForSale;
  if (!variant) return T.chooseVariantFirst;
  if (!variant.inStock && !allowBackorder) return T.soldOutNoBackorder;
  return undefined;
};

/**
 * **Sepete ekle** with a quantity: the server checks the stock and prices the line; its refusal
 * (409: not enough stock) is said here. A successful add opens the cart drawer.
 */
export function AddToCart({
  variant,
  hasVariants,
  allowBackorder,
}: {
  variant: StorefrontVariant | undefined;
  hasVariants: boolean;
  allowBackorder: boolean;
}) {
  const [quantity, setQuantity] = useState('1');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const quantityId = useId();
  const messageId = useId();
  const blocked = blockedReason(variant, hasVariants, allowBackorder);
  const amount = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number(quantity)) || 1));

  const add = async () => {
    if (!variant || blocked || sending) return;
    setSending(true);
    setError(undefined);
    const refusal = await writeCart(addCartLine(variant.id, amount));
    setSending(false);
    if (refusal) setError(refusalText(refusal, { offline: T.addOffline, tooMany: T.tooManyRequests, failed: T.addFailed }));
    else openCartDrawer();
  };

  const message = blocked ?? error;
  return (
    <div className="sf-add-to-cart">
      <div className="sf-add-to-cart-row">
        <label className="sf-add-to-cart-quantity" htmlFor={quantityId}>
          <span>{T.quantity}</span>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={quantity}
            disabled={blocked !== undefined}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => setQuantity(String(amount))}
          />
        </label>
        <button
          type="button"
          className="sf-btn sf-add-to-cart-button"
          disabled={blocked !== undefined || sending}
          aria-describedby={message ? messageId : undefined}
          onClick={() => void add()}
        >
          {sending ? T.addingToCart : T.addToCart}
        </button>
      </div>
      {/* Said when it appears: the variant's state changes with the choice, a refusal arrives later. */}
      <p id={messageId} className={error ? 'sf-add-to-cart-message sf-error' : 'sf-add-to-cart-message sf-muted'} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
