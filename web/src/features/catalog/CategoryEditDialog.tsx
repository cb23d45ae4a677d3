import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { TreeSelect } from 'primereact/treeselect';
import type { TreeNode } from 'primereact/treenode';
import type { Category } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { toastError, toastSuccess } from '../../ui/toast';
import { updateCategory } from './category-edit-api';
import { CATEGORY_TEXTS as T } from './category-texts';
import { treeWithout } from './category-tree';
import { CATALOG_TEXTS } from './texts';

interface Props {
  readonly category: Category;
  /** The whole tree; the category itself and what is below it are left out of the parent picker. */
  readonly tree: readonly TreeNode[];
  readonly onHide: () => void;
  readonly onSaved: () => void;
}

/** Renames a category and/or moves it under another parent (or to the top). */
export function CategoryEditDialog({ category, tree, onHide, onSaved }: Props) {
  const id = String(category.id);
  const [name, setName] = useState(category.name);
  const [parentId, setParentId] = useState<string | undefined>(category.parents[0] ? String(category.parents[0].parent.id) : undefined);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await updateCategory(id, name.trim(), parentId);
      toastSuccess(T.saved(saved.name));
      onSaved();
    } catch (error) {
      toastError(T.saveFailed, error instanceof ApiError ? error.message : undefined);
      setBusy(false);
    }
  };

  return (
    <Dialog header={T.editTitle} visible onHide={() => !busy && onHide()} style={{ width: 'min(30rem, 95vw)' }} draggable={false}>
      <form
        className="rename-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void save();
        }}
      >
        <label htmlFor={`category-edit-name-${id}`}>{T.name}</label>
        <InputText id={`category-edit-name-${id}`} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`category-edit-parent-${id}`}>{T.parent}</label>
        <TreeSelect
          inputId={`category-edit-parent-${id}`}
          value={parentId ?? null}
          options={treeWithout(tree, id)}
          placeholder={T.noParent}
          filter
          filterLocale="tr-TR"
          filterPlaceholder={CATALOG_TEXTS.searchCategories}
          showClear
          onChange={(e) => setParentId(typeof e.value === 'string' ? e.value : undefined)}
        />
        <div className="rename-actions">
          <Button type="button" label={T.cancel} text onClick={onHide} disabled={busy} />
          <Button type="submit" label={T.save} loading={busy} disabled={busy || name.trim() === ''} />
        </div>
      </form>
    </Dialog>
  );
}
