import { gallerySettingsSchema } from '../schemas/gallery';
import { defineComponentType } from './define';

export const galleryType = defineComponentType({
  label: 'Galeri',
  schema: gallerySettingsSchema,
  defaults: () => gallerySettingsSchema.parse({}),
});
