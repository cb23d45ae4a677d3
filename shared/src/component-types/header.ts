import { headerSettingsSchema } from '../schemas/header';
import { defineComponentType } from './define';

export const headerType = defineComponentType({
  label: 'Üst Menü',
  schema: headerSettingsSchema,
  defaults: () => headerSettingsSchema.parse({}),
  uniquePerTab: true,
});
