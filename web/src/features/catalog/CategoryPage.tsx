import './brand-page.css';
import './category-page.css';
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Skeleton } from 'primereact/skeleton';
import { Tree } from 'primereact/tree';
import { TreeSelect } from 'primereact/treeselect';
import { childrenOf, findAdminPage, type Category } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { toastError, toastSuccess } from '../../ui/toast';
import { useRemoteData } from '../../api/use-remote-data';
import { DataPage } from '../../widgets/data-page/DataPage';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { createCategory, fetchCategories } from './catalog-api';
import { deleteCategory } from './category-edit-api';
import { CATEGORY_TEXTS as C } from './category-texts';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';
import { CategoryEditDialog } from './CategoryEditDialog';
import { CategoryOrderPanel } from './CategoryOrderPanel';
import { allKeys, categoryTree } from './category-tree';
import { NameCreateForm } from './NameCreateForm';
import { CATALOG_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/category')?.label;

export default function CategoryPage() {
  const categories = useRemoteData((signal) => fetchCategories(signal), 'categories');
  const tree = useMemo(() => (categories.status === 'ready' ? categoryTree(categories.data) : []), [categories.status, categories.data]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>();
  const [parentId, setParentId] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState<Category>();
  const [deleting, setDeleting] = useState<{ category: Category; reason: string }>();
  const list = categories.status === 'ready' ? categories.data : [];
  const selected = list.find((c) => String(c.id) === selectedId);

  const changed = () => {
    setEditing(undefined);
    setDeleting(undefined);
    categories.retry();
  };

  const removeEmpty = async (category: Category) => {
    try {
      await deleteCategory(String(category.id));
      toastSuccess(C.deleted(category.name, 0, 0));
      if (selectedId === String(category.id)) setSelectedId(undefined);
      changed();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setDeleting({ category, reason: error.message });
      else toastError(C.deleteFailed, error instanceof ApiError ? error.message : undefined);
    }
  };

  /**
   * Sil: one with sub-categories asks where they go at once; any other is confirmed, and when the
   * server answers that it holds products (409), their destination is asked for with its message.
   */
  const startDelete = (category: Category) => {
    const children = childrenOf(list, String(category.id)).length;
    if (children > 0) {
      setDeleting({ category, reason: C.hasChildren(children) });
      return;
    }
    confirmDialog({
      header: C.deleteTitle,
      message: C.deleteQuestion(category.name),
      icon: 'pi pi-trash',
      acceptLabel: C.delete,
      rejectLabel: C.cancel,
      acceptClassName: 'p-button-danger',
      accept: () => void removeEmpty(category),
    });
  };

  return (
    <DataPage title={TITLE}>
      <NameCreateForm
        label={CATALOG_TEXTS.newCategory}
        inputId="category-name"
        nameLabel={CATALOG_TEXTS.categoryName}
        create={(name) => createCategory(name, parentId)}
        created={CATALOG_TEXTS.categoryCreated}
        thing={CATALOG_TEXTS.categoryThing}
        onCreated={() => {
          // Open the new category's parent so it can be seen at once.
          if (parentId) setExpanded((current) => ({ ...(current ?? allKeys(tree)), [parentId]: true }));
          categories.retry();
        }}
      >
        {(busy) => (
          <div className="field">
            <label htmlFor="category-parent">{CATALOG_TEXTS.parentCategory}</label>
            <TreeSelect
              inputId="category-parent"
              value={parentId ?? null}
              options={tree}
              placeholder={CATALOG_TEXTS.noParent}
              filter
              filterLocale="tr-TR"
              filterPlaceholder={CATALOG_TEXTS.searchCategories}
              showClear
              disabled={busy || categories.status !== 'ready'}
              onChange={(e) => setParentId(typeof e.value === 'string' ? e.value : undefined)}
            />
          </div>
        )}
      </NameCreateForm>
      <RemoteView
        resource={categories}
        loading={
          <div className="detail-skeleton" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} width={`${60 - i * 5}%`} />
            ))}
          </div>
        }
        empty={<p>{CATALOG_TEXTS.categoriesEmpty}</p>}
      >
        {() => (
          <>
            <div className="category-toolbar" role="toolbar" aria-label={selected ? C.actions(selected.name) : C.orderTitle}>
              <Button
                type="button"
                icon="pi pi-pencil"
                label={C.edit}
                outlined
                size="small"
                disabled={!selected}
                aria-label={selected ? C.editCategory(selected.name) : C.edit}
                onClick={() => selected && setEditing(selected)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                label={C.delete}
                outlined
                size="small"
                severity="danger"
                disabled={!selected}
                aria-label={selected ? C.deleteCategory(selected.name) : C.delete}
                onClick={() => selected && startDelete(selected)}
              />
            </div>
            <Tree
              value={tree}
              expandedKeys={expanded ?? allKeys(tree)}
              onToggle={(e) => setExpanded(e.value)}
              selectionMode="single"
              selectionKeys={selectedId ?? null}
              onSelectionChange={(e) => setSelectedId(typeof e.value === 'string' ? e.value : undefined)}
              filter
              filterLocale="tr-TR"
              filterPlaceholder={CATALOG_TEXTS.searchCategories}
              aria-label={CATALOG_TEXTS.categoriesLabel}
            />
            <CategoryOrderPanel categories={list} parent={selected} onEdit={setEditing} onDelete={startDelete} onChanged={categories.retry} />
            {editing ? <CategoryEditDialog category={editing} tree={tree} onHide={() => setEditing(undefined)} onSaved={changed} /> : null}
            {deleting ? (
              <CategoryDeleteDialog
                category={deleting.category}
                tree={tree}
                reason={deleting.reason}
                onHide={() => setDeleting(undefined)}
                onDeleted={() => {
                  if (selectedId === String(deleting.category.id)) setSelectedId(undefined);
                  changed();
                }}
              />
            ) : null}
          </>
        )}
      </RemoteView>
    </DataPage>
  );
}
