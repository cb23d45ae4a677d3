import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'NEWSLETTER'> = {
  icon: 'pi pi-envelope',
  panel: { fields: () => import('./fields') },
};
