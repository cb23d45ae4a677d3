import { DEFAULT_POPUP, MESSAGES, popupSettingsSchema, type PopupSettings } from '@shop/shared';
import { fieldErrors, type FieldErrors } from '../editors/kit/field-errors';
import type { PopupAnswer } from './popup-api';

/** The form's values: the settings, except that an emptied discount field holds null until saving makes it 0. */
export type PopupDraft = Omit<PopupSettings, 'couponDiscountValue'> & { readonly couponDiscountValue: number | null };

export type PopupValidation = { readonly ok: true; readonly settings: PopupSettings } | { readonly ok: false; readonly errors: FieldErrors };

/** The stored popup's settings, or the spec's default popup when there is none yet. */
export const draftOf = (answer: PopupAnswer): PopupDraft => (answer.popup?.componentType === 'POPUP' ? answer.popup.componentData : DEFAULT_POPUP);

/** Platform §5 through the shared schema: the settings to post, or the first message under each field. */
export const validateDraft = (draft: PopupDraft): PopupValidation => {
  const parsed = popupSettingsSchema.safeParse(draft);
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, errors: fieldErrors(popupSettingsSchema, draft) };
};

export const saveSuccessText = (action: 'created' | 'updated'): string =>
  action === 'created' ? MESSAGES.success.popupCreated : MESSAGES.success.popupUpdated;

/** The server's message (ApiError carries it), else the spec's fallback. */
export const saveFailureText = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : MESSAGES.errors.popupSave;
