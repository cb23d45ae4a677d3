import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { CHAT_IMAGE_TYPES, CHAT_LIMITS, REALTIME_EVENTS, type ChatMessage, type ChatStatus, type LiveChatStatus } from '@shop/shared';
import { shopperConfig } from '../account/shopper-config';
import { signedInIdToken } from '../account/session';
import { ChatText } from './ChatText';
import { forgetChat, parseEvent, requestTicket, sendSupportRequest, storeChat, storedChat, uploadPhoto, webSocketUrl } from './chat-api';
import { CHAT_WIDGET_TEXTS as T } from './texts';

/** The visitor's typing is told at most this often; an agent's indicator fades after a while without news. */
const TYPING_SEND_EVERY_MS = 2500;
const TYPING_SHOWN_MS = 6000;
const RECONNECT_ATTEMPTS = 3;

type Phase = 'start' | 'connecting' | 'open' | 'offline' | 'failed';

const withMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((m) => m.id === message.id) ? [...messages] : [...messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

export default function ChatDialog({ status, onClose }: { status: LiveChatStatus; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const socket = useRef<WebSocket | undefined>(undefined);
  const attempts = useRef(0);
  /** connect's reconnect calls resume, which calls connect: through a ref, set once resume exists. */
  const resumeRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const lastTyping = useRef(0);
  const [phase, setPhase] = useState<Phase>(() => (storedChat() ? 'connecting' : status.withinHours ? 'start' : 'offline'));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [chatStatus, setChatStatus] = useState<ChatStatus>('waiting');
  const [agentTypingAt, setAgentTypingAt] = useState<number>();
  const [signedIn, setSignedIn] = useState(false);
  const [name, setName] = useState(() => storedChat()?.name ?? '');
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const photoInput = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  /** The newest message stays in view: on arrival, and again when a photo's height becomes known. */
  const showNewest = useCallback(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, []);
  useEffect(showNewest, [messages.length, showNewest]);
  const [photo, setPhoto] = useState<{ readonly busy: boolean; readonly error?: string }>({ busy: false });

  useEffect(() => {
    void signedInIdToken(shopperConfig).then(
      (token) => setSignedIn(token !== undefined),
      () => undefined,
    );
    dialog.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const connect = useCallback(async (ticket: string) => {
    const url = new URL(await webSocketUrl());
    url.searchParams.set('ticket', ticket);
    const ws = new WebSocket(url.href);
    socket.current = ws;
    ws.onopen = () => {
      attempts.current = 0;
      setPhase('open');
    };
    ws.onmessage = (event: MessageEvent<string>) => {
      const message = parseEvent(event.data);
      if (!message) return;
      if (message.action === REALTIME_EVENTS.chatMessage) {
        setMessages((m) => withMessage(m, message.data));
        if (message.data.sender === 'agent') setAgentTypingAt(undefined);
      } else if (message.action === REALTIME_EVENTS.chatTyping && message.data.sender === 'agent') {
        setAgentTypingAt(message.data.typing ? Date.now() : undefined);
      } else if (message.action === REALTIME_EVENTS.chatStatus) {
        setChatStatus(message.data.status);
      }
    };
    ws.onclose = () => {
      if (socket.current !== ws) return;
      socket.current = undefined;
      if (attempts.current >= RECONNECT_ATTEMPTS) {
        setPhase('failed');
        return;
      }
      attempts.current += 1;
      setPhase('connecting');
      void resumeRef.current();
    };
  }, []);

  /** Opens (or reopens) the socket of the conversation this tab has; a conversation that is gone starts over. */
  const resume = useCallback(async () => {
    const token = await signedInIdToken(shopperConfig).catch(() => undefined);
    const stored = storedChat();
    if (!stored) {
      setPhase(status.withinHours ? 'start' : 'offline');
      return;
    }
    const outcome = await requestTicket(
      { name: stored.name || '-', resume: { conversationId: stored.conversationId, visitorKey: stored.visitorKey }, currentPage: location.pathname },
      token,
    );
    if (!outcome.ok) {
      if (outcome.status === 404) {
        forgetChat();
        setPhase(status.withinHours ? 'start' : 'offline');
      } else setPhase('failed');
      return;
    }
    setMessages(outcome.ticket.messages);
    setChatStatus(outcome.ticket.conversation.status);
    await connect(outcome.ticket.ticket);
  }, [connect, status.withinHours]);

  useEffect(() => {
    resumeRef.current = resume;
  }, [resume]);

  useEffect(() => {
    // resume awaits the shopper's token before it sets any state: nothing is set during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (storedChat()) void resume();
    return () => {
      const ws = socket.current;
      socket.current = undefined;
      ws?.close();
    };
  }, [resume]);

  const start = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(undefined);
    const token = await signedInIdToken(shopperConfig).catch(() => undefined);
    setPhase('connecting');
    const outcome = await requestTicket(
      { name: name.trim() || '-', ...(email.trim() ? { email: email.trim() } : {}), currentPage: location.pathname },
      token,
    );
    if (!outcome.ok) {
      setError(outcome.message || T.failed);
      // 409: support was switched off or its hours ended since the launcher showed; leave a message instead.
      setPhase(outcome.status === 409 ? 'offline' : 'start');
      return;
    }
    storeChat({
      conversationId: outcome.ticket.conversation.id,
      visitorKey: outcome.ticket.visitorKey,
      name: outcome.ticket.conversation.visitorName,
    });
    setMessages(outcome.ticket.messages);
    setChatStatus(outcome.ticket.conversation.status);
    await connect(outcome.ticket.ticket);
  };

  const send = (event?: SyntheticEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (message === '' || socket.current?.readyState !== WebSocket.OPEN) return;
    socket.current.send(JSON.stringify({ action: 'chat:send', data: { text: message, page: location.pathname } }));
    socket.current.send(JSON.stringify({ action: 'chat:typing', data: { typing: false } }));
    lastTyping.current = 0;
    setText('');
  };

  /** The chosen photo is uploaded and checked, then sent as the visitor's message. */
  const sendPhoto = async (file: File | undefined) => {
    const stored = storedChat();
    if (!file || !stored) return;
    setPhoto({ busy: true });
    const outcome = await uploadPhoto(file, stored);
    if (!outcome.ok) {
      setPhoto({ busy: false, error: outcome.message });
      return;
    }
    if (socket.current?.readyState !== WebSocket.OPEN) {
      setPhoto({ busy: false, error: T.photoFailed });
      return;
    }
    socket.current.send(JSON.stringify({ action: 'chat:send', data: { imageUrl: outcome.imageUrl } }));
    setPhoto({ busy: false });
  };

  const typed = (value: string) => {
    setText(value);
    const at = Date.now();
    if (value !== '' && at - lastTyping.current > TYPING_SEND_EVERY_MS && socket.current?.readyState === WebSocket.OPEN) {
      lastTyping.current = at;
      socket.current.send(JSON.stringify({ action: 'chat:typing', data: { typing: true } }));
    }
  };

  const enterSends = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  // Escape closes the dialog from anywhere in it (the launcher gets the focus back).
  useEffect(() => {
    const node = dialog.current;
    const escapeCloses = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    node?.addEventListener('keydown', escapeCloses);
    return () => node?.removeEventListener('keydown', escapeCloses);
  }, [onClose]);

  const agentAnswered = messages.some((m) => m.sender === 'agent');
  const firstVisitorMessage = messages.find((m) => m.sender === 'visitor');
  const waitingSince = firstVisitorMessage ? Date.parse(firstVisitorMessage.createdAt) : startedAt;
  const waitedTooLong =
    phase === 'open' && !agentAnswered && firstVisitorMessage !== undefined && now - waitingSince > status.maxWaitMinutes * 60_000;
  const agentTyping = agentTypingAt !== undefined && now - agentTypingAt < TYPING_SHOWN_MS;

  return (
    <div ref={dialog} className="sf-chat__dialog" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <header className="sf-chat__head">
        <h2 id={`${id}-title`}>{T.title}</h2>
        <button type="button" className="sf-chat__close" aria-label={T.close} onClick={onClose}>
          ×
        </button>
      </header>
      {phase === 'start' ? (
        <form className="sf-chat__form" onSubmit={(e) => void start(e)}>
          {status.greeting ? <p>{status.greeting}</p> : null}
          {signedIn ? (
            <p>{T.signedIn}</p>
          ) : (
            <>
              <label htmlFor={`${id}-name`}>{T.name}</label>
              <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required autoComplete="name" />
              <label htmlFor={`${id}-email`}>{T.email}</label>
              <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="email" />
            </>
          )}
          {error ? (
            <p className="sf-chat__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="sf-chat__primary">
            {T.start}
          </button>
        </form>
      ) : null}
      {phase === 'offline' ? <OfflineForm id={id} status={status} name={name} /> : null}
      {phase === 'failed' ? (
        <p className="sf-chat__note" role="alert">
          {T.failed}
        </p>
      ) : null}
      {phase === 'connecting' || phase === 'open' ? (
        <>
          {/* The log wraps the list: a role on the <ol> itself would take its list semantics from the items. */}
          {/* Focusable: the log scrolls once photos arrive, and keyboard users must be able to scroll it. */}
          <div ref={log} className="sf-chat__messages" role="log" aria-live="polite" aria-label={T.messages} tabIndex={0}>
            <ol className="sf-chat__list">
              {messages.map((m) => (
                <li key={m.id} className={`sf-chat__message sf-chat__message--${m.sender}`}>
                  <span className="sf-chat__sender">{m.sender === 'visitor' ? T.you : m.sender === 'agent' ? m.senderName : T.shop}</span>
                  <ChatText text={m.text} />
                  {m.imageUrl ? <img src={m.imageUrl} alt={T.image} loading="lazy" onLoad={showNewest} /> : null}
                </li>
              ))}
            </ol>
          </div>
          <p className="sf-chat__note" aria-live="polite">
            {phase === 'connecting' ? T.connecting : agentTyping ? T.agentTyping : chatStatus === 'resolved' ? T.resolved : ''}
          </p>
          {waitedTooLong ? (
            <details className="sf-chat__leave">
              <summary>{T.leaveMessage}</summary>
              <OfflineForm id={`${id}-late`} status={status} name={name} />
            </details>
          ) : null}
          <form className="sf-chat__compose" onSubmit={send}>
            <label htmlFor={`${id}-message`}>{T.message}</label>
            <textarea
              id={`${id}-message`}
              value={text}
              onChange={(e) => typed(e.target.value)}
              onKeyDown={enterSends}
              maxLength={CHAT_LIMITS.messageChars}
              rows={2}
              disabled={phase !== 'open'}
            />
            <div className="sf-chat__buttons">
              {/* The file input is out of sight; the button is what keyboard and screen-reader users reach. */}
              <input
                ref={photoInput}
                type="file"
                accept={Object.keys(CHAT_IMAGE_TYPES).join(',')}
                className="sf-chat__file"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  void sendPhoto(file);
                }}
              />
              <button
                type="button"
                className="sf-chat__secondary"
                disabled={phase !== 'open' || photo.busy}
                onClick={() => photoInput.current?.click()}
              >
                {photo.busy ? T.photoUploading : T.attachPhoto}
              </button>
              <button type="submit" className="sf-chat__primary" disabled={phase !== 'open' || text.trim() === ''}>
                {T.send}
              </button>
            </div>
            {photo.error ? (
              <p className="sf-chat__error" role="alert">
                {photo.error}
              </p>
            ) : null}
          </form>
        </>
      ) : null}
    </div>
  );
}

/** The Destek request a chat leaves when nobody can answer (an e-mail is needed to answer it). */
function OfflineForm({ id, status, name: initialName }: { id: string; status: LiveChatStatus; name: string }) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState<string>(T.defaultSubject);
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message?: string }>();
  const [busy, setBusy] = useState(false);
  // When the form was shown: the server refuses a form sent sooner than a person can fill it.
  const [shownAt] = useState(() => Date.now());

  if (outcome?.ok) return <p role="status">{T.offlineSent}</p>;
  return (
    <form
      className="sf-chat__form"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        const request = { name: name.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() };
        void sendSupportRequest({ ...request, fillMs: Date.now() - shownAt, website }).then((answer) => {
          setOutcome(answer);
          setBusy(false);
        });
      }}
    >
      <h3>{T.offlineTitle}</h3>
      {status.offlineMessage ? <p>{status.offlineMessage}</p> : null}
      <label htmlFor={`${id}-off-name`}>{T.name}</label>
      <input id={`${id}-off-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required autoComplete="name" />
      <label htmlFor={`${id}-off-email`}>{T.email}</label>
      <input
        id={`${id}-off-email`}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        maxLength={254}
        required
        autoComplete="email"
      />
      <label htmlFor={`${id}-off-subject`}>{T.subject}</label>
      <input id={`${id}-off-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} required />
      <label htmlFor={`${id}-off-message`}>{T.offlineMessage}</label>
      <textarea
        id={`${id}-off-message`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={CHAT_LIMITS.messageChars}
        rows={3}
        required
      />
      {/* The honeypot: out of sight, out of the tab order and the accessibility tree; a person never fills it. */}
      <div className="sf-chat__honeypot" aria-hidden="true">
        <label htmlFor={`${id}-off-website`}>{T.honeypot}</label>
        <input
          id={`${id}-off-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      {outcome && !outcome.ok ? (
        <p className="sf-chat__error" role="alert">
          {outcome.message ?? T.offlineFailed}
        </p>
      ) : null}
      <button type="submit" className="sf-chat__primary" disabled={busy}>
        {T.offlineSend}
      </button>
    </form>
  );
}
