import { API_ROUTES, SUPPORT_TEXTS } from '@shop/shared';
import { guardPublicForm } from '../../domain/care/public-form-guard';
import { submitSupportRequest } from '../../domain/care/support-requests';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';
import { logger } from '../../observability/logger';
import { newCareId } from '../../repositories/care-ids';

/**
 * A shopper writes to Destek: from /iletisim (source 'contact') or from the chat's offline form
 * (source 'chat'); the honeypot and the fill time apply to both, as on Form Oluşturucu's forms.
 * Limited per client first, every attempt counted; nothing is stored unless all of it is good.
 * A filled honeypot answers like a stored request (201 with an id nobody holds): the script learns nothing.
 */
export const handler = apiHandler(API_ROUTES.createSupportRequest, async ({ body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'supportRequest', now.getTime());
  const guard = guardPublicForm(body);
  if (guard === 'trap') {
    logger.info('Support request refused: honeypot filled', { source: body.source });
    return created({ id: newCareId(now), message: SUPPORT_TEXTS.received });
  }
  if (guard === 'too-fast') throw badRequest(SUPPORT_TEXTS.tooFast, 'fillMs');
  const request = await submitSupportRequest(body, now);
  return created({ id: request.id, message: SUPPORT_TEXTS.received });
});
