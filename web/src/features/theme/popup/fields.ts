import type { CSSProperties } from 'react';
import {
  BUTTON_VARIANTS,
  COUPON_DISCOUNT_STEP,
  COUPON_DISCOUNT_TYPES,
  DISPLAY_FREQUENCIES,
  POPUP_SIZES,
  POPUP_SIZE_LABELS,
  POPUP_TYPES,
  TEXT_ALIGNS,
} from '@shop/shared';
import { buttonStyle } from '../../../storefront/components/style-helpers';
import { fieldsFor, optionsOf, section } from '../editors/kit/field-builders';
import type { SectionConfig } from '../editors/kit/field-config';
import { swatchOption } from '../editors/kit/option-views';
import type { PopupDraft } from './popup-form';
import { POPUP_TEXTS as T } from './texts';

const f = fieldsFor<PopupDraft>();

/** The storefront's colours for the variant, so the admin sees what the button will look like; outline and secondary follow the theme. */
const SWATCHES: Partial<Record<string, CSSProperties>> = {
  outline: { background: 'transparent', border: '2px solid var(--primary-color)' },
  secondary: { background: 'var(--surface-300)' },
};
const variantOption = swatchOption((value) => buttonStyle(String(value)) ?? SWATCHES[value]);
const VARIANTS = optionsOf(BUTTON_VARIANTS, T.variants);

const isCoupon = (draft: PopupDraft) => draft.type === 'COUPON';

/** Açılır Pencere (platform §3, §5): the popup editor's fields, in two columns (one on narrow screens). */
export const POPUP_SECTIONS: readonly SectionConfig<PopupDraft>[] = [
  section(
    T.sections.content,
    [
      f.text('name', T.fields.name, { help: T.fields.nameHelp, required: true }),
      f.select('type', T.fields.type, optionsOf(POPUP_TYPES, T.types), { segmented: true }),
      f.text('title', T.fields.title, { wide: true }),
      f.textarea('description', T.fields.description, { rows: 3, wide: true }),
      f.textarea('subDescription', T.fields.subDescription, { rows: 2, wide: true }),
      f.media('galleryId', T.fields.image, ['IMAGE'], { wide: true }),
    ],
    { columns: 2 },
  ),
  section(
    T.sections.appearance,
    [
      f.select('textAlign', T.fields.textAlign, optionsOf(TEXT_ALIGNS, T.aligns), { segmented: true }),
      f.select('popupSize', T.fields.popupSize, optionsOf(POPUP_SIZES, POPUP_SIZE_LABELS)),
      f.switch('dismissable', T.fields.dismissable),
    ],
    { columns: 2 },
  ),
  section(
    T.sections.coupon,
    [
      f.select('couponDiscountType', T.fields.couponDiscountType, optionsOf(COUPON_DISCOUNT_TYPES, T.discountTypes), { segmented: true }),
      f.decimal('couponDiscountValue', T.fields.couponDiscountValue, {
        min: 0,
        step: COUPON_DISCOUNT_STEP,
        maxFractionDigits: 2,
        locale: 'tr-TR',
      }),
      f.decimal('couponTime', T.fields.couponTime, { min: 0, grouping: false, help: T.fields.couponTimeHelp }),
      f.text('couponGenerateButtonName', T.fields.couponGenerateButtonName, { rowStart: true }),
      f.select('couponGenerateButtonVariant', T.fields.couponGenerateButtonVariant, VARIANTS, { optionView: variantOption }),
      f.text('couponCopyButtonName', T.fields.couponCopyButtonName),
      f.select('couponCopyButtonVariant', T.fields.couponCopyButtonVariant, VARIANTS, { optionView: variantOption }),
    ],
    { columns: 2, visible: isCoupon },
  ),
  section(
    T.sections.schedule,
    [
      f.select('displayFrequency', T.fields.displayFrequency, optionsOf(DISPLAY_FREQUENCIES, T.frequencies)),
      f.switch('isActive', T.fields.isActive),
      f.dateTime('startDate', T.fields.startDate, { help: T.fields.datesHelp }),
      f.dateTime('endDate', T.fields.endDate, { minFrom: 'startDate' }),
    ],
    { columns: 2 },
  ),
];
