import { useId, useState } from 'react';
import { applyCoupon, removeCoupon, type CartAnswer } from './cart-api';
import { refusalText, writeCart } from './cart-writes';
import { CART_TEXTS as C } from './texts';

const FAILURE_TEXTS = { offline: C.offlineWrite, tooMany: C.tooManyRequests, failed: C.couponFailed };

/**
 * The coupon field with **Uygula**: the server judges the code and its message is shown as it is.
 * Not a form of its own, so it can sit inside the checkout's form: Enter in the field applies the code.
 */
export function CouponForm({ cart }: { cart: CartAnswer }) {
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [said, setSaid] = useState('');
  const inputId = useId();
  const errorId = useId();

  const apply = async () => {
    const value = code.trim();
    if (!value) {
      setError(C.couponEmpty);
      return;
    }
    setSending(true);
    setError(undefined);
    const refusal = await writeCart(applyCoupon(value));
    setSending(false);
    if (refusal) setError(refusalText(refusal, FAILURE_TEXTS));
    else {
      setCode('');
      setSaid(C.couponApplied(value.toLocaleUpperCase('tr-TR')));
    }
  };

  const remove = async () => {
    setSending(true);
    setError(undefined);
    const refusal = await writeCart(removeCoupon());
    setSending(false);
    if (refusal) setError(refusalText(refusal, FAILURE_TEXTS));
    else setSaid(C.couponRemoved);
  };

  return (
    <div className="sf-coupon">
      {cart.coupon ? (
        <p className="sf-coupon-applied">
          <span>
            {C.couponLabel}: <strong>{cart.coupon.code}</strong>
          </span>
          <button type="button" className="sf-link-button" disabled={sending} onClick={() => void remove()}>
            {C.couponRemove}
          </button>
        </p>
      ) : (
        <div className="sf-coupon-form">
          <label htmlFor={inputId}>{C.couponLabel}</label>
          <div className="sf-coupon-row">
            <input
              id={inputId}
              className="sf-input"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void apply();
              }}
            />
            <button type="button" className="sf-btn sf-btn--outline" disabled={sending} onClick={() => void apply()}>
              {sending ? C.couponApplying : C.couponApply}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p id={errorId} className="sf-error" role="alert">
          {error}
        </p>
      )}
      <p className="sf-visually-hidden" aria-live="polite">
        {error ? '' : said}
      </p>
    </div>
  );
}
