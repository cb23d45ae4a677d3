import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'FOOTER'> = {
  icon: 'pi pi-window-minimize',
  panel: { fields: () => import('./fields') },
};
