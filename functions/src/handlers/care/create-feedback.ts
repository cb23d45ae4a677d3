import { API_ROUTES, FEEDBACK_TEXTS } from '@shop/shared';
import { submitFeedback } from '../../domain/care/feedback';
import { guardPublicForm } from '../../domain/care/public-form-guard';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';
import { logger } from '../../observability/logger';
import { newCareId } from '../../repositories/care-ids';

/** A shopper's feedback from /geri-bildirim: limited per client, then the same honeypot and fill-time check as /iletisim. */
export const handler = apiHandler(API_ROUTES.createFeedback, async ({ body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'feedback', now.getTime());
  const guard = guardPublicForm(body);
  if (guard === 'trap') {
    logger.info('Feedback refused: honeypot filled');
    return created({ id: newCareId(now), message: FEEDBACK_TEXTS.received });
  }
  if (guard === 'too-fast') throw badRequest(FEEDBACK_TEXTS.tooFast, 'fillMs');
  const feedback = await submitFeedback(body, now);
  return created({ id: feedback.id, message: FEEDBACK_TEXTS.received });
});
