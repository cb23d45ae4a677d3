import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'BANNER_COMPONENT'> = {
  icon: 'pi pi-flag',
  panel: { fields: () => import('./fields') },
};
