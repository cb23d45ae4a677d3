import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import {
  SUPPORT_LIMITS,
  SUPPORT_SOURCE_LABELS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUS_TRANSITIONS,
  type SupportAgent,
  type SupportEvent,
  type SupportRequestDetail,
  type SupportStatus,
} from '@shop/shared';
import { ApiError } from '../../api/client';
import { useRemoteData } from '../../api/use-remote-data';
import { formatDateTime } from '../../format/format';
import { toastError, toastSuccess, toastWarning } from '../../ui/toast';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { addSupportNote, assignSupportRequest, changeSupportStatus, fetchSupportRequest, replySupportRequest } from './care-api';
import { STATUS_SEVERITY } from './support-status-tag';
import { CARE_ADMIN_TEXTS } from './texts';

const T = CARE_ADMIN_TEXTS.support.detail;
const E = CARE_ADMIN_TEXTS.support.events;

const eventLine = (e: SupportEvent): string => {
  const by = e.by?.name ?? '';
  switch (e.kind) {
    case 'received':
      return E.received;
    case 'reply':
      return E.reply(by);
    case 'note':
      return E.note(by);
    case 'status':
      return E.status(by, e.status ? SUPPORT_STATUS_LABELS[e.status] : '');
    case 'assigned':
      return E.assigned(by, e.assignee?.name);
  }
};

interface Props {
  readonly id: string;
  readonly agents: readonly SupportAgent[];
  readonly onHide: () => void;
  /** After a change: the list shows the new status and assignee. */
  readonly onChanged: () => void;
}

/** One request: who wrote what, its status and assignee, the timeline, a reply to the shopper and an internal note. */
export function SupportRequestDialog({ id, agents, onHide, onChanged }: Props) {
  const loaded = useRemoteData(async (signal) => (await fetchSupportRequest(id, signal)).data, id);
  // What the last change answered, until the request is read again.
  const [changed, setChanged] = useState<SupportRequestDetail | undefined>();
  const current = changed ?? loaded.data;
  return (
    <Dialog
      header={current?.subject ?? CARE_ADMIN_TEXTS.support.label}
      visible
      onHide={onHide}
      style={{ width: 'min(52rem, 96vw)' }}
      footer={<Button type="button" label={T.close} text onClick={onHide} />}
    >
      <RemoteView resource={loaded} loading={<Skeleton height="12rem" />} summary={CARE_ADMIN_TEXTS.support.loadFailed}>
        {() =>
          current ? (
            <RequestBody
              request={current}
              agents={agents}
              onChanged={(next) => {
                setChanged(next);
                onChanged();
              }}
              onStale={() => {
                setChanged(undefined);
                loaded.retry();
              }}
            />
          ) : null
        }
      </RemoteView>
    </Dialog>
  );
}

function RequestBody({
  request,
  agents,
  onChanged,
  onStale,
}: {
  request: SupportRequestDetail;
  agents: readonly SupportAgent[];
  onChanged: (next: SupportRequestDetail) => void;
  onStale: () => void;
}) {
  const [busy, setBusy] = useState<string | undefined>();
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const me = agents.find((a) => a.self);

  /** Runs one change; a 409 (changed by someone else meanwhile) reloads the request so the page shows what is there now. */
  const run = async (
    what: string,
    change: () => Promise<{ data: SupportRequestDetail }>,
    success: string,
  ): Promise<SupportRequestDetail | undefined> => {
    setBusy(what);
    try {
      const { data } = await change();
      onChanged(data);
      toastSuccess(success);
      return data;
    } catch (error) {
      toastError(T.failed, error instanceof ApiError ? error.message : undefined);
      if (error instanceof ApiError && error.status === 409) onStale();
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };

  const sendReply = async () => {
    const data = await run('reply', () => replySupportRequest(request.id, reply, request.version), T.replied);
    if (!data) return;
    setReply('');
    const last = data.events.findLast((e) => e.kind === 'reply');
    if (last && last.mailed !== true) toastWarning(T.replyNotMailed);
  };
  const sendNote = async () => {
    if (await run('note', () => addSupportNote(request.id, note, request.version), T.noted)) setNote('');
  };
  const move = (to: SupportStatus) => void run(`status-${to}`, () => changeSupportStatus(request.id, to, request.version), T.changed);
  const assign = (sub: string | null) => void run('assign', () => assignSupportRequest(request.id, sub, request.version), T.changed);

  const agentOptions = [
    { value: '', label: T.nobody },
    ...agents.map((a) => ({ value: a.sub, label: a.name })),
    // An assignee no longer listed (their role changed) still shows by name.
    ...(request.assignee && !agents.some((a) => a.sub === request.assignee?.sub)
      ? [{ value: request.assignee.sub, label: request.assignee.name }]
      : []),
  ];

  return (
    <div className="care-detail">
      <dl className="care-facts">
        <dt>{T.from}</dt>
        <dd>{request.name}</dd>
        <dt>{T.email}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        {request.orderNumber ? (
          <>
            <dt>{T.orderNumber}</dt>
            <dd>
              <a href={`/admin/order/detail/${encodeURIComponent(request.orderNumber)}`}>#{request.orderNumber}</a>
            </dd>
          </>
        ) : null}
        <dt>{T.source}</dt>
        <dd>{SUPPORT_SOURCE_LABELS[request.source]}</dd>
        <dt>{T.createdAt}</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
      </dl>
      <section aria-label={T.message}>
        {/* The shopper's words as text: React escapes them, pre-wrap keeps their line breaks. */}
        <p className="care-text care-message">{request.message}</p>
      </section>
      <div className="care-row">
        <strong>{T.status}:</strong>
        <Tag severity={STATUS_SEVERITY[request.status]} value={SUPPORT_STATUS_LABELS[request.status]} />
        {SUPPORT_STATUS_TRANSITIONS[request.status].map((to) => (
          <Button
            key={to}
            type="button"
            size="small"
            outlined
            label={request.status === 'resolved' ? T.reopen : T.moveTo(SUPPORT_STATUS_LABELS[to])}
            loading={busy === `status-${to}`}
            disabled={busy !== undefined}
            onClick={() => move(to)}
          />
        ))}
      </div>
      <div className="care-row">
        <label htmlFor="support-assignee">
          <strong>{T.assignee}:</strong>
        </label>
        <Dropdown
          inputId="support-assignee"
          value={request.assignee?.sub ?? ''}
          options={agentOptions}
          // PrimeReact shows an empty value as the placeholder, not as its option's label.
          placeholder={T.nobody}
          disabled={busy !== undefined}
          onChange={(e) => assign((e.value as string) || null)}
        />
        {me && request.assignee?.sub !== me.sub ? (
          <Button type="button" size="small" text label={T.assignToMe} disabled={busy !== undefined} onClick={() => assign(me.sub)} />
        ) : null}
      </div>
      <section aria-labelledby="support-timeline">
        <h3 id="support-timeline">{T.timeline}</h3>
        <ol className="care-timeline">
          {request.events.map((e) => (
            <li key={e.id} className={`care-event-${e.kind}`}>
              <div className="care-event-head">
                <span>{formatDateTime(e.at)}</span>
                <span>{eventLine(e)}</span>
                {e.kind === 'reply' ? <Tag severity={e.mailed ? 'success' : 'danger'} value={e.mailed ? E.mailed : E.notMailed} /> : null}
              </div>
              {e.text ? <p className="care-text">{e.text}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <div className="care-compose">
        <label htmlFor="support-reply">
          <strong>{T.reply}</strong>
        </label>
        <InputTextarea
          id="support-reply"
          rows={5}
          value={reply}
          maxLength={SUPPORT_LIMITS.reply}
          aria-describedby="support-reply-help"
          onChange={(e) => setReply(e.target.value)}
        />
        <small id="support-reply-help">{T.replyHelp}</small>
        <div>
          <Button
            type="button"
            icon="pi pi-send"
            label={T.sendReply}
            loading={busy === 'reply'}
            disabled={busy !== undefined || reply.trim() === ''}
            onClick={() => void sendReply()}
          />
        </div>
      </div>
      <div className="care-compose">
        <label htmlFor="support-note">
          <strong>{T.note}</strong>
        </label>
        <InputTextarea
          id="support-note"
          rows={3}
          value={note}
          maxLength={SUPPORT_LIMITS.note}
          aria-describedby="support-note-help"
          onChange={(e) => setNote(e.target.value)}
        />
        <small id="support-note-help">{T.noteHelp}</small>
        <div>
          <Button
            type="button"
            icon="pi pi-file-edit"
            label={T.addNote}
            outlined
            loading={busy === 'note'}
            disabled={busy !== undefined || note.trim() === ''}
            onClick={() => void sendNote()}
          />
        </div>
      </div>
    </div>
  );
}
