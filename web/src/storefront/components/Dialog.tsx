import './dialog.css';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { STOREFRONT_TEXTS as T } from '../texts';
import { inertSiblings, keepTabInside } from './modal';

/**
 * A modal dialog (WAI-ARIA dialog pattern) for the cart drawer and the contract texts: focus moves
 * in and stays in, Escape and × close it, and focus goes back where it was. It is placed in the
 * page's root so the theme's colours reach it and the rest of the page can be made inert.
 */
export function Dialog({
  title,
  onClose,
  placement,
  children,
}: {
  title: string;
  onClose: () => void;
  placement: 'drawer' | 'center';
  children: ReactNode;
}) {
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!backdrop.current) return undefined;
    const release = inertSiblings(backdrop.current);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab' && dialog.current) {
        keepTabInside(dialog.current, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
      previous?.focus();
    };
  }, []);

  const root = document.querySelector('.sf-root') ?? document.body;
  return createPortal(
    <div
      ref={backdrop}
      className={`sf-dialog-backdrop sf-dialog-backdrop--${placement}`}
      // A click on the dimmed page around the dialog closes it (Escape does the same from the keyboard).
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className={`sf-dialog sf-dialog--${placement}`} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <div className="sf-dialog-head">
          <h2>{title}</h2>
          <button type="button" className="sf-close" aria-label={T.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="sf-dialog-body">{children}</div>
      </div>
    </div>,
    root,
  );
}
