import { BUTTON_VARIANTS, SOCIAL_MEDIA_TYPES, socialBrandVariant, type SocialMedia } from '@shop/shared';
import { POPUP_TEXTS } from '../../popup/texts';
import type { EditorRoot, Option } from '../kit/field-config';
import { SOCIAL_TYPE_LABELS } from './header-texts';

/** Component editors §4: changing the type presets the button to that platform's brand variant. */
export const socialTypePreset = (type: SocialMedia['type']): Pick<SocialMedia, 'buttonVariant'> => ({ buttonVariant: socialBrandVariant(type) });

export const SOCIAL_TYPE_OPTIONS: Option<SocialMedia['type']>[] = SOCIAL_MEDIA_TYPES.map((type) => ({
  value: type,
  label: SOCIAL_TYPE_LABELS[type],
}));

/** The shared button variants, then one brand variant per platform ("Instagram rengi"). */
export const SOCIAL_VARIANT_OPTIONS: Option<SocialMedia['buttonVariant']>[] = [
  ...BUTTON_VARIANTS.map((variant) => ({ value: variant, label: POPUP_TEXTS.variants[variant] })),
  ...SOCIAL_MEDIA_TYPES.map((type) => ({ value: socialBrandVariant(type), label: `${SOCIAL_TYPE_LABELS[type]} rengi` })),
];

/** The header's accounts as choices for a column's social element, in their list order. */
export const socialAccountOptions = (root: EditorRoot): Option[] => {
  const accounts = Array.isArray(root.socialMedias) ? (root.socialMedias as readonly SocialMedia[]) : [];
  return [...accounts]
    .sort((a, b) => a.order - b.order)
    .map((account) => ({ value: account.id, label: `${account.name} (${SOCIAL_TYPE_LABELS[account.type]})` }));
};
