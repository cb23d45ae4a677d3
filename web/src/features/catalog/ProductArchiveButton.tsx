import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { Product } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { toastError, toastSuccess } from '../../ui/toast';
import { archiveProduct, restoreProduct } from './catalog-api';
import { ARCHIVE_TEXTS as T } from './product-archive-texts';

/** A product row's Arşivle (asked first: it leaves the shop) or, in the archive, Arşivden çıkar. */
export function ProductArchiveButton({ product, onChanged }: { readonly product: Product; readonly onChanged: () => void }) {
  const archived = product.archivedAt !== undefined;
  const run = async () => {
    try {
      if (archived) {
        await restoreProduct(product.id);
        toastSuccess(T.restoredDone(product.name));
      } else {
        await archiveProduct(product.id);
        toastSuccess(T.archivedDone(product.name));
      }
      onChanged();
    } catch (error) {
      toastError(T.failed, error instanceof ApiError ? error.message : undefined);
    }
  };
  return (
    <Button
      type="button"
      icon={archived ? 'pi pi-replay' : 'pi pi-inbox'}
      text
      size="small"
      label={archived ? T.restore : T.archive}
      aria-label={archived ? T.restoreProduct(product.name) : T.archiveProduct(product.name)}
      onClick={() =>
        archived
          ? void run()
          : confirmDialog({
              header: T.archiveTitle,
              message: T.archiveQuestion(product.name),
              icon: 'pi pi-inbox',
              acceptLabel: T.archive,
              rejectLabel: T.cancel,
              accept: () => void run(),
            })
      }
    />
  );
}
