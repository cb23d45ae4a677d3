/** What Tab can reach inside a dialog. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last; focus outside comes back in. */
export const keepTabInside = (dialog: HTMLElement, event: KeyboardEvent) => {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const inside = dialog.contains(document.activeElement);
  if (!inside || (event.shiftKey && document.activeElement === first)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * Everything outside the dialog is made inert while it is open: focus cannot leave it by Tab,
 * a click or assistive technology, and comes back when it closes.
 */
export const inertSiblings = (element: HTMLElement): (() => void) => {
  const siblings = [...(element.parentElement?.children ?? [])].filter(
    (sibling): sibling is HTMLElement => sibling !== element && sibling instanceof HTMLElement && !sibling.inert,
  );
  for (const sibling of siblings) sibling.inert = true;
  return () => {
    for (const sibling of siblings) sibling.inert = false;
  };
};
