import { useRef, useState } from 'react';
import { CART_TEXTS as C } from './texts';

const MAX = 999;

/**
 * − / the number / +: both buttons and the field are reachable by Tab; the field takes a typed
 * number on Enter or when it loses focus. A change is sent once, and what the server answers wins.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  busy,
  onChange,
}: {
  name: string;
  quantity: number;
  /** Units that can still be sold (null: no limit but the cart's). */
  max: number | null;
  busy: boolean;
  /** Sends the change; settles once the server has answered (the page then shows the server's quantity). */
  onChange: (quantity: number) => Promise<unknown>;
}) {
  // What is typed; the server's quantity again whenever that changes (a refused or trimmed change is undone).
  const [draft, setDraft] = useState({ from: quantity, text: String(quantity) });
  const text = draft.from === quantity ? draft.text : String(quantity);
  const limit = Math.min(MAX, max ?? MAX);
  // Enter, then the blur as the field is disabled while sending, must not send the change twice.
  const sending = useRef(false);
  const send = (value: number) => {
    if (sending.current) return;
    sending.current = true;
    void onChange(value).finally(() => {
      sending.current = false;
      // Whatever the answer, the field shows the cart's quantity again (a refused change is undone).
      setDraft({ from: Number.NaN, text: '' });
    });
  };
  const commit = () => {
    const value = Math.trunc(Number(text));
    if (!Number.isFinite(value) || value < 1) setDraft({ from: quantity, text: String(quantity) });
    else if (value !== quantity) send(Math.min(value, MAX));
  };
  return (
    <div className="sf-stepper">
      <button type="button" aria-label={C.decrease(name)} disabled={busy || quantity <= 1} onClick={() => send(quantity - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX}
        aria-label={C.quantityOf(name)}
        value={text}
        disabled={busy}
        onChange={(event) => setDraft({ from: quantity, text: event.target.value })}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button type="button" aria-label={C.increase(name)} disabled={busy || quantity >= limit} onClick={() => send(quantity + 1)}>
        +
      </button>
    </div>
  );
}
