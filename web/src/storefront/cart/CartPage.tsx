import './cart.css';
import { useEffect, useRef, useState } from 'react';
import { formatPrice, productHref, setPageMeta, withShopName } from '../format';
import { LoadError, Status } from '../Page';
import { useRemote } from '../use-remote';
import { removeCartLine, setLineQuantity, type CartLine } from './cart-api';
import { useCartState } from './cart-store';
import { loadCart, refusalText, writeCart } from './cart-writes';
import { CartNotices, CartTotals, FreeShippingNote } from './CartTotals';
import { CouponForm } from './CouponForm';
import { QuantityStepper } from './QuantityStepper';
import { CART_TEXTS as C } from './texts';

const FAILURE_TEXTS = { offline: C.offlineWrite, tooMany: C.tooManyRequests, failed: C.updateFailed };

function LineRow({ line, announce, onRemoved }: { line: CartLine; announce: (text: string) => void; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (write: Parameters<typeof writeCart>[0], done: string) => {
    setBusy(true);
    setError(undefined);
    const refusal = await writeCart(write);
    setBusy(false);
    if (refusal) setError(refusalText(refusal, FAILURE_TEXTS));
    else announce(done);
    return refusal === undefined;
  };

  return (
    <li className="sf-cart-line">
      {line.imageUrl ? (
        <img className="sf-cart-image" src={line.imageUrl} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className="sf-cart-image sf-cart-thumb" aria-hidden="true">
          {line.name.charAt(0)}
        </span>
      )}
      <div className="sf-cart-line-info">
        <a className="sf-cart-line-name" href={productHref(line.slug)}>
          {line.name}
        </a>
        {line.optionsLabel && <p className="sf-muted">{line.optionsLabel}</p>}
        <p>
          <span className="sf-visually-hidden">{C.unitPrice}: </span>
          {formatPrice(line.unitPrice)}
        </p>
        {line.notice && <p className={`sf-cart-notice sf-cart-notice--${line.notice.kind.toLowerCase()}`}>{line.notice.message}</p>}
        {error && (
          <p className="sf-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <QuantityStepper
        name={line.name}
        quantity={line.quantity}
        max={line.available}
        busy={busy}
        onChange={(quantity) => run(setLineQuantity(line.id, quantity), C.updated)}
      />
      <p className="sf-cart-line-total">
        <span className="sf-visually-hidden">{C.lineTotal}: </span>
        {formatPrice(line.lineTotal)}
      </p>
      <button
        type="button"
        className="sf-link-button"
        aria-label={C.removeLine(line.name)}
        disabled={busy}
        onClick={() =>
          void run(removeCartLine(line.id), C.removed(line.name)).then((removed) => {
            if (removed) onRemoved();
          })
        }
      >
        {C.remove}
      </button>
    </li>
  );
}

/** `/sepet`: the cart as the server prices it now, with each line's changes said. */
export default function CartPage() {
  useEffect(() => setPageMeta(withShopName(C.cartPageTitle), C.cartTitle), []);
  const [loaded, retry] = useRemote('cart', loadCart);
  const { cart } = useCartState();
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  if (loaded.status === 'loading' || (loaded.status === 'ready' && !cart)) return <Status>{C.loadingCart}</Status>;
  if (loaded.status === 'error' || !cart) return <LoadError offline={loaded.status === 'error' && loaded.offline} onRetry={retry} />;

  return (
    <section className="sf-cart-page" aria-labelledby="sf-cart-title">
      <h1 id="sf-cart-title" ref={heading} tabIndex={-1}>
        {C.cartTitle}
      </h1>
      <p className="sf-visually-hidden" aria-live="polite">
        {said}
      </p>
      <CartNotices cart={cart} />
      {cart.lines.length === 0 ? (
        <div className="sf-cart-empty">
          <p>{C.empty}</p>
          <p className="sf-muted">{C.emptyHint}</p>
          <a className="sf-btn" href="/">
            {C.continueShopping}
          </a>
        </div>
      ) : (
        <div className="sf-cart-layout">
          <ul className="sf-cart-lines" aria-label={C.lines}>
            {cart.lines.map((line) => (
              <LineRow key={line.id} line={line} announce={setSaid} onRemoved={() => heading.current?.focus()} />
            ))}
          </ul>
          <aside className="sf-cart-summary" aria-labelledby="sf-cart-summary-title">
            <h2 id="sf-cart-summary-title">{C.summary}</h2>
            <CartTotals cart={cart} />
            <FreeShippingNote remaining={cart.remainingForFree} />
            <CouponForm cart={cart} />
            {cart.orderable ? (
              <a className="sf-btn sf-cart-checkout" href="/odeme">
                {C.goToCheckout}
              </a>
            ) : (
              <p className="sf-cart-notice">{C.notOrderable}</p>
            )}
            <a className="sf-cart-continue" href="/">
              {C.continueShopping}
            </a>
          </aside>
        </div>
      )}
    </section>
  );
}
