import { useEffect } from 'react';
import { useBuilderSend } from '../state';
import { historyShortcut } from './shortcuts';

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z redoes, anywhere on the builder page except while typing. */
export function useHistoryShortcuts() {
  const send = useBuilderSend();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = historyShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      send({ type: shortcut === 'undo' ? 'history.undo' : 'history.redo' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [send]);
}
