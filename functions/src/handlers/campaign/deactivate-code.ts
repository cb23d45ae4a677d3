import { API_ROUTES } from '@shop/shared';
import * as clock from '../../clock';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deactivateCode } from '../../repositories/campaign-code-repository';

/** A deactivated code stays listed (state INACTIVE) and is refused by every check; deactivating again changes nothing. */
export const handler = apiHandler(API_ROUTES.deactivateCampaignCode, async ({ params: { code }, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.deactivateCampaignCode,
    'campaign-code.deactivated',
    { type: 'campaign-code', id: code, name: code },
    'Kod artık kabul edilmiyor.',
  );
  const updated = await deactivateCode(code, caller.email ?? caller.sub, new Date(clock.now()), audit);
  if (!updated) throw notFound();
  return ok({ data: updated });
});
