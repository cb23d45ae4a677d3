import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'MARQUEE'> = {
  icon: 'pi pi-megaphone',
  panel: { fields: () => import('./fields') },
};
