import type { EditorTypeEntry } from '../editors/kit/editor-type';
import { openPopupEditor } from './popup-dialog-open';
import { POPUP_TEXTS } from './texts';

/**
 * The popup is edited in its own dialog (also under Tema ayarları > Açılır Pencere): its row's panel
 * and the add drawer open it, and its save puts the one popup into the top area.
 */
export const editor: EditorTypeEntry<'POPUP'> = {
  icon: 'pi pi-clone',
  panel: { opens: openPopupEditor, openLabel: POPUP_TEXTS.openEditor },
  add: { opens: openPopupEditor },
};
