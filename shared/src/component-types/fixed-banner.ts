import { defaultFixedBannerSettings, fixedBannerSettingsSchema } from '../schemas/fixed-banner';
import { defineComponentType } from './define';

export const fixedBannerType = defineComponentType({
  label: 'Sabit Duyuru Bandı',
  schema: fixedBannerSettingsSchema,
  defaults: ({ componentId }) => defaultFixedBannerSettings(componentId),
});
