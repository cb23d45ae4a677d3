import { API_ROUTES, couponState, type CouponValidation } from '@shop/shared';
import * as clock from '../../clock';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getCode } from '../../repositories/campaign-code-repository';

const INVALID: CouponValidation = { valid: false, discountType: null, discountValue: null, expiresAt: null };

/**
 * What a checkout asks. Never cached (the answer changes when a code is used or deactivated):
 * `no-store`, which CloudFront's storefront behaviour honours. Unknown, expired, used-up and
 * deactivated codes all answer the same `valid: false`.
 */
export const handler = apiHandler(API_ROUTES.validateCoupon, async ({ params: { code } }) => {
  const stored = await getCode(code);
  if (!stored || couponState(stored, clock.now()) !== 'ACTIVE') return ok(INVALID);
  const answer: CouponValidation = {
    valid: true,
    discountType: stored.discountType,
    discountValue: stored.discountValue,
    expiresAt: stored.expiresAt,
  };
  return ok(answer);
});
