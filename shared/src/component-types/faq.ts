import { faqSettingsSchema } from '../schemas/faq';
import { defineComponentType } from './define';

export const faqType = defineComponentType({
  label: 'Sıkça Sorulan Sorular',
  schema: faqSettingsSchema,
  defaults: () => faqSettingsSchema.parse({}),
});
