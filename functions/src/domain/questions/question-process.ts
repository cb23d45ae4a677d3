import {
  QUESTION_LIMITS,
  QUESTION_TEXTS,
  questionNextStatus,
  type Actor,
  type ProductQuestion,
  type QuestionAction,
  type QuestionEvent,
} from '@shop/shared';
import { DomainError, conflict } from '../domain-error';

/** A new question, waiting for an answer. The product's name and slug are copied: the list and the e-mail name it as it was asked about. */
export const newQuestion = (input: {
  readonly id: string;
  readonly product: { readonly id: string; readonly name: string; readonly slug: string };
  readonly text: string;
  readonly asker: ProductQuestion['asker'];
  readonly now: string;
}): ProductQuestion => ({
  id: input.id,
  productId: input.product.id,
  productName: input.product.name,
  productSlug: input.product.slug,
  text: input.text,
  asker: input.asker,
  status: 'WAITING',
  reportCount: 0,
  reports: [],
  events: [{ action: 'ASK', status: 'WAITING', at: input.now }],
  version: 1,
  createdAt: input.now,
  updatedAt: input.now,
});

export interface StaffOutcome {
  readonly question: ProductQuestion;
  /** Whether the asker is told by e-mail: when an answer is first shown (approved after being answered or edited). */
  readonly mailAsker: boolean;
}

const step = (q: ProductQuestion, event: QuestionEvent, changes: Partial<ProductQuestion>): ProductQuestion => ({
  ...q,
  ...changes,
  status: event.status,
  events: [...q.events, event],
  version: q.version + 1,
  updatedAt: event.at,
});

/**
 * One staff action on a question, decided by the process table alone: a stale version or a step the
 * table does not allow is a conflict (409), and nothing changes. Pure: the caller stores the outcome.
 */
export const applyQuestionAction = (
  q: ProductQuestion,
  action: QuestionAction,
  ctx: { readonly now: string; readonly actor: Actor },
): StaffOutcome => {
  if (q.version !== action.version) throw conflict(QUESTION_TEXTS.stale);
  const next = questionNextStatus(q.status, action.action);
  if (!next) throw conflict(QUESTION_TEXTS.notAllowed(q.status, action.action));
  const event = (note?: string): QuestionEvent => ({ action: action.action, status: next, by: ctx.actor, at: ctx.now, ...(note ? { note } : {}) });
  switch (action.action) {
    case 'ANSWER':
      return { question: step(q, event(), { answer: { text: action.answer, by: ctx.actor, at: ctx.now } }), mailAsker: false };
    case 'APPROVE':
      // A question can only be approved with an answer (the table allows it from ANSWERED and REPORTED, which have one).
      if (!q.answer) throw new DomainError('conflict', QUESTION_TEXTS.notAllowed(q.status, 'APPROVE'));
      return {
        question: step(q, event(), { publishedAt: ctx.now, reportCount: q.status === 'REPORTED' ? 0 : q.reportCount }),
        // Approving a reported question again shows the same answer: the asker was told of it already.
        mailAsker: q.status === 'ANSWERED',
      };
    case 'REJECT':
      return { question: step(q, event(action.reason), { rejectReason: action.reason }), mailAsker: false };
  }
};

/**
 * A shopper's report of a shown question: counted, its reason kept (the newest few), and the question
 * marked for staff. Undefined when it is not shown (nothing to report: the caller answers as if reported).
 */
export const applyQuestionReport = (q: ProductQuestion, reason: string | undefined, now: string): ProductQuestion | undefined => {
  const next = questionNextStatus(q.status, 'REPORT');
  if (!next) return undefined;
  const report = { at: now, ...(reason ? { reason } : {}) };
  const reported = step(
    q,
    { action: 'REPORT', status: next, at: now, ...(reason ? { note: reason } : {}) },
    { reportCount: q.reportCount + 1, reports: [...q.reports, report].slice(-QUESTION_LIMITS.reports) },
  );
  // Only the first report is a step of the history; later ones are counted and kept in the capped `reports`,
  // so reports from many addresses cannot grow the item past DynamoDB's 400 KB and lock staff out of it.
  return q.status === next ? { ...reported, events: q.events } : reported;
};
