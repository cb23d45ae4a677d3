import { FEEDBACK_STATUS_LABELS, FEEDBACK_TEXTS, type ApiRoute, type Feedback, type FeedbackCreate, type FeedbackStatus } from '@shop/shared';
import { createFeedback, getFeedback, setFeedbackStatus } from '../../repositories/feedback-repository';
import { newCareId } from '../../repositories/care-ids';
import { auditEntry } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { DomainError } from '../domain-error';

export const submitFeedback = async (body: FeedbackCreate, now: Date): Promise<Feedback> => {
  const feedback: Feedback = {
    id: newCareId(now),
    createdAt: now.toISOString(),
    category: body.category,
    message: body.message,
    ...(body.rating !== undefined ? { rating: body.rating } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    status: 'unread',
  };
  await createFeedback(feedback);
  return feedback;
};

export const changeFeedbackStatus = async (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  id: string,
  status: FeedbackStatus,
): Promise<Feedback> => {
  const current = await getFeedback(id);
  if (!current) throw new DomainError('not-found', FEEDBACK_TEXTS.notFound);
  const audit = auditEntry(
    caller,
    route,
    'feedback.status-changed',
    { type: 'feedback', id, name: `Geri bildirim ${current.createdAt.slice(0, 10)}` },
    `${FEEDBACK_STATUS_LABELS[current.status]} → ${FEEDBACK_STATUS_LABELS[status]}`,
  );
  const changed = await setFeedbackStatus(id, status, audit);
  if (!changed) throw new DomainError('not-found', FEEDBACK_TEXTS.notFound);
  return changed;
};
