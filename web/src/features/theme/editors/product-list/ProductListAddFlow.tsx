import type { ThemeListItem } from '@shop/shared';
import { ProductPickerDialog } from '../../../../widgets/product-picker/ProductPickerDialog';
import type { AddFlowProps } from '../kit/editor-type';

const NO_PRODUCTS: readonly ThemeListItem[] = [];

/** The product list's add flow: the product picker; its confirm adds the list with the chosen products. */
export default function ProductListAddFlow({ onAdd, onCancel }: AddFlowProps<'PRODUCT_LIST'>) {
  return <ProductPickerDialog visible initial={NO_PRODUCTS} onConfirm={(products) => onAdd({ products })} onHide={onCancel} />;
}
