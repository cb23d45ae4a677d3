import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'VIDEO'> = {
  icon: 'pi pi-video',
  panel: { fields: () => import('./fields') },
};
