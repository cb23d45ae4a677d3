import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'FAQ'> = {
  icon: 'pi pi-question-circle',
  panel: { fields: () => import('./fields') },
};
