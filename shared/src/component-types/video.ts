import { videoSettingsSchema } from '../schemas/video';
import { defineComponentType } from './define';

export const videoType = defineComponentType({
  label: 'Video',
  schema: videoSettingsSchema,
  defaults: () => videoSettingsSchema.parse({}),
});
