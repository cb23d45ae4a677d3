import './live-chat.css';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { Tag } from 'primereact/tag';
import {
  CHAT_LIMITS,
  CHAT_STATUSES,
  CHAT_TEXTS,
  findAdminPage,
  REALTIME_EVENTS,
  type ChatMessage,
  type ChatStatus,
  type Conversation,
  type SupportAgent,
} from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { formatDateTime } from '../../../format/format';
import { useRealtimeClient } from '../../../session/realtime/realtime-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { MediaPickerDialog } from '../../../widgets/media-picker/MediaPickerDialog';
import { ChatText } from './ChatText';
import {
  assignTo,
  closeConversation,
  emailTranscript,
  fetchAgents,
  fetchConversation,
  fetchConversations,
  markRead,
  sendCode,
  sendImage,
  sendReply,
  sendTyping,
} from './live-chat-api';
import { LIVE_CHAT_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/live-support')?.label;
/** A typing indicator goes away by itself when no "stopped" arrives (a closed tab). */
const TYPING_SHOWN_MS = 6000;
/** The agent's typing is told at most this often while they type. */
const TYPING_SEND_EVERY_MS = 2500;

const failure = (error: unknown) => toastError(T.failed, error instanceof ApiError ? error.message : undefined);

const byLatest = (a: Conversation, b: Conversation) => b.lastMessageAt.localeCompare(a.lastMessageAt);

/** Adds or replaces a message, kept in time order (a pushed message may arrive before the reply's own answer). */
const withMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((m) => m.id === message.id)
    ? [...messages]
    : [...messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));

/** Aktif Sohbetler: the conversations by status with unread counts, and the one open beside them. */
export default function LiveChatPage() {
  const realtime = useRealtimeClient();
  const [status, setStatus] = useState<ChatStatus>('waiting');
  /** The list shown and the tab it was loaded for: another tab's list is not shown as this one's. */
  const [list, setList] = useState<{ status: ChatStatus; rows: Conversation[] }>();
  const loaded = list?.status === status;
  const rows = loaded ? list.rows : [];
  const setRows = useCallback((change: (rows: Conversation[]) => Conversation[]) => setList((l) => (l ? { ...l, rows: change(l.rows) } : l)), []);
  const [selectedId, setSelectedId] = useState<string>();
  const [detail, setDetail] = useState<{ conversation: Conversation; messages: ChatMessage[] }>();
  const [visitorTyping, setVisitorTyping] = useState<Record<string, number>>({});
  const [agents, setAgents] = useState<SupportAgent[]>([]);
  const selectedRef = useRef<string | undefined>(undefined);
  useEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);

  useEffect(() => {
    const controller = new AbortController();
    fetchConversations(status)(controller.signal)
      .then((answer) => setList({ status, rows: answer.data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) failure(error);
      });
    return () => controller.abort();
  }, [status]);

  useEffect(() => {
    const controller = new AbortController();
    fetchAgents(controller.signal)
      .then((answer) => setAgents(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const open = useCallback(
    async (id: string) => {
      selectedRef.current = id;
      setSelectedId(id);
      try {
        const answer = await fetchConversation(id)(new AbortController().signal);
        if (selectedRef.current !== id) return;
        setDetail(answer.data);
        if (answer.data.conversation.unreadForAgents > 0) {
          const read = await markRead(id);
          setRows((shown) => shown.map((r) => (r.id === id ? read.data : r)));
        }
      } catch (error) {
        failure(error);
      }
    },
    [setRows],
  );

  /** A row changed (pushed, or an action's answer): in this tab's list when it has this tab's status, else out of it. */
  const upsertRow = useCallback((row: Conversation) => {
    setList((l) => {
      if (!l) return l;
      const others = l.rows.filter((r) => r.id !== row.id);
      return { ...l, rows: row.status === l.status ? [...others, row].sort(byLatest) : others };
    });
    setDetail((d) => (d?.conversation.id === row.id ? { ...d, conversation: row } : d));
  }, []);

  useEffect(() => {
    if (!realtime) return undefined;
    return realtime.onChat((event) => {
      switch (event.action) {
        case REALTIME_EVENTS.chatMessage:
          setDetail((d) => (d?.conversation.id === event.data.conversationId ? { ...d, messages: withMessage(d.messages, event.data) } : d));
          if (event.data.sender === 'visitor') setVisitorTyping(({ [event.data.conversationId]: _gone, ...rest }) => rest);
          if (event.data.sender === 'visitor' && selectedRef.current === event.data.conversationId) {
            void markRead(event.data.conversationId).then(
              (read) => upsertRow(read.data),
              () => undefined,
            );
          }
          return;
        case REALTIME_EVENTS.chatConversation:
          upsertRow(event.data);
          return;
        case REALTIME_EVENTS.chatTyping:
          if (event.data.sender !== 'visitor') return;
          setVisitorTyping((t) => {
            const { [event.data.conversationId]: _old, ...rest } = t;
            return event.data.typing ? { ...rest, [event.data.conversationId]: Date.now() } : rest;
          });
          return;
      }
    });
  }, [realtime, upsertRow]);

  // Typing indicators fade when nothing renews them.
  useEffect(() => {
    const timer = setInterval(() => {
      setVisitorTyping((t) => {
        const now = Date.now();
        const kept = Object.fromEntries(Object.entries(t).filter(([, at]) => now - at < TYPING_SHOWN_MS));
        return Object.keys(kept).length === Object.keys(t).length ? t : kept;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const statusOptions = CHAT_STATUSES.map((value) => ({ value, label: CHAT_TEXTS.statuses[value] }));

  return (
    <DataPage title={TITLE} intro={<p>{T.intro}</p>} className="live-chat-page">
      <div className="live-chat">
        <section className="live-chat__list" aria-label={T.listLabel}>
          <SelectButton
            value={status}
            options={statusOptions}
            onChange={(e) => {
              if (e.value) setStatus(e.value as ChatStatus);
            }}
            allowEmpty={false}
            aria-label={T.tabs}
          />
          {loaded && rows.length === 0 ? <p className="live-chat__empty">{T.empty}</p> : null}
          <ul>
            {rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className={`live-chat__row${row.id === selectedId ? ' live-chat__row--selected' : ''}`}
                  aria-current={row.id === selectedId ? 'true' : undefined}
                  onClick={() => void open(row.id)}
                >
                  <span className="live-chat__row-head">
                    <strong>{row.visitorName}</strong>
                    {row.unreadForAgents > 0 ? (
                      <Badge value={row.unreadForAgents} severity="danger" aria-label={T.unread(row.unreadForAgents)} />
                    ) : null}
                  </span>
                  <span className="live-chat__row-preview">{visitorTyping[row.id] ? T.typing(row.visitorName) : row.lastMessagePreview}</span>
                  <span className="live-chat__row-time">{formatDateTime(row.lastMessageAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        {detail && detail.conversation.id === selectedId ? (
          <ConversationView
            key={detail.conversation.id}
            conversation={detail.conversation}
            messages={detail.messages}
            agents={agents}
            visitorTyping={visitorTyping[detail.conversation.id] !== undefined}
            onChanged={upsertRow}
            onMessage={(message) => setDetail((d) => (d ? { ...d, messages: withMessage(d.messages, message) } : d))}
          />
        ) : (
          <p className="live-chat__pick">{T.pick}</p>
        )}
      </div>
    </DataPage>
  );
}

interface ViewProps {
  readonly conversation: Conversation;
  readonly messages: readonly ChatMessage[];
  readonly agents: readonly SupportAgent[];
  readonly visitorTyping: boolean;
  readonly onChanged: (row: Conversation) => void;
  readonly onMessage: (message: ChatMessage) => void;
}

function ConversationView({ conversation, messages, agents, visitorTyping, onChanged, onMessage }: ViewProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const [agent, setAgent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  // The id of the reply (and of the code) being sent: kept until it is answered, so pressing Gönder
  // again after a failure resends the same message, which the server stores once.
  const pendingReply = useRef<{ readonly text: string; readonly id: string }>(undefined);
  const pendingCode = useRef<{ readonly text: string; readonly id: string }>(undefined);
  const pendingImage = useRef<{ readonly text: string; readonly id: string }>(undefined);
  const [picking, setPicking] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);
  const resolved = conversation.status === 'resolved';

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const act = async <T,>(work: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(true);
    try {
      done(await work());
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value !== '' && now - lastTyping.current > TYPING_SEND_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(conversation.id, true).catch(() => undefined);
    }
  };

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (message === '' || busy) return;
    const pending = pendingReply.current?.text === message ? pendingReply.current : { text: message, id: crypto.randomUUID() };
    pendingReply.current = pending;
    void act(
      () => sendReply(conversation.id, message, pending.id),
      (answer) => {
        pendingReply.current = undefined;
        setText('');
        lastTyping.current = 0;
        onMessage(answer.data);
      },
    );
  };

  /** The picked library image as a message; picking the same file again after a failure resends it under the same id. */
  const submitImage = (imageUrl: string) => {
    const pending = pendingImage.current?.text === imageUrl ? pendingImage.current : { text: imageUrl, id: crypto.randomUUID() };
    pendingImage.current = pending;
    void act(
      () => sendImage(conversation.id, imageUrl, pending.id),
      (answer) => {
        pendingImage.current = undefined;
        onMessage(answer.data);
      },
    );
  };

  const enterSends = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section className="live-chat__view" aria-labelledby={`${id}-title`}>
      <header className="live-chat__view-head">
        <div>
          <h2 id={`${id}-title`}>
            {conversation.visitorName}{' '}
            <Tag
              value={CHAT_TEXTS.statuses[conversation.status]}
              severity={resolved ? 'success' : conversation.status === 'open' ? 'info' : 'warning'}
            />
          </h2>
          <dl className="live-chat__facts">
            <dt>{T.email}</dt>
            <dd>{conversation.visitorEmail ?? '—'}</dd>
            <dt>{T.account}</dt>
            <dd>{conversation.accountId ? T.member : T.guest}</dd>
            <dt>{T.page}</dt>
            <dd>
              {conversation.currentPage ? (
                <a href={conversation.currentPage} target="_blank" rel="noopener noreferrer">
                  {conversation.currentPage}
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt>{T.cart}</dt>
            <dd>{conversation.cartId ?? '—'}</dd>
            <dt>{T.assignee}</dt>
            <dd>{conversation.assigneeName ?? T.nobody}</dd>
          </dl>
        </div>
        <div className="live-chat__actions">
          <Button
            type="button"
            label={T.assignMe}
            size="small"
            outlined
            disabled={busy || resolved}
            onClick={() =>
              void act(
                () => assignTo(conversation.id),
                (a) => {
                  onChanged(a.data);
                  toastSuccess(T.assigned);
                },
              )
            }
          />
          <span className="live-chat__inline">
            <Dropdown
              value={agent}
              options={agents.map((a) => ({ value: a.sub, label: a.name }))}
              onChange={(e) => setAgent(e.value as string)}
              placeholder={T.assignTo}
              aria-label={T.assignTo}
              disabled={busy || resolved}
            />
            <Button
              type="button"
              label={T.assign}
              size="small"
              outlined
              disabled={busy || resolved || agent === undefined}
              onClick={() =>
                void act(
                  () => assignTo(conversation.id, agent),
                  (a) => {
                    onChanged(a.data);
                    toastSuccess(T.assigned);
                  },
                )
              }
            />
          </span>
          <span className="live-chat__inline">
            <InputText
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={T.code}
              aria-label={T.code}
              maxLength={100}
              disabled={busy || resolved}
            />
            <Button
              type="button"
              label={T.sendCode}
              size="small"
              outlined
              disabled={busy || resolved || code.trim() === ''}
              onClick={() =>
                void act(
                  () => {
                    const typed = code.trim();
                    const pending = pendingCode.current?.text === typed ? pendingCode.current : { text: typed, id: crypto.randomUUID() };
                    pendingCode.current = pending;
                    return sendCode(conversation.id, typed, pending.id);
                  },
                  (a) => {
                    pendingCode.current = undefined;
                    setCode('');
                    onMessage(a.data);
                    toastSuccess(T.codeSent);
                  },
                )
              }
            />
          </span>
          <Button
            type="button"
            label={T.transcript}
            size="small"
            outlined
            disabled={busy || !conversation.visitorEmail}
            onClick={() =>
              void act(
                () => emailTranscript(conversation.id),
                (a) => toastSuccess(T.transcriptSent(a.to)),
              )
            }
          />
          <Button
            type="button"
            label={T.close}
            size="small"
            severity="danger"
            outlined
            disabled={busy || resolved}
            onClick={() =>
              confirmDialog({
                message: T.closeConfirm,
                header: T.close,
                acceptLabel: T.close,
                rejectLabel: 'Vazgeç',
                accept: () =>
                  void act(
                    () => closeConversation(conversation.id),
                    (a) => {
                      onChanged(a.data);
                      toastSuccess(T.closed);
                    },
                  ),
              })
            }
          />
          <span className="live-chat__soon" aria-disabled="true">
            {T.cannedReplies} <Tag value={T.comingSoon} severity="secondary" />
          </span>
        </div>
      </header>
      {/* The log wraps the list: a role on the <ol> itself would take its list semantics from the items. */}
      <div className="live-chat__messages" role="log" aria-live="polite" aria-label={T.messagesLabel} tabIndex={0}>
        <ol className="live-chat__list" ref={logRef}>
          {messages.map((m) => (
            <li key={m.id} className={`live-chat__message live-chat__message--${m.sender}`}>
              <span className="live-chat__sender">{m.sender === 'system' ? T.system : m.senderName}</span>
              <ChatText text={m.text} />
              {/* Its height is known only once loaded: keep the newest message in view then too. */}
              {m.imageUrl ? (
                <img
                  src={m.imageUrl}
                  alt={T.image}
                  loading="lazy"
                  onLoad={() => logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' })}
                />
              ) : null}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </li>
          ))}
        </ol>
      </div>
      <p className="live-chat__typing" aria-live="polite">
        {visitorTyping ? T.typing(conversation.visitorName) : ''}
      </p>
      <form className="live-chat__reply" onSubmit={submit}>
        <label htmlFor={`${id}-reply`}>{T.reply}</label>
        <InputTextarea
          id={`${id}-reply`}
          value={text}
          onChange={(e) => typed(e.target.value)}
          onKeyDown={enterSends}
          onBlur={() => {
            if (lastTyping.current !== 0) void sendTyping(conversation.id, false).catch(() => undefined);
            lastTyping.current = 0;
          }}
          rows={3}
          maxLength={CHAT_LIMITS.messageChars}
          disabled={resolved}
          autoResize
        />
        <div className="live-chat__reply-buttons">
          <Button
            type="button"
            icon="pi pi-image"
            outlined
            aria-label={T.sendImage}
            tooltip={T.sendImage}
            tooltipOptions={{ position: 'top' }}
            disabled={busy || resolved}
            onClick={() => setPicking(true)}
          />
          <Button type="submit" label={T.send} disabled={busy || resolved || text.trim() === ''} />
        </div>
      </form>
      <MediaPickerDialog
        visible={picking}
        accept={['IMAGE']}
        max={1}
        title={T.sendImage}
        onHide={() => setPicking(false)}
        onConfirm={([media]) => {
          setPicking(false);
          if (media) submitImage(media.filePath);
        }}
      />
    </section>
  );
}
