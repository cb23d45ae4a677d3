import './questions.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { fetchQuestions, reportQuestion, type PublicQuestion } from './question-api';
import { QUESTION_TEXTS as T } from './texts';

// The form's code is a chunk of its own, fetched when a shopper opens it.
const AskQuestionForm = lazy(() => import('./AskQuestionForm'));

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' });
const dateOf = (iso: string) => dateFormat.format(new Date(iso));

type ListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly items: readonly PublicQuestion[];
      readonly nextCursor: string | undefined;
      readonly more: 'idle' | 'loading' | 'failed';
    };

/** A shown question's Bildir: one report per page view, told in words when it arrived (or did not). */
function ReportButton({ id }: { readonly id: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  if (state === 'done')
    return (
      <p className="sf-question-reported" role="status">
        {T.reported}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="sf-question-report"
        aria-label={T.reportLabel}
        disabled={state === 'sending'}
        onClick={() => {
          setState('sending');
          void reportQuestion(id).then((ok) => setState(ok ? 'done' : 'failed'));
        }}
      >
        {T.report}
      </button>
      {state === 'failed' ? (
        <p className="sf-error" role="alert">
          {T.reportFailed}
        </p>
      ) : null}
    </>
  );
}

/**
 * The product page's Ürün Soruları (its own chunk, loaded after the product): answered and approved
 * questions newest first, five at a time with "Daha fazla soru", and Soru sor, a disclosure button
 * (aria-expanded, aria-controls) that opens the form in place. Every question and answer is text.
 */
export default function ProductQuestions({ productId }: { readonly productId: string }) {
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<{ key: string; state: ListState }>();
  const key = `${productId}:${String(attempt)}`;
  const askButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchQuestions(productId, undefined, controller.signal).then(
      (page) => setList({ key, state: { status: 'ready', items: page.data, nextCursor: page.nextCursor, more: 'idle' } }),
      () => {
        if (!controller.signal.aborted) setList({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [productId, key]);
  const state: ListState = list?.key === key ? list.state : { status: 'loading' };

  const loadMore = (current: Extract<ListState, { status: 'ready' }>) => {
    setList({ key, state: { ...current, more: 'loading' } });
    fetchQuestions(productId, current.nextCursor).then(
      (page) => setList({ key, state: { status: 'ready', items: [...current.items, ...page.data], nextCursor: page.nextCursor, more: 'idle' } }),
      () => setList({ key, state: { ...current, more: 'failed' } }),
    );
  };

  return (
    <section className="sf-questions" aria-labelledby={headingId}>
      <div className="sf-questions-head">
        <h2 id={headingId}>{T.title}</h2>
        <button ref={askButton} type="button" className="sf-btn" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}>
          {T.ask}
        </button>
      </div>
      <p className="sf-hint">{T.intro}</p>
      <div id={formId} hidden={!open}>
        {open ? (
          <Suspense
            fallback={
              <p className="sf-status" role="status">
                {T.formLoading}
              </p>
            }
          >
            <AskQuestionForm
              productId={productId}
              onClose={() => {
                setOpen(false);
                askButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <p className="sf-status" role="status">
          {T.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert" className="sf-questions-failed">
          <p>{T.loadFailed}</p>
          <button type="button" className="sf-btn sf-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            {T.retry}
          </button>
        </div>
      ) : state.items.length === 0 ? (
        <p className="sf-questions-empty">{T.empty}</p>
      ) : (
        <>
          <ol className="sf-question-list">
            {state.items.map((q) => (
              <li key={q.id} className="sf-question">
                <p className="sf-question-text">{q.text}</p>
                <p className="sf-question-by">{T.askedBy(q.askerName, dateOf(q.createdAt))}</p>
                <div className="sf-question-answer">
                  <p className="sf-question-answer-label">{T.shopAnswer}</p>
                  <p className="sf-question-text">{q.answer.text}</p>
                </div>
                <ReportButton id={q.id} />
              </li>
            ))}
          </ol>
          {state.nextCursor ? (
            <button
              type="button"
              className="sf-btn sf-btn--outline sf-questions-more"
              disabled={state.more === 'loading'}
              aria-busy={state.more === 'loading' || undefined}
              onClick={() => loadMore(state)}
            >
              {state.more === 'loading' ? T.loadingMore : T.more}
            </button>
          ) : null}
          {state.more === 'failed' ? (
            <p className="sf-error" role="alert">
              {T.loadFailed}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
