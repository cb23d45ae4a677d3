import { useState } from 'react';
import type { CategorySelection } from '@shop/shared';
import { CategoryTreePicker } from '../../../../widgets/category-tree/CategoryTreePicker';
import { fromSelections } from '../../../../widgets/category-tree/category-forest';
import { useCategories } from '../../../../widgets/category-tree/use-categories';
import type { AddFromProps } from '../kit/field-config';
import { FormDialog } from '../kit/FormDialog';
import { toastWarning } from '../../../../ui/toast';
import { categoriesInMenu, menuFromCategories, type MenuItemDraft } from './category-menu';
import { HEADER_TEXTS as T } from './header-texts';

/**
 * "Add menu by category": the category tree (read when the dialog opens; a failed read is only
 * logged, the list stays empty), ticked by the category picker's rules; Menüye ekle hands the menu
 * items made from the ticks to the list, which adds them and says how many.
 */
export function CategoryMenuDialog({ visible, onHide, onAdd }: AddFromProps<MenuItemDraft>) {
  return (
    <FormDialog title={T.categoryMenu.title} visible={visible} onHide={onHide} confirmLabel={T.categoryMenu.confirm}>
      {/* Mounted only while open: each opening reads the categories afresh and starts with nothing ticked. */}
      {(formId) => <CategoryMenuForm formId={formId} onAdd={onAdd} />}
    </FormDialog>
  );
}

function CategoryMenuForm({ formId, onAdd }: { formId: string; onAdd: AddFromProps<MenuItemDraft>['onAdd'] }) {
  const categories = useCategories();
  const [selections, setSelections] = useState<CategorySelection[]>([]);
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const items = menuFromCategories(categories.forest, categories.byId, fromSelections(categories.forest, selections));
        // Nothing ticked says so instead of doing nothing; the message counts categories, not menu items (issue 31).
        if (items.length === 0) toastWarning(T.categoryMenu.nothingTicked);
        else onAdd(items, categoriesInMenu(items));
      }}
    >
      <p className="kit-help">{T.categoryMenu.hint}</p>
      <CategoryTreePicker value={selections} onChange={setSelections} categories={categories} ariaLabel={T.categoryMenu.treeLabel} />
    </form>
  );
}
