import { fields } from '../editors/header/fields';
import { HEADER_TEXTS } from '../editors/header/header-texts';
import type { EditorConfig } from '../editors/kit/field-config';

/** The header editor cut down to its social accounts: what social media alone may change (the server checks the same). */
export const headerSocialFields: EditorConfig<'HEADER'> = {
  ...fields,
  sections: fields.sections.filter((s) => s.title === HEADER_TEXTS.sections.social),
};
