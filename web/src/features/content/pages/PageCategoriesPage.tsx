import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { CONTENT_PAGE_LIMITS, findAdminPage, type PageCategory } from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatNumber } from '../../../format/format';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { createPageCategory, deletePageCategory, fetchPageCategories, renamePageCategory, reorderPageCategories } from './page-api';
import { PAGE_TEXTS } from './texts';
import './pages.css';

const T = PAGE_TEXTS.categories;
const TITLE = findAdminPage('/admin/content/page-category')?.label;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

function CreateForm({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <form
      className="page-categories__create"
      aria-label={T.newCategory}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        createPageCategory(name)
          .then((made) => {
            toastSuccess(T.created(made.name));
            setName('');
            setError(undefined);
            onCreated();
          })
          .catch((failure: unknown) => {
            setError(messageOf(failure) ?? T.createFailed);
            toastError(T.createFailed, messageOf(failure));
          })
          .finally(() => setBusy(false));
      }}
    >
      <div className="pages-form__field">
        <label htmlFor="page-category-name">{T.name}</label>
        <InputText
          id="page-category-name"
          value={name}
          maxLength={CONTENT_PAGE_LIMITS.categoryName}
          invalid={error !== undefined}
          aria-describedby={error ? 'page-category-name-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <small id="page-category-name-error" className="p-error" role="alert">
            {error}
          </small>
        ) : null}
      </div>
      <Button type="submit" label={T.add} icon="pi pi-plus" loading={busy} disabled={busy} />
    </form>
  );
}

function RenameDialog({ category, onClose }: { category: PageCategory | undefined; onClose: (changed: boolean) => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [error, setError] = useState<string>();
  if (!category) return null;
  const save = () =>
    renamePageCategory(category.id, name).then(
      (saved) => {
        toastSuccess(T.renamed(saved.name));
        onClose(true);
      },
      (failure: unknown) => setError(messageOf(failure) ?? T.renameFailed),
    );
  return (
    <Dialog
      header={T.renameTitle}
      visible
      onHide={() => onClose(false)}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={
        <div className="pages-form__actions">
          <Button type="button" label={PAGE_TEXTS.cancel} outlined onClick={() => onClose(false)} />
          <Button type="button" label={PAGE_TEXTS.save} icon="pi pi-check" onClick={() => void save()} />
        </div>
      }
    >
      <div className="pages-form__field">
        <label htmlFor="page-category-rename">{T.name}</label>
        <InputText
          id="page-category-rename"
          value={name}
          maxLength={CONTENT_PAGE_LIMITS.categoryName}
          invalid={error !== undefined}
          aria-describedby={error ? 'page-category-rename-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <small id="page-category-rename-error" className="p-error" role="alert">
            {error}
          </small>
        ) : null}
      </div>
    </Dialog>
  );
}

function CategoryList({ categories, onChanged }: { categories: readonly PageCategory[]; onChanged: () => void }) {
  const [renaming, setRenaming] = useState<PageCategory>();
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorderPageCategories(ids).then(
      () => {
        toastSuccess(T.reordered);
        onChanged();
      },
      (failure: unknown) => {
        toastError(T.reorderFailed, messageOf(failure));
        onChanged();
      },
    );
  };
  const remove = (category: PageCategory) => {
    if (category.pageCount > 0) {
      toastError(T.deleteFailed, T.notEmpty(category.name, category.pageCount));
      return;
    }
    confirmDialog({
      header: T.deleteTitle,
      message: T.deleteConfirm(category.name),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: PAGE_TEXTS.delete,
      rejectLabel: PAGE_TEXTS.cancel,
      acceptClassName: 'p-button-danger',
      accept: () =>
        void deletePageCategory(category.id).then(
          () => {
            toastSuccess(T.deleted(category.name));
            onChanged();
          },
          (failure: unknown) => {
            toastError(T.deleteFailed, messageOf(failure));
            onChanged();
          },
        ),
    });
  };
  if (categories.length === 0) return <p>{T.empty}</p>;
  return (
    <>
      <ol className="page-categories" aria-label={T.listLabel}>
        {categories.map((c, i) => (
          <li key={c.id} className="page-categories__row">
            <span className="page-categories__name">{c.name}</span>
            <span className="pages-form__help">{T.pages(c.pageCount)}</span>
            <Button type="button" icon="pi pi-arrow-up" text size="small" aria-label={T.up(c.name)} disabled={i === 0} onClick={() => move(i, -1)} />
            <Button
              type="button"
              icon="pi pi-arrow-down"
              text
              size="small"
              aria-label={T.down(c.name)}
              disabled={i === categories.length - 1}
              onClick={() => move(i, 1)}
            />
            <Button
              type="button"
              icon="pi pi-pencil"
              text
              size="small"
              label={T.rename}
              aria-label={T.renameOf(c.name)}
              onClick={() => setRenaming(c)}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              size="small"
              severity="danger"
              label={PAGE_TEXTS.delete}
              aria-label={T.deleteOf(c.name)}
              onClick={() => remove(c)}
            />
          </li>
        ))}
      </ol>
      <RenameDialog
        key={renaming?.id}
        category={renaming}
        onClose={(changed) => {
          setRenaming(undefined);
          if (changed) onChanged();
        }}
      />
    </>
  );
}

/** Sayfa Kategorileri (`/admin/content/page-category`): list, create, rename, reorder, delete when empty. */
export default function PageCategoriesPage() {
  const categories = useRemoteData((signal) => fetchPageCategories(signal), 'page-categories');
  return (
    <DataPage
      title={TITLE}
      intro={<p className="pages-form__help">{T.intro}</p>}
      actions={categories.status === 'ready' ? <span>{T.count(formatNumber(categories.data.length))}</span> : null}
    >
      <CreateForm onCreated={categories.retry} />
      <RemoteView resource={categories} loading={<Skeleton height="10rem" />}>
        {(data) => <CategoryList categories={data} onChanged={categories.retry} />}
      </RemoteView>
    </DataPage>
  );
}
