import { useId, useState, type SyntheticEvent } from 'react';
import { ORDER_STATUS_LABELS, RETURN_REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, type ReturnReason } from '@shop/shared';
import { formatPrice } from '../format';
import type { Outcome, ReturnLineRequest, ShopperOrder } from './account-api';
import { ACCOUNT_TEXTS as T, formatDate, formatDateTime } from './texts';

interface Choice {
  readonly quantity: number;
  readonly reason: ReturnReason;
  readonly note: string;
}
const NO_CHOICE: Choice = { quantity: 0, reason: 'SIZE_TOO_SMALL', note: '' };

/** The İade talebi form: a quantity and a reason for each returnable line; OTHER needs a note. */
function ReturnForm({
  order,
  onSubmit,
  onDone,
}: {
  order: ShopperOrder;
  onSubmit: (lines: ReturnLineRequest[]) => Promise<Outcome<{ id: string }>>;
  onDone: (returnId: string) => void;
}) {
  const id = useId();
  const returnable = order.lines.filter((l) => l.returnableQuantity > 0);
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(returnable.map((l) => [l.id, NO_CHOICE])));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (lineId: string, change: Partial<Choice>) => setChoices((all) => ({ ...all, [lineId]: { ...(all[lineId] ?? NO_CHOICE), ...change } }));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const lines = Object.entries(choices)
      .filter(([, c]) => c.quantity > 0)
      .map(([orderLineId, c]) => ({ orderLineId, quantity: c.quantity, reason: c.reason, ...(c.note.trim() ? { note: c.note.trim() } : {}) }));
    const problem = lines.length === 0 ? T.returnPickOne : lines.some((l) => l.reason === 'OTHER' && !l.note) ? T.returnNoteRequired : undefined;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const outcome = await onSubmit(lines);
    setBusy(false);
    if (outcome.ok) onDone(outcome.data.id);
    else setError(outcome.message);
  };

  return (
    <form className="sf-account-form sf-return-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{T.returnRequest}</h4>
      {returnable.map((line) => {
        const choice = choices[line.id] ?? NO_CHOICE;
        return (
          <fieldset key={line.id} className="sf-return-line">
            <legend>
              {line.name}
              {line.optionLabel ? ` (${line.optionLabel})` : ''}
            </legend>
            <label>
              {T.returnQuantity(line.name)}
              <select value={choice.quantity} onChange={(e) => set(line.id, { quantity: Number(e.target.value) })}>
                {Array.from({ length: line.returnableQuantity + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {T.returnReason}
              <select value={choice.reason} onChange={(e) => set(line.id, { reason: e.target.value as ReturnReason })}>
                {RETURN_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {RETURN_REASON_LABELS[r]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {T.returnNote}
              <input value={choice.note} maxLength={500} onChange={(e) => set(line.id, { note: e.target.value })} />
            </label>
          </fieldset>
        );
      })}
      {error && (
        <p role="alert" className="sf-account-error">
          {error}
        </p>
      )}
      <button type="submit" className="sf-btn" disabled={busy}>
        {T.sendReturn}
      </button>
    </form>
  );
}

/** One order as its shopper (or a guest who tracked it) sees it, with İade talebi for what can still go back. */
export function OrderCard({
  order,
  onReturn,
  onReturned,
}: {
  order: ShopperOrder;
  onReturn: (lines: ReturnLineRequest[]) => Promise<Outcome<{ id: string }>>;
  /** Reloads the order once a return was made (its returnable quantities changed). */
  onReturned: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string>();
  const titleId = useId();
  const canReturn = order.lines.some((l) => l.returnableQuantity > 0);
  return (
    <article className="sf-order-card" aria-labelledby={titleId}>
      <header className="sf-order-head">
        <h3 id={titleId}>{T.orderNo(order.orderNo)}</h3>
        <span className={`sf-order-status sf-order-status--${order.status.toLowerCase()}`}>{ORDER_STATUS_LABELS[order.status]}</span>
      </header>
      <dl className="sf-order-facts">
        <div>
          <dt>{T.placedOn}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{T.total}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        {order.invoiceNumber && (
          <div>
            <dt>{T.invoiceNumber}</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        )}
        {order.returnWindowEndsAt && (
          <div>
            <dt>{T.returnWindowEnds}</dt>
            <dd>{formatDate(order.returnWindowEndsAt)}</dd>
          </div>
        )}
      </dl>
      <ul className="sf-order-lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.name}
              {line.optionLabel ? ` (${line.optionLabel})` : ''} × {line.quantity}
            </span>
            <span>{formatPrice(line.total)}</span>
          </li>
        ))}
      </ul>
      {order.shipments.length > 0 && (
        <section aria-label={T.shipments}>
          <h4>{T.shipments}</h4>
          <ul className="sf-order-shipments">
            {order.shipments.map((s) => (
              <li key={`${s.carrierName}-${s.trackingNumber}`}>
                {s.carrierName} · {T.trackingNumber}: {s.trackingNumber}
                {s.trackingUrl && (
                  <>
                    {' · '}
                    <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {T.track}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.returns.length > 0 && (
        <section aria-label={T.returns}>
          <h4>{T.returns}</h4>
          <ul>
            {order.returns.map((r) => (
              <li key={r.id}>
                {r.id}: {RETURN_STATUS_LABELS[r.status]}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p role="status" className="sf-account-done">
        {sent ? T.returnSent(sent) : ''}
      </p>
      {canReturn &&
        (asking ? (
          <ReturnForm
            order={order}
            onSubmit={onReturn}
            onDone={(returnId) => {
              setAsking(false);
              setSent(returnId);
              onReturned();
            }}
          />
        ) : (
          <button type="button" className="sf-btn sf-btn--outline" onClick={() => setAsking(true)}>
            {T.returnRequest}
          </button>
        ))}
    </article>
  );
}
