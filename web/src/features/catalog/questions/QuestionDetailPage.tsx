import './questions.css';
import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import {
  findAdminPage,
  QUESTION_ACTION_LABELS,
  QUESTION_LIMITS,
  questionStaffActions,
  type ProductQuestion,
  type QuestionAction,
} from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatDateTime } from '../../../format/format';
import { toastSuccess } from '../../../ui/toast';
import { DetailPage } from '../../../widgets/data-page/DetailPage';
import { fetchQuestion, sendQuestionAction } from './question-api';
import { QuestionStatusTag } from './QuestionStatusTag';
import { QUESTION_PAGE_TEXTS as T } from './texts';

const LIST = { to: '/admin/catalog/question/list', label: findAdminPage('/admin/catalog/question/list')?.label ?? '' };

/** The newer of two readings (the load, an action's answer): versions only grow. */
const newest = (a: ProductQuestion, b: ProductQuestion | undefined) => (b?.id === a.id && b.version > a.version ? b : a);

interface TextFieldProps {
  readonly label: string;
  readonly help: string;
  readonly value: string;
  readonly max: number;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

/** A labelled text area with its help, a character count and the server's message for it. */
function TextField({ label, help, value, max, error, onChange }: TextFieldProps) {
  const id = useId();
  return (
    <div className="question-field">
      <label htmlFor={id}>{label}</label>
      <InputTextarea
        id={id}
        value={value}
        rows={5}
        autoResize
        maxLength={max}
        invalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="question-field-footer">
        <small id={`${id}-help`} className="question-muted">
          {help}
        </small>
        <small className="question-muted" aria-hidden="true">
          {T.chars(value.length, max)}
        </small>
      </div>
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

function Meta({ q }: { readonly q: ProductQuestion }) {
  const row = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <Card title={T.meta.product} className="question-card">
      <dl className="detail-list">
        {row(
          T.meta.product,
          <a className="row-link" href={`/product/${encodeURIComponent(q.productSlug)}`} target="_blank" rel="noreferrer">
            {q.productName} <span className="question-visually-hidden">({T.viewOnStore})</span>
            <i className="pi pi-external-link" aria-hidden="true" />
          </a>,
        )}
        {row(
          T.meta.asker,
          <span className="question-two-line">
            {q.asker.name} ({q.asker.memberSub ? T.meta.member : T.meta.guest})
            <a className="row-link" href={`mailto:${q.asker.email}`}>
              {q.asker.email}
            </a>
          </span>,
        )}
        {row(T.meta.askedAt, <time dateTime={q.createdAt}>{formatDateTime(q.createdAt)}</time>)}
        {q.publishedAt ? row(T.meta.publishedAt, <time dateTime={q.publishedAt}>{formatDateTime(q.publishedAt)}</time>) : null}
      </dl>
    </Card>
  );
}

function Timeline({ q }: { readonly q: ProductQuestion }) {
  return (
    <Card title={T.timeline} className="question-card">
      <ol className="question-timeline" aria-label={T.timeline}>
        {[...q.events].reverse().map((e, i) => (
          <li key={`${e.at}-${String(i)}`}>
            <div>{T.events[e.action]}</div>
            {e.note ? <blockquote>{e.note}</blockquote> : null}
            <small className="question-muted">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.by?.name ?? T.shopper}
            </small>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * Soru Detayı: the question as the shopper typed it (text, never markup), who asked and when, the
 * answer, reports and the history; Yanıtla, Onayla and Reddet as the process table allows them from
 * the question's status. A change made meanwhile (409) reloads the question and says so.
 */
export default function QuestionDetailPage() {
  const id = useParams().id ?? '';
  const resource = useRemoteData((signal) => fetchQuestion(id, signal), id);
  const [answered, setAnswered] = useState<ProductQuestion>();
  const [answer, setAnswer] = useState<{ for: string; text: string }>();
  const [reason, setReason] = useState<string>();
  const [errors, setErrors] = useState<{ answer?: string; reason?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);

  const send = async (q: ProductQuestion, body: QuestionAction) => {
    setBusy(true);
    setErrors({});
    try {
      const updated = await sendQuestionAction(q.id, body);
      setAnswered(updated);
      setAnswer(undefined);
      setReason(undefined);
      toastSuccess(T.done[body.action]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && (error.field === 'answer' || error.field === 'reason'))
        // The API names the field before its message ("answer: …"); under the field, the message alone.
        setErrors({ [error.field]: error.message.replace(`${error.field}: `, '') });
      else {
        setErrors({ general: error instanceof Error ? error.message : String(error) });
        if (error instanceof ApiError && error.status === 409) resource.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailPage resource={resource} list={LIST} title={() => T.detailTitle}>
      {(loaded) => {
        const q = newest(loaded, answered);
        const allowed = questionStaffActions(q.status);
        // The answer being typed belongs to the version it was started on; a newer one starts from what is stored.
        const draft = answer?.for === `${q.id}:${String(q.version)}` ? answer.text : (q.answer?.text ?? '');
        const setDraft = (text: string) => setAnswer({ for: `${q.id}:${String(q.version)}`, text });
        return (
          <>
            <div className="question-meta">
              <QuestionStatusTag status={q.status} />
              <span className="question-muted">
                {T.meta.askedAt}: <time dateTime={q.createdAt}>{formatDateTime(q.createdAt)}</time>
              </span>
            </div>
            {errors.general ? <Message severity="error" text={errors.general} className="question-error" /> : null}
            {q.status === 'REJECTED' && q.rejectReason ? <Message severity="warn" text={`${T.rejectReason}: ${q.rejectReason}`} /> : null}
            <div className="question-grid">
              <div className="question-stack">
                <Card title={T.question} className="question-card">
                  <p className="question-text">{q.text}</p>
                </Card>
                <Card title={T.answer} className="question-card">
                  {q.answer ? (
                    <>
                      <p className="question-text">{q.answer.text}</p>
                      <small className="question-muted">{T.answeredBy(q.answer.by.name, formatDateTime(q.answer.at))}</small>
                    </>
                  ) : (
                    <p className="question-muted">{T.noAnswer}</p>
                  )}
                  {allowed.includes('ANSWER') ? (
                    <TextField
                      label={T.answerLabel}
                      help={T.answerHelp}
                      value={draft}
                      max={QUESTION_LIMITS.answer}
                      error={errors.answer}
                      onChange={setDraft}
                    />
                  ) : null}
                  <div className="question-actions" role="toolbar" aria-label={T.question}>
                    {allowed.includes('ANSWER') ? (
                      <Button
                        type="button"
                        label={QUESTION_ACTION_LABELS.ANSWER}
                        icon="pi pi-reply"
                        loading={busy}
                        onClick={() => void send(q, { action: 'ANSWER', version: q.version, answer: draft })}
                      />
                    ) : null}
                    {allowed.includes('APPROVE') ? (
                      <Button
                        type="button"
                        label={QUESTION_ACTION_LABELS.APPROVE}
                        icon="pi pi-check"
                        severity="success"
                        loading={busy}
                        onClick={() => void send(q, { action: 'APPROVE', version: q.version })}
                      />
                    ) : null}
                    {allowed.includes('REJECT') && reason === undefined ? (
                      <Button type="button" label={T.reject} icon="pi pi-times" severity="danger" outlined onClick={() => setReason('')} />
                    ) : null}
                    {allowed.length === 0 ? <span className="question-muted">{T.final}</span> : null}
                  </div>
                  {allowed.includes('REJECT') && reason !== undefined ? (
                    <section aria-label={T.rejectTitle}>
                      <TextField
                        label={T.rejectReason}
                        help={T.rejectHelp}
                        value={reason}
                        max={QUESTION_LIMITS.reason}
                        error={errors.reason}
                        onChange={setReason}
                      />
                      <div className="question-actions">
                        <Button
                          type="button"
                          label={T.reject}
                          icon="pi pi-times"
                          severity="danger"
                          loading={busy}
                          onClick={() => void send(q, { action: 'REJECT', version: q.version, reason })}
                        />
                        <Button type="button" label={T.cancel} text onClick={() => setReason(undefined)} />
                      </div>
                    </section>
                  ) : null}
                </Card>
                {q.reportCount > 0 ? (
                  <Card title={T.reports(q.reportCount)} className="question-card">
                    <ul className="question-timeline">
                      {[...q.reports].reverse().map((r, i) => (
                        <li key={`${r.at}-${String(i)}`}>
                          <div className="question-text">{r.reason ?? T.reportNoReason}</div>
                          <small className="question-muted">
                            <time dateTime={r.at}>{formatDateTime(r.at)}</time>
                          </small>
                        </li>
                      ))}
                    </ul>
                  </Card>
                ) : null}
              </div>
              <div className="question-stack">
                <Meta q={q} />
                <Timeline q={q} />
              </div>
            </div>
          </>
        );
      }}
    </DetailPage>
  );
}
