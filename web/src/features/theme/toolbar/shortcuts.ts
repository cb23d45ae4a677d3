/** Undo/redo keys (Ctrl on Windows and Linux, Cmd on macOS), never while the admin types in a field. */
export type HistoryShortcut = 'undo' | 'redo';

interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return TYPING_TAGS.has(element.tagName) || element.isContentEditable;
};

export const historyShortcut = (event: KeyLike): HistoryShortcut | null => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || isTypingTarget(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return null;
};
