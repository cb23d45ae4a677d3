import { BUILDER_BANNER_AUTOPLAY_SPEED_MS } from '../constants';
import { bannerComponentDataSchema } from '../schemas/banner';
import { defineComponentType } from './define';

export const bannerType = defineComponentType({
  label: 'Banner & Afiş',
  schema: bannerComponentDataSchema,
  // A banner added from the builder turns every 5000 ms (platform §4); the banner
  // editor's own default, 10000 ms (component editors §3), applies to its settings form.
  defaults: () => bannerComponentDataSchema.parse({ settings: { autoPlaySpeed: BUILDER_BANNER_AUTOPLAY_SPEED_MS } }),
});
