import { useId, useMemo, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { TreeSelect } from 'primereact/treeselect';
import { MESSAGES, PRODUCT_PICKER_DEBOUNCE_MS, type ProductPickerItem, type ThemeListItem } from '@shop/shared';
import { toTreeNodes } from '../category-tree/tree-nodes';
import { useCategories } from '../category-tree/use-categories';
import { WIDGET_TEXTS } from '../texts';
import { useDebouncedValue } from '../use-debounced-value';
import {
  deselectAllListed,
  fromThemeList,
  isChosen,
  selectAllListed,
  toThemeListItems,
  toggleProduct,
  type ChosenProduct,
} from './product-selection';
import { usePickerProducts } from './use-picker-products';
import './product-picker.css';

export interface ProductPickerDialogProps {
  readonly visible: boolean;
  /** The list's current items; the dialog starts from them each time it opens. */
  readonly initial: readonly ThemeListItem[];
  /** The chosen products as theme list items, numbered in the order chosen. The caller closes the dialog. */
  readonly onConfirm: (items: ThemeListItem[]) => void;
  readonly onHide: () => void;
}

const T = WIDGET_TEXTS.productPicker;

/** Chooses the products of a product-list component, searching by name and filtering by category. */
export function ProductPickerDialog({ visible, initial, onConfirm, onHide }: ProductPickerDialogProps) {
  const [chosen, setChosen] = useState<readonly ChosenProduct[]>(() => fromThemeList(initial));
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search, PRODUCT_PICKER_DEBOUNCE_MS);
  const searchRef = useRef<HTMLInputElement>(null);
  const { state, retry } = usePickerProducts(debouncedSearch, categoryId, visible);
  const categories = useCategories(visible);
  const categoryNodes = useMemo(() => toTreeNodes(categories.forest), [categories.forest]);

  // Each opening starts from the list as it is then, not from an abandoned earlier choice
  // (and not again on every render of a caller that passes a fresh array).
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setChosen(fromThemeList(initial));
  }

  const listed = state.status === 'ready' ? state.products : [];
  const listedChosen = listed.filter((p) => isChosen(chosen, p.id)).length;

  const footer = (
    <div className="product-picker__footer">
      <span className="product-picker__count" aria-live="polite">
        {T.selectedCount(chosen.length)}
      </span>
      <Button type="button" label={WIDGET_TEXTS.cancel} outlined onClick={onHide} />
      <Button type="button" label={T.confirm} icon="pi pi-check" onClick={() => onConfirm(toThemeListItems(chosen))} />
    </div>
  );

  return (
    <Dialog
      header={T.title}
      visible={visible}
      onHide={onHide}
      onShow={() => searchRef.current?.focus()}
      footer={footer}
      style={{ width: '44rem' }}
      breakpoints={{ '768px': '95vw' }}
    >
      <div className="product-picker">
        <div className="product-picker__filters">
          <IconField iconPosition="left" className="product-picker__search">
            <InputIcon className="pi pi-search" />
            <InputText
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={T.searchPlaceholder}
              aria-label={T.search}
              ref={searchRef}
            />
          </IconField>
          <TreeSelect
            value={categoryId}
            options={categoryNodes}
            onChange={(e) => setCategoryId(typeof e.value === 'string' ? e.value : null)}
            selectionMode="single"
            filter
            filterLocale="tr-TR"
            filterPlaceholder={T.categorySearch}
            showClear
            placeholder={T.categoryPlaceholder}
            ariaLabel={T.category}
            emptyMessage={categories.loading || categories.failed ? <span /> : WIDGET_TEXTS.categoryTree.empty}
            className="product-picker__category"
          />
        </div>
        <div className="product-picker__actions">
          <Button
            type="button"
            label={T.selectAll}
            icon="pi pi-check-square"
            text
            size="small"
            disabled={listed.length === 0 || listedChosen === listed.length}
            onClick={() => setChosen((c) => selectAllListed(c, listed))}
          />
          <Button
            type="button"
            label={T.deselectAll}
            icon="pi pi-stop"
            text
            size="small"
            disabled={listedChosen === 0}
            onClick={() => setChosen((c) => deselectAllListed(c, listed))}
          />
        </div>
        <ProductList state={state} chosen={chosen} onToggle={(p) => setChosen((c) => toggleProduct(c, p))} onRetry={retry} />
      </div>
    </Dialog>
  );
}

interface ProductListProps {
  readonly state: ReturnType<typeof usePickerProducts>['state'];
  readonly chosen: readonly ChosenProduct[];
  readonly onToggle: (product: ProductPickerItem) => void;
  readonly onRetry: () => void;
}

function ProductList({ state, chosen, onToggle, onRetry }: ProductListProps) {
  const listId = useId();
  if (state.status === 'loading') {
    return (
      <div className="product-picker__state" role="status" aria-label={WIDGET_TEXTS.loading}>
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="product-picker__state">
        <Message severity="error" text={state.message} role="alert" />
        <Button type="button" label={WIDGET_TEXTS.retry} icon="pi pi-refresh" outlined size="small" onClick={onRetry} />
      </div>
    );
  }
  if (state.products.length === 0) {
    return (
      <p className="product-picker__state" role="status">
        {MESSAGES.empty.products}
      </p>
    );
  }
  return (
    <ul className="product-picker__list" aria-label={T.list}>
      {state.products.map((product) => {
        const id = `${listId}-${String(product.id)}`;
        return (
          <li key={String(product.id)} className="product-picker__item">
            <Checkbox inputId={id} checked={isChosen(chosen, product.id)} onChange={() => onToggle(product)} />
            <label htmlFor={id} className="product-picker__label">
              <span className="product-picker__name">{product.name}</span>
              <span className="product-picker__slug">{product.slug}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
