import { productListSettingsSchema } from '../schemas/product-list';
import { defineComponentType } from './define';

export const productListType = defineComponentType({
  label: 'Ürün Listesi',
  schema: productListSettingsSchema,
  defaults: () => productListSettingsSchema.parse({}),
});
