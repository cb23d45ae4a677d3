import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useBuilderSend, useSaveStatus } from '../state';
import { BUILDER_TEXTS } from '../texts';

/** A save refused with 409: someone else saved meanwhile. Nothing is dropped until the admin chooses. */
export function ConflictDialog() {
  const visible = useSaveStatus() === 'conflict';
  const send = useBuilderSend();
  const keepEditing = () => send({ type: 'conflict.keepEditing' });
  return (
    <Dialog
      visible={visible}
      onHide={keepEditing}
      header={BUILDER_TEXTS.conflictHeader}
      modal
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button label={BUILDER_TEXTS.conflictReload} outlined severity="danger" onClick={() => send({ type: 'theme.reloadServer' })} />
          {/* A modal dialog: focus moves into it, onto the safe choice. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button label={BUILDER_TEXTS.conflictKeep} autoFocus onClick={keepEditing} />
        </>
      }
    >
      <p className="builder-dialog-text">{BUILDER_TEXTS.conflictMessage}</p>
    </Dialog>
  );
}
