import { useMemo, useState } from 'react';
import { Skeleton } from 'primereact/skeleton';
import { Tree } from 'primereact/tree';
import { TreeSelect } from 'primereact/treeselect';
import { findAdminPage } from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { DataPage } from '../../widgets/data-page/DataPage';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { createCategory, fetchCategories } from './catalog-api';
import { allKeys, categoryTree } from './category-tree';
import { NameCreateForm } from './NameCreateForm';
import { CATALOG_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/category')?.label;

export default function CategoryPage() {
  const categories = useRemoteData((signal) => fetchCategories(signal), 'categories');
  const tree = useMemo(() => (categories.status === 'ready' ? categoryTree(categories.data) : []), [categories.status, categories.data]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>();
  const [parentId, setParentId] = useState<string>();

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
