import { newsletterSettingsSchema } from '../schemas/newsletter';
import { defineComponentType } from './define';

export const newsletterType = defineComponentType({
  label: 'Bülten',
  schema: newsletterSettingsSchema,
  defaults: () => newsletterSettingsSchema.parse({}),
});
