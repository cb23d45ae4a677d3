import './account.css';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { setPageMeta } from '../format';
import { request, type Outcome, type ShopperOrder } from './account-api';
import { OrderCard } from './OrderCard';
import { ACCOUNT_TEXTS as T } from './texts';

const TRACK = '/api/storefront/orders/track';

/** /siparis-takip: a guest finds an order by its number and e-mail, follows it and asks for a return. */
export default function TrackPage() {
  const id = useId();
  const [query, setQuery] = useState<{ orderNo: string; email: string }>();
  const [result, setResult] = useState<Outcome<ShopperOrder>>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setPageMeta(T.trackTitle, T.trackIntro), []);

  const find = async (q: { orderNo: string; email: string }) => {
    setBusy(true);
    setResult(await request<ShopperOrder>(`${TRACK}?orderNo=${encodeURIComponent(q.orderNo)}&email=${encodeURIComponent(q.email)}`));
    setBusy(false);
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const q = { orderNo: (data.orderNo ?? '').trim(), email: (data.email ?? '').trim() };
    setQuery(q);
    void find(q);
  };

  return (
    <div className="sf-account">
      <h1>{T.trackTitle}</h1>
      <p>{T.trackIntro}</p>
      <form className="sf-account-form sf-account-card sf-track-form" onSubmit={submit} aria-label={T.trackTitle}>
        <label htmlFor={`${id}-no`}>{T.trackOrderNo}</label>
        <input id={`${id}-no`} name="orderNo" required maxLength={20} placeholder="#1001" />
        <label htmlFor={`${id}-email`}>{T.email}</label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
        <button type="submit" className="sf-btn" disabled={busy}>
          {T.trackSubmit}
        </button>
      </form>
      <p className="sf-account-hint">
        <a href="/hesabim">{T.signInInstead}</a>
      </p>
      <div aria-live="polite">
        {result && !result.ok && (
          <p role="alert" className="sf-account-error">
            {result.message}
          </p>
        )}
        {result?.ok && query && (
          <OrderCard
            order={result.data}
            onReturn={(lines) => request<{ id: string }>(`${TRACK}/returns`, { method: 'POST', body: { ...query, lines } })}
            onReturned={() => void find(query)}
          />
        )}
      </div>
    </div>
  );
}
