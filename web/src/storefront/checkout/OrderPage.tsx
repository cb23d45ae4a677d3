import '../cart/cart.css';
import { useEffect } from 'react';
import { formatPrice, setPageMeta, withShopName } from '../format';
import { LoadError, NotFound, Status } from '../Page';
import { useRemote } from '../use-remote';
import { fetchOrderConfirmation, NotFoundError, type OrderConfirmation } from '../cart/cart-api';
import { CART_TEXTS as C } from '../cart/texts';
import { BankAccountList } from './BankAccountList';

const dueFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

function PaymentInstructions({ order }: { order: OrderConfirmation }) {
  const total = formatPrice(order.totals.total);
  if (order.paymentMethod === 'HAVALE_EFT') {
    return (
      <>
        <p>{C.havaleDo(total)}</p>
        <p className="sf-order-reference">{C.havaleReference(order.paymentReference ?? order.orderNo)}</p>
        {order.paymentDueAt && <p>{C.havaleDue(dueFormat.format(new Date(order.paymentDueAt)))}</p>}
        <BankAccountList accounts={order.bankAccounts} />
      </>
    );
  }
  return (
    <>
      <p>{order.paymentMethod === 'KAPIDA_KART' ? C.doorCard(total) : C.doorCash(total)}</p>
      {order.totals.codFee > 0 && <p className="sf-muted">{C.doorFee(formatPrice(order.totals.codFee))}</p>}
    </>
  );
}

function Confirmation({ order }: { order: OrderConfirmation }) {
  useEffect(() => setPageMeta(withShopName(C.orderPageTitle(order.orderNo)), C.thanks), [order.orderNo]);
  const t = order.totals;
  return (
    <article className="sf-order-page">
      <header className="sf-order-head">
        <h1>{C.thanks}</h1>
        <p>
          {C.orderNo}: <strong className="sf-order-no">{order.orderNo}</strong>
        </p>
        <p className="sf-muted">{C.mailSent(order.email)}</p>
      </header>
      <div className="sf-order-layout">
        <section className="sf-step" aria-labelledby="sf-order-lines">
          <h2 id="sf-order-lines">{C.ordered}</h2>
          <table className="sf-order-table">
            <thead>
              <tr>
                <th scope="col">{C.product}</th>
                <th scope="col">{C.quantity}</th>
                <th scope="col">{C.unitPrice}</th>
                <th scope="col">{C.lineTotal}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, i) => (
                // The answer gives lines no id; an order's lines never reorder.
                <tr key={i}>
                  <th scope="row">
                    {line.name}
                    {line.optionsLabel && <span className="sf-muted"> – {line.optionsLabel}</span>}
                  </th>
                  <td>{line.quantity}</td>
                  <td>{formatPrice(line.unitPrice)}</td>
                  <td>{formatPrice(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="sf-totals">
            <div>
              <dt>{C.subtotal}</dt>
              <dd>{formatPrice(t.subtotal)}</dd>
            </div>
            <div>
              <dt>{C.cargo}</dt>
              <dd>{t.cargo === 0 ? C.cargoFree : formatPrice(t.cargo)}</dd>
            </div>
            {t.discount > 0 && (
              <div className="sf-totals-discount">
                <dt>{C.discount}</dt>
                <dd>−{formatPrice(t.discount)}</dd>
              </div>
            )}
            {t.codFee > 0 && (
              <div>
                <dt>{C.codFee}</dt>
                <dd>{formatPrice(t.codFee)}</dd>
              </div>
            )}
            <div className="sf-totals-total">
              <dt>{C.total}</dt>
              <dd>{formatPrice(t.total)}</dd>
            </div>
          </dl>
        </section>
        <div className="sf-order-side">
          <section className="sf-step" aria-labelledby="sf-order-payment">
            <h2 id="sf-order-payment">{C.paymentInstructions}</h2>
            <PaymentInstructions order={order} />
          </section>
          {order.carrierName && (
            <section className="sf-step" aria-labelledby="sf-order-cargo">
              <h2 id="sf-order-cargo">{C.cargoStep}</h2>
              <p>{order.carrierName}</p>
            </section>
          )}
          <section className="sf-step" aria-labelledby="sf-order-next">
            <h2 id="sf-order-next">{C.next}</h2>
            <p>{order.nextSteps}</p>
          </section>
          <a className="sf-btn sf-btn--outline" href="/">
            {C.continueShopping}
          </a>
        </div>
      </div>
    </article>
  );
}

/** `/siparis/{orderNo}?t={token}`: the order confirmation, readable only with its secret token. */
export default function OrderPage({ orderNo, token }: { orderNo: string; token: string }) {
  const [order, retry] = useRemote(`order:${orderNo}:${token}`, (signal) =>
    token ? fetchOrderConfirmation(orderNo, token, signal) : Promise.reject(new NotFoundError(orderNo)),
  );
  const missing = order.status === 'error' && order.error instanceof NotFoundError;
  useEffect(() => {
    if (missing) setPageMeta(C.orderNotFound, C.orderNotFoundText);
  }, [missing]);
  if (order.status === 'loading') return <Status>{C.loadingOrder}</Status>;
  if (order.status === 'error')
    return missing ? <NotFound title={C.orderNotFound} text={C.orderNotFoundText} /> : <LoadError offline={order.offline} onRetry={retry} />;
  return <Confirmation order={order.data} />;
}
