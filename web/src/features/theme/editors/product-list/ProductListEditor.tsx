import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { Id, ProductListSettings, ThemeListItem } from '@shop/shared';
import { ProductPickerDialog } from '../../../../widgets/product-picker/ProductPickerDialog';
import { useBuilderSend, useComponent } from '../../state';
import { Section } from '../fields/FieldShell';
import { SortableItemList } from '../items/SortableItemList';
import type { EditorProps } from '../kit/editor-props';
import { moveProduct, productRows, removeProduct, type ProductRow } from './product-order';
import { ProductListSettingsDialog } from './ProductListSettingsDialog';
import { PRODUCT_LIST_TEXTS as T } from './texts';
import { useListedCards } from './use-listed-names';

const NO_PRODUCTS: readonly ThemeListItem[] = [];

/**
 * The product list's panel: its products in order (drag or keyboard, remove, change them in the
 * picker), each named as the catalogue names it now, and its settings in a dialog with a draft.
 */
export default function ProductListEditor({ componentId }: EditorProps) {
  const component = useComponent(componentId);
  const send = useBuilderSend();
  const [picking, setPicking] = useState(false);
  const [editingSettings, setEditingSettings] = useState(false);
  const products = component?.componentType === 'PRODUCT_LIST' ? component.products : NO_PRODUCTS;
  const rows = useMemo(() => productRows(products), [products]);
  const listed = useListedCards(products);
  if (component?.componentType !== 'PRODUCT_LIST') return null;

  const setProducts = (next: ThemeListItem[]) => send({ type: 'component.update', id: componentId, patch: { products: next } });
  const titleOf = (row: ProductRow): string => {
    const card = listed.status === 'ready' ? listed.cards.get(String(row.productId)) : undefined;
    if (card) return card.name;
    const saved = row.product?.name ?? String(row.productId);
    return listed.status === 'ready' ? `${saved} — ${T.missing}` : saved;
  };
  const imageOf = (row: ProductRow): string | undefined =>
    listed.status === 'ready' ? listed.cards.get(String(row.productId))?.image?.filePath : undefined;

  return (
    <div className="kit-form">
      <Section title={T.products}>
        <p className="builder-muted">{T.productsHelp}</p>
        {rows.length === 0 ? (
          <p className="builder-muted">{T.noProducts}</p>
        ) : (
          <SortableItemList
            items={rows}
            label={T.products}
            titleOf={titleOf}
            imageOf={imageOf}
            maxHeightPx={360}
            onMove={(id: Id, toIndex: number) => setProducts(moveProduct(products, id, toIndex))}
            onEdit={() => setPicking(true)}
            onRemove={(row) => setProducts(removeProduct(products, row.productId))}
          />
        )}
        {listed.status === 'loading' && rows.length > 0 && <p className="builder-muted">{T.loadingNames}</p>}
        {listed.status === 'failed' && <Message severity="warn" text={T.namesFailed} />}
        <Button type="button" label={T.changeProducts} icon="pi pi-list" outlined onClick={() => setPicking(true)} />
      </Section>
      <Section title={T.settings}>
        <Button type="button" label={T.openSettings} icon="pi pi-sliders-h" onClick={() => setEditingSettings(true)} />
      </Section>
      <ProductPickerDialog
        visible={picking}
        initial={products}
        onConfirm={(picked) => {
          setPicking(false);
          setProducts(picked);
        }}
        onHide={() => setPicking(false)}
      />
      <ProductListSettingsDialog
        visible={editingSettings}
        settings={component.componentData}
        onApply={(settings: ProductListSettings) => {
          setEditingSettings(false);
          send({ type: 'component.updateData', id: componentId, componentData: settings });
        }}
        onHide={() => setEditingSettings(false)}
      />
    </div>
  );
}
