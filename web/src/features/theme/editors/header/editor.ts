import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'HEADER'> = {
  icon: 'pi pi-window-maximize',
  panel: { fields: () => import('./fields') },
};
