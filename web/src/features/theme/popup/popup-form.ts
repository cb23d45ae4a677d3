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
  popupSettingsSchema,
  type PopupSettings,
} from '@shop/shared';
import type { PopupAnswer } from './popup-api';
import { POPUP_TEXTS as T } from './texts';

/** The form's values: the settings, except that an emptied discount field holds null until saving makes it 0. */
export type PopupDraft = Omit<PopupSettings, 'couponDiscountValue'> & { readonly couponDiscountValue: number | null };

export type PopupFieldErrors = Partial<Record<keyof PopupSettings, string>>;

export type PopupValidation = { readonly ok: true; readonly settings: PopupSettings } | { readonly ok: false; readonly errors: PopupFieldErrors };

/** The stored popup's settings, or the spec's default popup when there is none yet. */
export const draftOf = (answer: PopupAnswer): PopupDraft => (answer.popup?.componentType === 'POPUP' ? answer.popup.componentData : DEFAULT_POPUP);

/** Platform §5 through the shared schema: the first message of each field, keyed by field. */
export const validateDraft = (draft: PopupDraft): PopupValidation => {
  const parsed = popupSettingsSchema.safeParse(draft);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: PopupFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PopupSettings | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
};

export const saveSuccessText = (action: 'created' | 'updated'): string =>
  action === 'created' ? MESSAGES.success.popupCreated : MESSAGES.success.popupUpdated;

/** The server's message (ApiError carries it), else the spec's fallback. */
export const saveFailureText = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : MESSAGES.errors.popupSave;

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) => values.map((value) => ({ value, label: labels[value] }));

export const POPUP_OPTIONS = {
  types: options(POPUP_TYPES, T.types),
  aligns: options(TEXT_ALIGNS, T.aligns),
  sizes: options(POPUP_SIZES, POPUP_SIZE_LABELS),
  discountTypes: options(COUPON_DISCOUNT_TYPES, T.discountTypes),
  frequencies: options(DISPLAY_FREQUENCIES, T.frequencies),
  variants: options(BUTTON_VARIANTS, T.variants),
} as const;
