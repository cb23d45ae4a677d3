import { popupSettingsSchema } from '../schemas/popup';
import { defineComponentType } from './define';

/**
 * No type label: the spec's 'Açılır Pencere' is the popup's own settings name (componentData.name),
 * and a new popup is named by the fallback ("POPUP 1"), see defaultComponentName.
 */
export const popupType = defineComponentType({
  label: null,
  schema: popupSettingsSchema,
  defaults: () => popupSettingsSchema.parse({}),
});
