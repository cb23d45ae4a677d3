import { randomInt } from 'node:crypto';
import { COUPON_CODE_ALPHABET, COUPON_CODE_LENGTH } from '@shop/shared';

/** A code of COUPON_CODE_LENGTH symbols from the unambiguous alphabet, each drawn uniformly by node:crypto. */
export const generateCouponCode = (draw: (max: number) => number = randomInt): string =>
  Array.from({ length: COUPON_CODE_LENGTH }, () => COUPON_CODE_ALPHABET[draw(COUPON_CODE_ALPHABET.length)]).join('');
