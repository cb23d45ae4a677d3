import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_ROUTES, QUESTION_TEXTS } from '@shop/shared';
import { applyQuestionReport } from '../../domain/questions/question-process';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { documentClient } from '../../repositories/document-client';
import { getQuestion, questionChangeItems } from '../../repositories/question-repository';
import { conditionFailedAt } from '../../repositories/transactions';

/** Two shoppers reporting at once, or staff acting meanwhile: read again and count this report on what is there now. */
const ATTEMPTS = 3;

/**
 * A shopper reports a shown question (Bildir): counted and marked for staff, limited per client.
 * A question the product page does not show is not found (hidden ones are nobody's to report).
 */
export const handler = apiHandler(API_ROUTES.reportQuestion, async ({ params: { id }, body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'questionReport', now.getTime());
  if (body.website?.trim()) return ok({ reported: true as const, message: QUESTION_TEXTS.reported });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await getQuestion(id);
    const after = before && applyQuestionReport(before, body.reason || undefined, now.toISOString());
    if (!before || !after) throw notFound(QUESTION_TEXTS.notFound);
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: questionChangeItems(before, after) }));
      return ok({ reported: true as const, message: QUESTION_TEXTS.reported });
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  throw conflict();
});
