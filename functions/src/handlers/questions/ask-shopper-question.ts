import { API_ROUTES, QUESTION_TEXTS } from '@shop/shared';
import { checkAskGuards } from '../../domain/questions/ask-guards';
import { receiveQuestion } from '../../domain/questions/receive-question';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { enforceRateLimit, enforceSharedRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

/** A signed-in shopper asks: their name and address are their token's (verified), counted per account and per product. */
export const handler = apiHandler(API_ROUTES.askShopperQuestion, async ({ body, event }) => {
  const now = new Date();
  const shopper = shopperFrom(event);
  await enforceRateLimit(event, 'questionAsk', now.getTime());
  const guard = checkAskGuards(body);
  if (guard === 'trap') return ok({ received: true as const, message: QUESTION_TEXTS.received });
  if (guard === 'too-fast') throw badRequest(QUESTION_TEXTS.tooFast, 'fillMs');
  await enforceSharedRateLimit('productQuestions', body.productId, now.getTime());
  const name = [shopper.givenName, shopper.familyName].filter(Boolean).join(' ') || shopper.email.split('@')[0] || shopper.email;
  await receiveQuestion({ productId: body.productId, text: body.text, asker: { name, email: shopper.email, memberSub: shopper.sub }, now });
  return ok({ received: true as const, message: QUESTION_TEXTS.received });
});
