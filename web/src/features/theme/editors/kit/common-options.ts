import { FONT_FAMILY_CHOICES } from '@shop/shared';
import { optionsOf } from './field-builders';
import { EDITOR_TEXTS as T } from '../texts';

/** The font keys every editor offers. */
export const FONT_FAMILY_OPTIONS = optionsOf(FONT_FAMILY_CHOICES, T.fontFamilies);

export const IMAGE_POSITION_LABELS = { left: 'Solda', right: 'Sağda' } as const;
export const MOBILE_IMAGE_POSITION_LABELS = { top: 'Üstte', bottom: 'Altta', hidden: 'Gizli' } as const;
