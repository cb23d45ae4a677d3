import { productListSettingsSchema, type ProductListSettings } from '@shop/shared';
import { fieldErrors, type FieldErrors } from '../kit/field-errors';

/**
 * The settings dialog edits a draft (platform §2: Cancel and Save), unlike the other panels that
 * write every change at once: nothing reaches the builder, its undo history or the preview until
 * Kaydet, and İptal simply drops the draft.
 */
export type SettingsDraft = Readonly<Record<string, unknown>>;

/** A fresh draft of the component's current settings each time the dialog opens. */
export const openDraft = (current: ProductListSettings): SettingsDraft => ({ ...current });

export type ApplyResult =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors }
  | { readonly kind: 'apply'; readonly settings: ProductListSettings };

/**
 * What Kaydet does with the draft: the settings to write (one undo step), nothing when the draft
 * equals what is stored, or the errors to show under the fields. `enableSlider` follows the layout,
 * so data read by older code agrees with the layout chosen.
 */
export const applyDraft = (current: ProductListSettings, draft: SettingsDraft): ApplyResult => {
  const candidate = { ...draft, enableSlider: draft.layout === 'slider' };
  const errors = fieldErrors(productListSettingsSchema, candidate);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const settings = productListSettingsSchema.parse(candidate);
  const same = (Object.keys(settings) as (keyof ProductListSettings)[]).every((key) => settings[key] === current[key]);
  return same ? { kind: 'unchanged' } : { kind: 'apply', settings };
};
