import { useMemo, useState, type SyntheticEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { Tree } from 'primereact/tree';
import { TreeSelect } from 'primereact/treeselect';
import { findAdminPage } from '@shop/shared';
import { useRemoteData } from '../api/use-remote-data';
import { DataPage } from '../pages/DataPage';
import { RemoteView } from '../pages/RemoteView';
import { toastError, toastSuccess } from '../ui/toast';
import { createCategory, fetchCategories } from './catalog-api';
import { allKeys, categoryTree } from './category-tree';
import { createErrorText } from './create-error';
import { CATALOG_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/category')?.label;

export default function CategoryPage() {
  const categories = useRemoteData((signal) => fetchCategories(signal), 'categories');
  const tree = useMemo(() => (categories.status === 'ready' ? categoryTree(categories.data) : []), [categories.status, categories.data]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>();
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await createCategory(trimmed, parentId);
      toastSuccess(CATALOG_TEXTS.categoryCreated(trimmed));
      setName('');
      // Open the new category's parent so it can be seen at once.
      if (parentId) setExpanded((current) => ({ ...(current ?? allKeys(tree)), [parentId]: true }));
      categories.retry();
    } catch (error) {
      toastError(createErrorText(error, CATALOG_TEXTS.categoryThing));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DataPage title={TITLE}>
      <form className="inline-create" onSubmit={(event) => void submit(event)} aria-label={CATALOG_TEXTS.newCategory}>
        <div className="field">
          <label htmlFor="category-name">{CATALOG_TEXTS.categoryName}</label>
          <InputText id="category-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} disabled={busy} />
        </div>
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
        <Button
          type="submit"
          label={busy ? CATALOG_TEXTS.creating : CATALOG_TEXTS.create}
          icon="pi pi-plus"
          loading={busy}
          disabled={busy || name.trim() === ''}
        />
      </form>
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
          <Tree
            value={tree}
            expandedKeys={expanded ?? allKeys(tree)}
            onToggle={(e) => setExpanded(e.value)}
            filter
            filterLocale="tr-TR"
            filterPlaceholder={CATALOG_TEXTS.searchCategories}
            aria-label={CATALOG_TEXTS.categoriesLabel}
          />
        )}
      </RemoteView>
    </DataPage>
  );
}
