import './consent.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { Consent } from './consent';
import { CONSENT_TEXTS as T } from './texts';

interface Choice {
  analytics: boolean;
  marketing: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * The KVKK cookie banner: a fixed region at the bottom (over the page, so nothing below it moves)
 * with Kabul et / Reddet / Tercihler, and the preferences as a modal dialog: focus moves into it,
 * Tab stays inside, Escape closes it and focus returns to where it was.
 */
export default function ConsentBanner({
  initial,
  openPreferences,
  onChoose,
}: {
  initial: Consent | null;
  openPreferences: boolean;
  onChoose: (choice: Choice) => void;
}) {
  const [dialog, setDialog] = useState(openPreferences);
  return (
    <>
      {dialog ? null : (
        <section className="sf-consent" aria-label={T.region}>
          <p>
            {T.message} <a href={T.policyPath}>{T.policy}</a>
          </p>
          <div className="sf-consent-actions">
            <button type="button" className="sf-consent-primary" onClick={() => onChoose({ analytics: true, marketing: true })}>
              {T.accept}
            </button>
            <button type="button" onClick={() => onChoose({ analytics: false, marketing: false })}>
              {T.reject}
            </button>
            <button type="button" aria-haspopup="dialog" onClick={() => setDialog(true)}>
              {T.preferences}
            </button>
          </div>
        </section>
      )}
      {dialog ? (
        <PreferencesDialog
          initial={{ analytics: initial?.analytics ?? false, marketing: initial?.marketing ?? false }}
          onSave={onChoose}
          onClose={() =>
            openPreferences ? onChoose({ analytics: initial?.analytics ?? false, marketing: initial?.marketing ?? false }) : setDialog(false)
          }
        />
      ) : null}
    </>
  );
}

function PreferencesDialog({ initial, onSave, onClose }: { initial: Choice; onSave: (choice: Choice) => void; onClose: () => void }) {
  const id = useId();
  const [choice, setChoice] = useState(initial);
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // A native listener: the dialog element itself takes the keys (Escape, Tab kept inside).
    dialog?.addEventListener('keydown', onKeyDown);
    return () => {
      dialog?.removeEventListener('keydown', onKeyDown);
      before?.focus();
    };
  }, []);

  const category = (key: 'necessary' | 'analytics' | 'marketing') => {
    const text = T.categories[key];
    const checked = key === 'necessary' ? true : choice[key];
    return (
      <li>
        <input
          id={`${id}-${key}`}
          type="checkbox"
          checked={checked}
          disabled={key === 'necessary'}
          aria-describedby={`${id}-${key}-help`}
          onChange={(e) => {
            if (key !== 'necessary') setChoice((c) => ({ ...c, [key]: e.target.checked }));
          }}
        />
        <label htmlFor={`${id}-${key}`}>{text.label}</label>
        <small id={`${id}-${key}-help`}>{text.help}</small>
      </li>
    );
  };

  return (
    <div className="sf-consent-backdrop">
      <div ref={ref} className="sf-consent-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
        <h2 id={`${id}-title`}>{T.dialogTitle}</h2>
        <p id={`${id}-intro`}>
          {T.dialogIntro} <a href={T.policyPath}>{T.policy}</a>
        </p>
        <ul>
          {category('necessary')}
          {category('analytics')}
          {category('marketing')}
        </ul>
        <div className="sf-consent-actions">
          <button type="button" className="sf-consent-primary" onClick={() => onSave(choice)}>
            {T.save}
          </button>
          <button type="button" onClick={() => onSave({ analytics: true, marketing: true })}>
            {T.accept}
          </button>
          <button type="button" onClick={onClose}>
            {T.close}
          </button>
        </div>
      </div>
    </div>
  );
}
