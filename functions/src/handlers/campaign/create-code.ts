import { API_ROUTES, campaignCodeCreateSchema, MESSAGES } from '@shop/shared';
import * as clock from '../../clock';
import { createManualCode } from '../../domain/coupons/coupons';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { parseJsonBody } from '../../http/parse';
import { created } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.createCampaignCode, async ({ event, caller }) => {
  const request = parseJsonBody(event, campaignCodeCreateSchema);
  const now = clock.now();
  if (request.expiresAt !== null && Date.parse(request.expiresAt) <= now) throw badRequest(MESSAGES.coupons.expiryPast, 'expiresAt');
  const code = await createManualCode(request, caller.email ?? caller.sub, now);
  if (!code) throw conflict(MESSAGES.coupons.duplicate);
  return created({ data: code });
});
