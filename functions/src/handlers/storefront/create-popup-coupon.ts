import { API_ROUTES, MESSAGES, type PopupCouponAnswer } from '@shop/shared';
import * as clock from '../../clock';
import { createPopupCoupon, liveCouponPopup } from '../../domain/coupons/coupons';
import { readPopup } from '../../domain/theme/popup';
import { apiHandler } from '../../http/api-handler';
import { HttpError } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';

/** The popup's generate button: a new single-use code while the coupon popup is live, nothing otherwise. */
export const handler = apiHandler(API_ROUTES.createPopupCoupon, async ({ event }) => {
  const now = clock.now();
  const popup = liveCouponPopup((await readPopup()).popup, now);
  if (!popup) throw new HttpError(409, { error: 'Conflict', message: MESSAGES.coupons.noCouponPopup });
  await enforceRateLimit(event, 'popupCoupon', now);
  const code = await createPopupCoupon(popup, now);
  const answer: PopupCouponAnswer = {
    code: code.code,
    discountType: code.discountType,
    discountValue: code.discountValue,
    expiresAt: code.expiresAt,
  };
  return created(answer);
});
