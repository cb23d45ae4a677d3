import type { MessageSource } from './preview-messages';

type Listener = (event: MessageSource) => void;

const buffered: MessageSource[] = [];
let listener: Listener | undefined;
let started = false;

/**
 * Starts listening as the page starts: the builder posts the whole theme on the frame's load
 * event, which can come before the lazy preview code has mounted. Messages are kept until it does;
 * they are checked (origin, source, schema) when handled.
 */
export const startPreviewInbox = (target: Pick<Window, 'addEventListener'> = window): void => {
  if (started) return;
  started = true;
  target.addEventListener('message', (event: MessageEvent) => {
    const message = { origin: event.origin, source: event.source, data: event.data as unknown };
    if (listener) listener(message);
    else buffered.push(message);
  });
};

/** Receives every message so far, then each new one; returns the unsubscribe. */
export const onPreviewMessage = (next: Listener): (() => void) => {
  listener = next;
  for (const message of buffered.splice(0)) next(message);
  return () => {
    if (listener === next) listener = undefined;
  };
};
