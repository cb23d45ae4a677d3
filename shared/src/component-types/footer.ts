import { defaultFooterSettings, footerSettingsSchema } from '../schemas/footer';
import { defineComponentType } from './define';

export const footerType = defineComponentType({
  label: 'Alt Menü',
  schema: footerSettingsSchema,
  defaults: ({ year }) => defaultFooterSettings(year),
  uniquePerTab: true,
});
