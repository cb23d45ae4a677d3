import { API_ROUTES, QUESTION_TEXTS } from '@shop/shared';
import { checkAskGuards } from '../../domain/questions/ask-guards';
import { receiveQuestion } from '../../domain/questions/receive-question';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { enforceRateLimit, enforceSharedRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { logger } from '../../observability/logger';

/**
 * A guest asks about a product, with the name shown and the address the answer goes to. Limited per
 * client first (every attempt counts, a trapped one too), then per product (every client shares it);
 * the question waits for staff and is not shown until answered and approved.
 */
export const handler = apiHandler(API_ROUTES.askQuestion, async ({ body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'questionAsk', now.getTime());
  const guard = checkAskGuards(body);
  if (guard === 'trap') {
    logger.info('Question refused: honeypot filled', { productId: body.productId });
    return ok({ received: true as const, message: QUESTION_TEXTS.received });
  }
  if (guard === 'too-fast') throw badRequest(QUESTION_TEXTS.tooFast, 'fillMs');
  await enforceSharedRateLimit('productQuestions', body.productId, now.getTime());
  await receiveQuestion({ productId: body.productId, text: body.text, asker: { name: body.name, email: body.email }, now });
  return ok({ received: true as const, message: QUESTION_TEXTS.received });
});
