import { useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { LibraryMedia } from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { toastError, toastSuccess } from '../../../ui/toast';
import { deleteMedia } from './media-delete-api';
import { MEDIA_DELETE_TEXTS as T } from './texts';

type Place = NonNullable<ApiError['usedBy']>[number];

/** A tile's Sil: asked first; a file in use is not deleted and the places it is used are listed instead. */
export function MediaDeleteButton({ media, onDeleted }: { readonly media: LibraryMedia; readonly onDeleted: () => void }) {
  const [inUse, setInUse] = useState<{ message: string; places: readonly Place[] }>();

  const remove = async () => {
    try {
      await deleteMedia(media.id);
      toastSuccess(T.deleted(media.name));
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.usedBy) setInUse({ message: error.message, places: error.usedBy });
      else toastError(T.failed, error instanceof ApiError ? error.message : undefined);
    }
  };

  return (
    <>
      <Button
        type="button"
        icon="pi pi-trash"
        text
        rounded
        size="small"
        severity="danger"
        aria-label={T.deleteFile(media.name)}
        onClick={() =>
          confirmDialog({
            header: T.confirmTitle,
            message: T.confirmQuestion(media.name),
            icon: 'pi pi-trash',
            acceptLabel: T.delete,
            rejectLabel: T.cancel,
            acceptClassName: 'p-button-danger',
            accept: () => void remove(),
          })
        }
      />
      {inUse ? (
        <Dialog
          header={T.inUseTitle(media.name)}
          visible
          onHide={() => setInUse(undefined)}
          style={{ width: 'min(30rem, 95vw)' }}
          draggable={false}
          footer={<Button type="button" label={T.close} onClick={() => setInUse(undefined)} />}
        >
          <Message severity="warn" text={inUse.message} />
          <h3 className="media-uses-title">{T.inUseList}</h3>
          <ul className="media-uses" aria-label={T.inUseList}>
            {inUse.places.map((place) => (
              <li key={`${place.type}:${place.id}`}>
                {T.place[place.type] ?? place.type}: {place.name}
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </>
  );
}
