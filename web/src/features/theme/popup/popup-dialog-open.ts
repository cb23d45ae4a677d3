import { createOpenFlag } from '../open-flag';

/** Whether the popup editor (Açılır Pencere) is open. */
const editor = createOpenFlag();

export const openPopupEditor = editor.open;
export const closePopupEditor = editor.close;
export const usePopupEditorOpen = editor.useIsOpen;
