import { API_ROUTES, MESSAGES } from '@shop/shared';
import * as clock from '../../clock';
import { auditEntry } from '../../domain/audit/audit-entry';
import { couponSummary } from '../../domain/audit/coupon-summary';
import { createManualCode } from '../../domain/coupons/coupons';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { created } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.createCampaignCode, async ({ body: request, caller }) => {
  const now = clock.now();
  if (request.expiresAt !== null && Date.parse(request.expiresAt) <= now) throw badRequest(MESSAGES.coupons.expiryPast, 'expiresAt');
  const code = await createManualCode(request, caller.email ?? caller.sub, now, (made) =>
    auditEntry(
      caller,
      API_ROUTES.createCampaignCode,
      'campaign-code.created',
      { type: 'campaign-code', id: made.code, name: made.code },
      couponSummary(made),
    ),
  );
  if (!code) throw conflict(MESSAGES.coupons.duplicate);
  return created({ data: code });
});
