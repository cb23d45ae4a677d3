import { useId, useRef, useState, type CSSProperties } from 'react';
import type { NavigationItem } from '@shop/shared';
import { linkProps } from '../links';
import { LazyIcon } from './LazyIcon';

const byOrder = <I extends { order: number }>(a: I, b: I) => a.order - b.order;

function ItemLabel({ item }: { item: NavigationItem }) {
  return (
    <>
      {item.icon && <LazyIcon iconKey={item.icon} className="sf-nav-icon" />}
      {item.title}
    </>
  );
}

/**
 * A list item: the WAI-ARIA disclosure pattern (a button with aria-expanded that shows its links).
 * Enter and Space open it as any button does; Escape closes it and puts focus back on the button;
 * moving focus out of it closes it, so a keyboard user never leaves an open menu behind.
 */
function NavList({ item }: { item: NavigationItem }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    // Not a control itself: it catches the Escape and the focus moves of its button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="sf-nav-list"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="sf-nav-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <ItemLabel item={item} />
        <span className="sf-nav-caret" aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!open}>
        {[...item.children].sort(byOrder).map((child) => (
          <li key={String(child.id)}>
            <a {...linkProps(child.link)}>{child.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface NavMenuProps {
  readonly id: string;
  readonly items: readonly NavigationItem[];
  readonly label: string;
  readonly className: string;
  /** The menu's gap and padding, in the storefront's quarter-rem steps. */
  readonly gap: number;
  readonly padding: number;
}

/** The header's menu: plain links and disclosure lists, each with its icon, in their order. */
export function NavMenu({ id, items, label, className, gap, padding }: NavMenuProps) {
  const style: CSSProperties = { gap: `${gap * 0.25}rem`, padding: `${padding * 0.25}rem 0` };
  return (
    <nav id={id} className={className} aria-label={label}>
      <ul style={style}>
        {[...items].sort(byOrder).map((item) => (
          <li key={String(item.id)} className="sf-nav-item">
            {/* A list without sub-items opens nothing: it is drawn as its link, or as its label (issue 31). */}
            {item.type === 'list' && item.children.length > 0 ? (
              <NavList item={item} />
            ) : (
              <a {...linkProps(item.link)}>
                <ItemLabel item={item} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
