import type { ComponentType as ReactComponentType, LazyExoticComponent } from 'react';
import type { ComponentData, ComponentType, ThemeListItem } from '@shop/shared';
import type { EditorProps } from './editor-props';
import type { EditorConfig } from './field-config';

/** What an add flow hands back: the new component's settings and/or products (the machine fills in the rest). */
export interface AddInput<T extends ComponentType> {
  readonly componentData?: ComponentData<T>;
  readonly products?: readonly ThemeListItem[];
}

/** An add flow's dialog: it is mounted when its type is picked in the add drawer and unmounted on either outcome. */
export interface AddFlowProps<T extends ComponentType> {
  readonly onAdd: (input: AddInput<T>) => void;
  readonly onCancel: () => void;
}

/**
 * The settings panel of a type: a fields config on the kit (loaded when a panel first opens), a custom
 * panel, or an editor of its own that the panel opens (the popup's dialog).
 */
export type PanelSource<T extends ComponentType> =
  | { readonly fields: () => Promise<{ readonly fields: EditorConfig<T> }> }
  | { readonly custom: () => Promise<{ readonly default: ReactComponentType<EditorProps> }> }
  | { readonly opens: () => void; readonly openLabel: string };

/**
 * What the add drawer does with a type: absent, it adds one with the type's defaults; a dialog asks
 * for what a new one needs first (a product list's products, a carousel's first banner); `opens`
 * hands over to the type's own editor, which adds on its save (the popup).
 */
export type AddFlow<T extends ComponentType> =
  { readonly dialog: LazyExoticComponent<ReactComponentType<AddFlowProps<T>>> } | { readonly opens: () => void };

/**
 * The builder half of a component type's record (the shared half is its definition in
 * shared/src/component-types): its icon in the add drawer, its settings panel and its add flow.
 */
export interface EditorTypeEntry<T extends ComponentType> {
  /** A PrimeIcons class. */
  readonly icon: string;
  readonly panel: PanelSource<T>;
  readonly add?: AddFlow<T>;
}

/** Every type's builder record; typed over the shared union, so a type without one is a type error. */
export type EditorTypeMap = { readonly [T in ComponentType]: EditorTypeEntry<T> };
