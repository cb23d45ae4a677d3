import { useEffect } from 'react';
import { useBuilderSend } from '../state';
import { PopupDialog } from './PopupDialog';
import { closePopupEditor, usePopupEditorOpen } from './popup-dialog-open';

/** The popup editor as the builder mounts it: what it saves goes into the builder's top area at once. */
export function BuilderPopupEditor() {
  const open = usePopupEditorOpen();
  const send = useBuilderSend();
  useEffect(() => closePopupEditor, []);
  return (
    <PopupDialog
      visible={open}
      onHide={closePopupEditor}
      onSaved={({ popup, baseVersion, version }) => {
        send({ type: 'popup.saved', popup, baseVersion, version });
      }}
    />
  );
}
