import * as z from 'zod';
import { MESSAGES } from '../messages';
import { COUPON_DISCOUNT_TYPES } from '../schemas/popup';

/**
 * Generated codes use 32 symbols that cannot be mistaken for one another when read aloud or
 * copied by hand: no 0/O, no 1/I. Ten of them are 50 bits, drawn with node:crypto.
 */
export const COUPON_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const COUPON_CODE_LENGTH = 10;
/** A manual code: letters, digits and dashes, stored in capitals. */
export const MANUAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;
/** What a code may look like in a URL or a request (manual and generated codes alike). */
export const COUPON_CODE_MAX = 32;

export const COUPON_SOURCES = ['POPUP', 'MANUAL'] as const;
export const COUPON_STATES = ['ACTIVE', 'EXPIRED', 'USED_UP', 'INACTIVE'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];
export type CouponState = (typeof COUPON_STATES)[number];

/** An expired code stays readable (shown as expired) for this long, then the table's TTL removes it. */
export const EXPIRED_COUPON_RETENTION_DAYS = 30;
const MAX_DISCOUNT_AMOUNT = 10_000_000;
const MAX_USAGE_LIMIT = 1_000_000;

export const campaignCodeSchema = z.object({
  code: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  /** ISO time; null: never expires. */
  expiresAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int(),
  usedCount: z.number().int(),
  source: z.enum(COUPON_SOURCES),
  /** The popup component a POPUP code came from. */
  popupId: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Who created a manual code (e-mail); null for a shopper's popup code. */
  createdBy: z.string().nullable(),
  deactivatedAt: z.iso.datetime().nullable(),
  deactivatedBy: z.string().nullable(),
});
export type CampaignCode = z.infer<typeof campaignCodeSchema>;

/** The state a code is in at `now`: deactivation wins, then expiry, then the usage limit. */
export const couponState = (code: Pick<CampaignCode, 'isActive' | 'expiresAt' | 'usageLimit' | 'usedCount'>, now: number): CouponState => {
  if (!code.isActive) return 'INACTIVE';
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= now) return 'EXPIRED';
  if (code.usedCount >= code.usageLimit) return 'USED_UP';
  return 'ACTIVE';
};

/** A code as people type it: spaces around it dropped, capitals. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

const codeError = { error: MESSAGES.coupons.codeInvalid };
const manualCode = z
  .string(codeError)
  .max(COUPON_CODE_MAX, codeError)
  .transform(normalizeCouponCode)
  .refine((code) => MANUAL_CODE_PATTERN.test(code), codeError);

/** POST /api/admin/campaign/code: a code of one's own or none (then one is generated). */
export const campaignCodeCreateSchema = z
  .strictObject(
    {
      code: manualCode.optional(),
      discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: MESSAGES.coupons.discountTypeInvalid }),
      discountValue: z
        .number({ error: MESSAGES.coupons.discountValueInvalid })
        .gt(0, { error: MESSAGES.coupons.discountValueInvalid })
        .max(MAX_DISCOUNT_AMOUNT, { error: MESSAGES.coupons.discountValueInvalid })
        .multipleOf(0.01, { error: MESSAGES.coupons.discountValueInvalid }),
      expiresAt: z.iso.datetime({ offset: true, error: MESSAGES.coupons.expiryInvalid }).nullable().default(null),
      usageLimit: z
        .number({ error: MESSAGES.coupons.usageLimitInvalid })
        .int({ error: MESSAGES.coupons.usageLimitInvalid })
        .min(1, { error: MESSAGES.coupons.usageLimitInvalid })
        .max(MAX_USAGE_LIMIT, { error: MESSAGES.coupons.usageLimitInvalid })
        .default(1),
    },
    { error: MESSAGES.api.invalidRequest },
  )
  .refine((body) => body.discountType !== 'PERCENTAGE' || body.discountValue <= 100, {
    path: ['discountValue'],
    error: MESSAGES.coupons.percentTooHigh,
  });
export type CampaignCodeCreateRequest = z.infer<typeof campaignCodeCreateSchema>;

/** `{code}` in a path: anything longer or outside letters, digits and dashes is no code of ours. */
export const couponCodeParamSchema = z.object({
  code: z
    .string(codeError)
    .max(COUPON_CODE_MAX, codeError)
    .transform(normalizeCouponCode)
    .refine((code) => /^[A-Z0-9-]+$/.test(code), codeError),
});

/** GET /api/storefront/coupon/{code}: what a checkout asks. Invalid codes tell nothing more. */
export type CouponValidation =
  | { valid: true; discountType: CampaignCode['discountType']; discountValue: number; expiresAt: string | null }
  | { valid: false; discountType: null; discountValue: null; expiresAt: null };

/** POST /api/storefront/popup/coupon answers the new code. */
export type PopupCouponAnswer = Pick<CampaignCode, 'code' | 'discountType' | 'discountValue' | 'expiresAt'>;
