import { describe, expect, it } from 'vitest';
import {
  BUTTON_VARIANTS,
  COUPON_DISCOUNT_TYPES,
  DEFAULT_POPUP,
  DISPLAY_FREQUENCIES,
  MESSAGES,
  POPUP_SIZES,
  POPUP_SIZE_LABELS,
  POPUP_TYPES,
  TEXT_ALIGNS,
  popupSaveResponseSchema,
  popupSettingsSchema,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('popup enumerations (platform §3)', () => {
  it('match the spec', () => {
    expect(POPUP_TYPES).toEqual(['BASIC', 'COUPON']);
    expect(TEXT_ALIGNS).toEqual(['LEFT', 'CENTER', 'RIGHT']);
    expect(POPUP_SIZES).toEqual(['XL', 'XXL', 'XXXL', 'XXXXL']);
    expect(Object.keys(POPUP_SIZE_LABELS)).toEqual([...POPUP_SIZES]);
    expect(COUPON_DISCOUNT_TYPES).toEqual(['PERCENTAGE', 'AMOUNT']);
    expect(DISPLAY_FREQUENCIES).toEqual(['EVERY_TIME', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'ONCE']);
    expect(BUTTON_VARIANTS).toEqual([
      'default',
      'danger',
      'blue',
      'purple',
      'pink',
      'yellow',
      'indigo',
      'teal',
      'cyan',
      'gray',
      'outline',
      'secondary',
      'destructive',
      'success',
      'warning',
    ]);
  });
});

describe('default popup (platform §9)', () => {
  it('Açılır Pencere, BASIC, CENTER, XL, dismissable, every time, active, percentage coupon', () => {
    expect(DEFAULT_POPUP).toMatchObject({
      name: 'Açılır Pencere',
      type: 'BASIC',
      textAlign: 'CENTER',
      popupSize: 'XL',
      dismissable: true,
      displayFrequency: 'EVERY_TIME',
      isActive: true,
      couponDiscountType: 'PERCENTAGE',
      couponTime: null,
      couponDiscountValue: 0,
      galleryId: null,
    });
    expect(popupSettingsSchema.parse({})).toEqual(DEFAULT_POPUP);
    expectStable(popupSettingsSchema, DEFAULT_POPUP);
  });
});

describe('popup validation (platform §5)', () => {
  it("name is required: 'İsim gereklidir'", () => {
    expect(issueAt(popupSettingsSchema, { name: '' }, 'name').message).toBe(MESSAGES.validation.popupNameRequired);
    expect(issueAt(popupSettingsSchema, { name: '' }, 'name').message).toBe('İsim gereklidir');
    expect(issueAt(popupSettingsSchema, { name: null }, 'name').message).toBe('İsim gereklidir');
    expect(popupSettingsSchema.parse({ name: 'a' }).name).toBe('a');
  });

  it('enumerations are enforced, naming the field', () => {
    expect(issueAt(popupSettingsSchema, { type: 'VIDEO' }, 'type').message).toBe('type şu değerlerden biri olmalıdır: BASIC, COUPON.');
    expect(issueAt(popupSettingsSchema, { textAlign: 'JUSTIFY' }, 'textAlign').message).toContain('textAlign');
    expect(issueAt(popupSettingsSchema, { popupSize: 'S' }, 'popupSize').message).toContain('popupSize');
    expect(issueAt(popupSettingsSchema, { couponDiscountType: 'FREE' }, 'couponDiscountType').message).toContain('couponDiscountType');
    expect(issueAt(popupSettingsSchema, { displayFrequency: 'MONTH' }, 'displayFrequency').message).toContain('displayFrequency');
    expect(issueAt(popupSettingsSchema, { couponCopyButtonVariant: 'ghost' }, 'couponCopyButtonVariant').message).toContain(
      'couponCopyButtonVariant',
    );
  });

  it('dismissable and isActive are booleans', () => {
    expect(issueAt(popupSettingsSchema, { dismissable: 'yes' }, 'dismissable').message).toContain('dismissable');
    expect(issueAt(popupSettingsSchema, { isActive: 1 }, 'isActive').message).toContain('isActive');
  });

  it('couponTime is a number or null; non-numeric input becomes null', () => {
    expect(popupSettingsSchema.parse({ couponTime: 15 }).couponTime).toBe(15);
    expect(popupSettingsSchema.parse({ couponTime: '30' }).couponTime).toBe(30);
    expect(popupSettingsSchema.parse({ couponTime: 'abc' }).couponTime).toBeNull();
    expect(popupSettingsSchema.parse({ couponTime: '' }).couponTime).toBeNull();
    expect(popupSettingsSchema.parse({ couponTime: null }).couponTime).toBeNull();
  });

  it('couponDiscountValue is a number; non-numeric input becomes 0; step 0.01', () => {
    expect(popupSettingsSchema.parse({ couponDiscountValue: 12.5 }).couponDiscountValue).toBe(12.5);
    expect(popupSettingsSchema.parse({ couponDiscountValue: '19.99' }).couponDiscountValue).toBe(19.99);
    expect(popupSettingsSchema.parse({ couponDiscountValue: 'abc' }).couponDiscountValue).toBe(0);
    expect(popupSettingsSchema.parse({ couponDiscountValue: null }).couponDiscountValue).toBe(0);
    expect(issueAt(popupSettingsSchema, { couponDiscountValue: 1.005 }, 'couponDiscountValue').message).toBe(
      'couponDiscountValue 0.01 değerinin katı olmalıdır.',
    );
  });

  it('dates are optional or null', () => {
    expect(popupSettingsSchema.parse({ startDate: null, endDate: null })).toMatchObject({ startDate: null, endDate: null });
    const dated = popupSettingsSchema.parse({ startDate: '2025-01-01T09:00:00.000Z', endDate: new Date('2025-02-01T09:00:00Z') });
    expect(dated.endDate).toBe('2025-02-01T09:00:00.000Z');
    expectStable(popupSettingsSchema, dated);
    expect(issueAt(popupSettingsSchema, { startDate: '01/01/2025' }, 'startDate').message).toContain('startDate');
  });

  it('a coupon popup round-trips', () => {
    const coupon = popupSettingsSchema.parse({
      name: 'Hoş geldin kuponu',
      type: 'COUPON',
      title: 'İlk siparişe özel',
      couponTime: 10,
      couponDiscountType: 'AMOUNT',
      couponDiscountValue: 50,
      couponCopyButtonName: 'Kopyala',
      couponCopyButtonVariant: 'success',
      couponGenerateButtonName: 'Kupon al',
      couponGenerateButtonVariant: 'purple',
      galleryId: { id: 4, name: 'kupon.png', filePath: '/kupon.png' },
      displayFrequency: 'ONCE',
    });
    expectStable(popupSettingsSchema, coupon);
  });
});

describe('popup save answer', () => {
  it("action is 'created' or 'updated'", () => {
    expectStable(popupSaveResponseSchema, { action: 'created' });
    expectStable(popupSaveResponseSchema, { action: 'updated' });
    expect(issueAt(popupSaveResponseSchema, { action: 'deleted' }, 'action').message).toBe('action şu değerlerden biri olmalıdır: created, updated.');
  });
});

describe('coupon discount', () => {
  it('refuses a percentage above 100 (it would pay the shopper) and keeps amounts uncapped there', () => {
    const coupon = { ...DEFAULT_POPUP, type: 'COUPON' as const };
    expect(
      issueAt(popupSettingsSchema, { ...coupon, couponDiscountType: 'PERCENTAGE', couponDiscountValue: 200 }, 'couponDiscountValue').message,
    ).toBe(MESSAGES.coupons.percentTooHigh);
    expect(popupSettingsSchema.safeParse({ ...coupon, couponDiscountType: 'PERCENTAGE', couponDiscountValue: 100 }).success).toBe(true);
    expect(popupSettingsSchema.safeParse({ ...coupon, couponDiscountType: 'AMOUNT', couponDiscountValue: 200 }).success).toBe(true);
  });
});
