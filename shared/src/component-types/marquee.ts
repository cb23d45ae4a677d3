import { marqueeSettingsSchema } from '../schemas/marquee';
import { defineComponentType } from './define';

export const marqueeType = defineComponentType({
  label: 'Kayan Duyuru Bandı',
  schema: marqueeSettingsSchema,
  defaults: () => marqueeSettingsSchema.parse({}),
});
