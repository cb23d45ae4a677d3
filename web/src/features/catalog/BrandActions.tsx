import { useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { Brand } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { toastError, toastSuccess } from '../../ui/toast';
import { deleteBrand, renameBrand } from './catalog-api';
import { CATALOG_TEXTS as T } from './texts';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/** A brand row's rename and delete; a brand products use is deleted only after a second, explicit confirmation. */
export function BrandActions({ brand, onChanged }: { readonly brand: Brand; readonly onChanged: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(brand.name);
  const [busy, setBusy] = useState(false);

  const remove = async (detach: boolean) => {
    try {
      const { detachedProducts } = await deleteBrand(brand.id, detach);
      toastSuccess(T.brandDeleted(brand.name, detachedProducts));
      onChanged();
    } catch (error) {
      if (!detach && error instanceof ApiError && error.status === 409) {
        confirmDialog({
          header: T.deleteBrandInUseTitle,
          message: error.message,
          icon: 'pi pi-exclamation-triangle',
          acceptLabel: T.deleteBrandAnyway,
          rejectLabel: T.cancel,
          acceptClassName: 'p-button-danger',
          accept: () => void remove(true),
        });
        return;
      }
      toastError(T.brandDeleteFailed, messageOf(error));
    }
  };

  const save = async () => {
    setBusy(true);
    try {
      const saved = await renameBrand(brand.id, name);
      toastSuccess(T.brandRenamed(saved.name));
      setRenaming(false);
      onChanged();
    } catch (error) {
      toastError(T.brandRenameFailed, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="row-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        text
        size="small"
        label={T.rename}
        aria-label={T.renameBrand(brand.name)}
        onClick={() => {
          setName(brand.name);
          setRenaming(true);
        }}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        text
        size="small"
        severity="danger"
        label={T.delete}
        aria-label={T.deleteBrand(brand.name)}
        onClick={() =>
          confirmDialog({
            header: T.deleteBrandTitle,
            message: T.deleteBrandQuestion(brand.name),
            icon: 'pi pi-trash',
            acceptLabel: T.delete,
            rejectLabel: T.cancel,
            acceptClassName: 'p-button-danger',
            accept: () => void remove(false),
          })
        }
      />
      <Dialog header={T.renameTitle} visible={renaming} onHide={() => setRenaming(false)} style={{ width: 'min(28rem, 95vw)' }}>
        <form
          className="rename-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label htmlFor={`brand-rename-${brand.id}`}>{T.brandName}</label>
          <InputText id={`brand-rename-${brand.id}`} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          <div className="rename-actions">
            <Button type="button" label={T.cancel} text onClick={() => setRenaming(false)} />
            <Button type="submit" label={T.save} loading={busy} disabled={busy || name.trim() === '' || name === brand.name} />
          </div>
        </form>
      </Dialog>
    </span>
  );
}
