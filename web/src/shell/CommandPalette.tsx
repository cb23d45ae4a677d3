import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteShortcut, setPaletteOpen, togglePalette, usePaletteOpen } from './palette-store';
import { SHELL_TEXTS } from './texts';

// The dialog, its inputs and the search load when the palette first opens, not with the shell.
const PaletteDialog = lazy(() => import('./PaletteDialog'));

/** Ctrl/Cmd+K anywhere under /admin. */
const usePaletteShortcut = () => {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // Browsers bind Ctrl+K to the address bar search.
      event.preventDefault();
      togglePalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
};

export function CommandPalette() {
  usePaletteShortcut();
  const open = usePaletteOpen();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PaletteDialog />
    </Suspense>
  ) : null;
}

/** The top bar's entry to the palette, showing its shortcut. */
export function PaletteButton() {
  return (
    <button type="button" className="palette-button p-inputtext p-component" data-tour="palette" onClick={() => setPaletteOpen(true)}>
      <i className="pi pi-search" aria-hidden="true" />
      <span className="palette-button-text">{SHELL_TEXTS.paletteButton}</span>
      <kbd>{SHELL_TEXTS.paletteShortcut}</kbd>
    </button>
  );
}
