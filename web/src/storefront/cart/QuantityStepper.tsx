import { useState } from 'react';
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
  onChange: (quantity: number) => void;
}) {
  // What is typed; the server's quantity again whenever that changes (a refused or trimmed change is undone).
  const [draft, setDraft] = useState({ from: quantity, text: String(quantity) });
  const text = draft.from === quantity ? draft.text : String(quantity);
  const limit = Math.min(MAX, max ?? MAX);
  const commit = () => {
    const value = Math.trunc(Number(text));
    if (!Number.isFinite(value) || value < 1) {
      setDraft({ from: quantity, text: String(quantity) });
      return;
    }
    if (value !== quantity) onChange(Math.min(value, MAX));
  };
  return (
    <div className="sf-stepper">
      <button type="button" aria-label={C.decrease(name)} disabled={busy || quantity <= 1} onClick={() => onChange(quantity - 1)}>
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
      <button type="button" aria-label={C.increase(name)} disabled={busy || quantity >= limit} onClick={() => onChange(quantity + 1)}>
        +
      </button>
    </div>
  );
}
