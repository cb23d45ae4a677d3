import { lazy } from 'react';
import type { EditorTypeEntry } from '../kit/editor-type';

export const editor: EditorTypeEntry<'BANNER'> = {
  icon: 'pi pi-images',
  panel: { fields: () => import('./fields') },
  // A carousel is added from the banner editor's create mode, with at least one banner (component editors §4).
  add: { dialog: lazy(() => import('./BannerAddFlow')) },
};
