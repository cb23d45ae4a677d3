import { API_ROUTES, MESSAGES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { logger } from '../../observability/logger';
import { emailHash, removeSubscriber } from '../../repositories/newsletter-repository';

/** A KVKK deletion request: the address is gone, and who removed it and when is logged (the table and the log line hold a hash, not the address). */
export const handler = apiHandler(API_ROUTES.removeNewsletterSubscriber, async ({ body: { email }, caller }) => {
  const removedBy = caller.email ?? caller.sub;
  const removed = await removeSubscriber(email, removedBy, new Date(), (removalId) =>
    auditEntry(
      caller,
      API_ROUTES.removeNewsletterSubscriber,
      'newsletter-subscriber.removed',
      { type: 'newsletter-subscriber', id: removalId, name: 'KVKK silme kaydı' },
      'Adres silindi (KVKK); kayıtta adresin yalnızca özeti tutulur.',
    ),
  );
  if (!removed) throw notFound(MESSAGES.newsletter.subscriberMissing);
  logger.info('Newsletter subscriber removed (KVKK)', { emailHash: emailHash(email), removedBy: caller.sub });
  return ok({ removed: true });
});
