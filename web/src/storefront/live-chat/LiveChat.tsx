import './live-chat.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LiveChatStatus } from '@shop/shared';
import { fetchChatStatus } from './chat-status';
import { CHAT_WIDGET_TEXTS as T } from './texts';

/** The conversation, its socket and the offline form: loaded when the launcher is first pressed. */
const ChatDialog = lazy(() => import('./ChatDialog'));

/**
 * The storefront's chat (its own chunk): a launcher while live support is switched on; a dialog with
 * the conversation within its hours, and the offline form (a Destek request) when nobody can answer:
 * outside hours, or no agent within the maximum waiting time. Switched off, nothing shows.
 */
export default function LiveChat() {
  const [status, setStatus] = useState<LiveChatStatus>();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    void fetchChatStatus().then((s) => {
      if (live) setStatus(s);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!status?.enabled) return null;
  return (
    <>
      {open ? null : (
        <button ref={launcher} type="button" className="sf-chat__launcher" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {T.launcher}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog
            status={status}
            onClose={() => {
              setOpen(false);
              requestAnimationFrame(() => launcher.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
