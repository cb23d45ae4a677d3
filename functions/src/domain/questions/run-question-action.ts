import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_ROUTES, QUESTION_ACTION_LABELS, QUESTION_TEXTS, type AuditAction, type ProductQuestion, type QuestionAction } from '@shop/shared';
import { now } from '../../clock';
import { questionAnsweredMail } from '../../email/question-mail';
import { sendMail } from '../../email/send-mail';
import { logger } from '../../observability/logger';
import { withAudit } from '../../repositories/audit-repository';
import { documentClient } from '../../repositories/document-client';
import { getQuestion, questionChangeItems } from '../../repositories/question-repository';
import { conditionFailedAt } from '../../repositories/transactions';
import { auditEntry } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { DomainError, conflict } from '../domain-error';
import { SHOP_NAME } from '../orders/order-mail-facts';
import { applyQuestionAction } from './question-process';

const AUDIT_ACTION: Record<QuestionAction['action'], AuditAction> = {
  ANSWER: 'question.answered',
  APPROVE: 'question.approved',
  REJECT: 'question.rejected',
};

/**
 * Runs one staff action on a question: the question conditioned on the version the caller saw, its
 * finders and the audit entry in one transaction; a change made meanwhile is a 409 and nothing is
 * written. The asker's e-mail goes after the commit and never fails the action (it is logged).
 */
export const runQuestionAction = async (caller: Caller, id: string, action: QuestionAction): Promise<ProductQuestion> => {
  const before = await getQuestion(id);
  if (!before) throw new DomainError('not-found', QUESTION_TEXTS.notFound);
  const at = new Date(now());
  const { question, mailAsker } = applyQuestionAction(before, action, { now: at.toISOString(), actor: { sub: caller.sub, name: caller.name } });
  const audit = auditEntry(
    caller,
    API_ROUTES.questionAction,
    AUDIT_ACTION[action.action],
    { type: 'question', id, name: before.productName },
    `${QUESTION_ACTION_LABELS[action.action]}: "${before.productName}" ürününün sorusu`,
    at,
  );
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(questionChangeItems(before, question), audit) }));
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(QUESTION_TEXTS.stale);
    throw error;
  }
  if (mailAsker && question.answer) {
    const sent = await sendMail(questionAnsweredMail({ shopName: SHOP_NAME, question, answer: question.answer.text }));
    if (!sent.ok) logger.warn('Question answer mail not sent', { questionId: id, reason: sent.error });
  }
  return question;
};
