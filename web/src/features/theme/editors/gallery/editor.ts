import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'GALLERY'> = {
  icon: 'pi pi-th-large',
  panel: { fields: () => import('./fields') },
};
