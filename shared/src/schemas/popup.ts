import * as z from 'zod';
import { MESSAGES } from '../messages';
import { buttonVariantSchema } from './button';
import { bool, enumOf, isoDateTime, mediaSchema, num, object, shortText, text, visibleText } from './common';

export const POPUP_TYPES = ['BASIC', 'COUPON'] as const;
export const TEXT_ALIGNS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export const POPUP_SIZES = ['XL', 'XXL', 'XXXL', 'XXXXL'] as const;
/** The spec describes the sizes as small, medium, large and very large; these are their Turkish labels. */
export const POPUP_SIZE_LABELS = {
  XL: 'Küçük',
  XXL: 'Orta',
  XXXL: 'Büyük',
  XXXXL: 'Çok Büyük',
} as const satisfies Record<(typeof POPUP_SIZES)[number], string>;
export const COUPON_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export const DISPLAY_FREQUENCIES = ['EVERY_TIME', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'ONCE'] as const;
export const COUPON_DISCOUNT_STEP = 0.01;

/** A number, or the number a form's text holds; undefined when it holds none. */
const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** Upper bounds are ours: a year of minutes, and a large amount. */
const MAX_COUPON_MINUTES = 525_600;
const MAX_DISCOUNT_VALUE = 10_000_000;

export const popupSettingsSchema = object({
  name: visibleText(MESSAGES.validation.popupNameRequired).default('Açılır Pencere'),
  type: enumOf(POPUP_TYPES).default('BASIC'),
  /** The spec gives no default texts. */
  title: shortText().default(''),
  description: text().default(''),
  subDescription: text().default(''),
  /** The chosen gallery image (one at most). */
  galleryId: mediaSchema.nullable().default(null),
  textAlign: enumOf(TEXT_ALIGNS).default('CENTER'),
  popupSize: enumOf(POPUP_SIZES).default('XL'),
  dismissable: bool().default(true),
  /** Minutes; non-numeric input becomes null. */
  couponTime: z.preprocess((value) => toNumber(value) ?? null, num(0, MAX_COUPON_MINUTES).nullable()),
  couponDiscountType: enumOf(COUPON_DISCOUNT_TYPES).default('PERCENTAGE'),
  /** Non-numeric input becomes 0. */
  couponDiscountValue: z.preprocess((value) => toNumber(value) ?? 0, num(0, MAX_DISCOUNT_VALUE).multipleOf(COUPON_DISCOUNT_STEP)),
  /** Button names and variants have no spec defaults. */
  couponCopyButtonName: shortText().default(''),
  couponCopyButtonVariant: buttonVariantSchema.default('default'),
  couponGenerateButtonName: shortText().default(''),
  couponGenerateButtonVariant: buttonVariantSchema.default('default'),
  displayFrequency: enumOf(DISPLAY_FREQUENCIES).default('EVERY_TIME'),
  startDate: isoDateTime().nullable().optional(),
  endDate: isoDateTime().nullable().optional(),
  isActive: bool().default(true),
}).refine((popup) => popup.couponDiscountType !== 'PERCENTAGE' || popup.couponDiscountValue <= 100, {
  // A percentage above 100 would pay the shopper; campaign codes refuse it the same way.
  path: ['couponDiscountValue'],
  error: MESSAGES.coupons.percentTooHigh,
});
export type PopupSettings = z.infer<typeof popupSettingsSchema>;

/** The popup a store starts with (platform §9). */
export const DEFAULT_POPUP: PopupSettings = popupSettingsSchema.parse({});

/** POST /api/admin/theme/popup answers whether it created or updated the popup. */
export const popupSaveResponseSchema = object({
  action: enumOf(['created', 'updated']),
});
