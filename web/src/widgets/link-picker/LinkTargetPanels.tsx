import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { ListBox } from 'primereact/listbox';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tree } from 'primereact/tree';
import { FIELD_LIMITS, MESSAGES, PRODUCT_PICKER_DEBOUNCE_MS, type ProductPickerItem } from '@shop/shared';
import type { CategoryNode } from '../category-tree/category-forest';
import { toTreeNodes } from '../category-tree/tree-nodes';
import { usePickerProducts } from '../product-picker/use-picker-products';
import { WIDGET_TEXTS } from '../texts';
import { useDebouncedValue } from '../use-debounced-value';
import { categoryChoice, productChoice, STOREFRONT_PAGES, type LinkChoice } from './link-targets';
import { useCategories } from '../category-tree/use-categories';
import { pageChoice, usePageLinks } from './use-page-links';

const T = WIDGET_TEXTS.linkPicker;

export interface TargetPanelProps {
  /** The tab's current choice. */
  readonly chosen: LinkChoice | undefined;
  readonly onChoose: (choice: LinkChoice) => void;
  /** Id of the line saying why the choice is refused, when there is one. */
  readonly errorId: string | undefined;
}

/** The storefront's pages: Anasayfa, then the published content pages (Sayfalar) by title. */
export function PagePanel({ chosen, onChoose, errorId }: TargetPanelProps) {
  const pageLinks = usePageLinks();
  const options = useMemo(() => [...STOREFRONT_PAGES, ...(pageLinks ?? []).map(pageChoice)], [pageLinks]);
  return (
    <ListBox
      value={chosen?.target ?? null}
      options={options}
      optionLabel="name"
      optionValue="target"
      onChange={(e) => {
        const page = options.find((p) => p.target === e.value);
        if (page) onChoose(page);
      }}
      aria-label={T.pages}
      aria-describedby={errorId}
      className="link-picker__list"
    />
  );
}

/** One product, found by name on the server (the product picker's list). */
export function ProductPanel({ chosen, onChoose, errorId }: TargetPanelProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, PRODUCT_PICKER_DEBOUNCE_MS);
  const { state, retry } = usePickerProducts(debouncedSearch, null, true);
  const products = state.status === 'ready' ? state.products : [];
  // The saved link names the product by address: it is marked when it is listed.
  const chosenId = products.find((p) => productChoice(p).target === chosen?.target)?.id ?? null;

  return (
    <div className="link-picker__panel">
      <IconField iconPosition="left" className="link-picker__search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={T.productSearchPlaceholder}
          aria-label={T.productSearch}
        />
      </IconField>
      {state.status === 'loading' ? (
        <div className="link-picker__state" role="status" aria-label={WIDGET_TEXTS.loading}>
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
        </div>
      ) : state.status === 'error' ? (
        <div className="link-picker__state">
          <Message severity="error" text={state.message} role="alert" />
          <Button type="button" label={WIDGET_TEXTS.retry} icon="pi pi-refresh" outlined size="small" onClick={retry} />
        </div>
      ) : (
        <ListBox
          value={chosenId}
          options={[...products]}
          optionLabel="name"
          optionValue="id"
          itemTemplate={(product: ProductPickerItem) => (
            <span className="link-picker__option">
              <span>{product.name}</span>
              <small>{product.slug}</small>
            </span>
          )}
          onChange={(e) => {
            const product = products.find((p) => p.id === e.value);
            if (product) onChoose(productChoice(product));
          }}
          emptyMessage={MESSAGES.empty.products}
          aria-label={T.products}
          aria-describedby={errorId}
          className="link-picker__list"
        />
      )}
    </div>
  );
}

/** One category from the tree; the address is built from its slugs. */
export function CategoryPanel({ chosen, onChoose, errorId, onRefused }: TargetPanelProps & { readonly onRefused: (message: string) => void }) {
  const { forest, byId, loading, failed, retry } = useCategories(true);
  const nodes = useMemo(() => toTreeNodes(forest), [forest]);
  const chosenKey = useMemo(
    () => [...forest.byKey.keys()].find((key) => chosen !== undefined && categoryChoice(forest, byId, key)?.target === chosen.target),
    [forest, byId, chosen],
  );

  if (failed) {
    return (
      <div className="link-picker__state">
        <Message severity="error" text={T.categoriesFailed} role="alert" />
        <Button type="button" label={WIDGET_TEXTS.retry} icon="pi pi-refresh" outlined size="small" onClick={retry} />
      </div>
    );
  }
  return (
    <Tree
      value={nodes}
      selectionMode="single"
      selectionKeys={chosenKey ?? null}
      onSelectionChange={(e) => {
        const key = typeof e.value === 'string' ? e.value : undefined;
        if (key === undefined) return;
        const choice = categoryChoice(forest, byId, key);
        if (choice) onChoose(choice);
        else onRefused(T.categoryWithoutSlug(forest.byKey.get(key)?.name ?? key));
      }}
      nodeTemplate={(node) => (node.data as CategoryNode).name}
      filter
      filterMode="lenient"
      filterLocale="tr-TR"
      filterPlaceholder={T.categoryFilter}
      loading={loading}
      emptyMessage={loading ? <span /> : WIDGET_TEXTS.categoryTree.empty}
      ariaLabel={WIDGET_TEXTS.categoryTree.label}
      aria-describedby={errorId}
      className="link-picker__tree"
    />
  );
}

/** Any address the storefront may open: checked on confirming, with the server's rule. */
export function CustomPanel({ inputId, chosen, onChoose, errorId }: TargetPanelProps & { readonly inputId: string }) {
  const helpId = `${inputId}-help`;
  return (
    <div className="link-picker__field">
      <label htmlFor={inputId}>{T.address}</label>
      <InputText
        id={inputId}
        value={chosen?.target ?? ''}
        onChange={(e) => onChoose({ target: e.target.value, name: '' })}
        placeholder={T.addressPlaceholder}
        maxLength={FIELD_LIMITS.url}
        invalid={errorId !== undefined}
        aria-invalid={errorId !== undefined || undefined}
        aria-describedby={[errorId, helpId].filter(Boolean).join(' ')}
        autoComplete="off"
        spellCheck={false}
      />
      <small id={helpId} className="link-picker__help">
        {T.addressHelp}
      </small>
    </div>
  );
}
