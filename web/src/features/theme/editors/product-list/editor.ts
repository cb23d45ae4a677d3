import { lazy } from 'react';
import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'PRODUCT_LIST'> = {
  icon: 'pi pi-shopping-bag',
  // More than a settings form: the products in order, the picker, a settings dialog with a draft.
  panel: { custom: () => import('./ProductListEditor') },
  // A product list is added once its products are chosen (spec: adding a product list opens the picker).
  add: { dialog: lazy(() => import('./ProductListAddFlow')) },
};
