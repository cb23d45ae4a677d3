import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentType as ThemeComponentType } from '@shop/shared';
import type { EditorProps } from './kit/editor-props';
import type { EditorConfig } from './kit/field-config';

type FieldsModule<T extends ThemeComponentType> = () => Promise<{ readonly fields: EditorConfig<T> }>;

/** An editor from its fields file and the one generic editor, both loaded when a panel first opens. */
const fieldsEditor = <T extends ThemeComponentType>(load: FieldsModule<T>) =>
  lazy(async () => {
    const [{ fields }, { FieldsEditor }] = await Promise.all([load(), import('./kit/FieldsEditor')]);
    return { default: ({ componentId }: EditorProps) => createElement(FieldsEditor<T>, { componentId, config: fields }) };
  });

/** Types whose panel is more than a settings form: the product list (its products in order, the picker, a settings dialog with a draft). */
const CUSTOM = {
  PRODUCT_LIST: () => import('./product-list/ProductListEditor'),
} as const satisfies Partial<Record<ThemeComponentType, () => Promise<{ readonly default: ComponentType<EditorProps> }>>>;

/** The popup is edited in its own dialog (popup/), not in a panel; it shows the spec's "no settings" text. */
type FieldsEditedType = Exclude<ThemeComponentType, 'POPUP' | keyof typeof CUSTOM>;

/**
 * componentType -> its settings editor, loaded on demand: a fields file and a line here. Every type
 * but the popup and the custom ones must have one, so a forgotten line is a type error.
 */
const FIELDS: { readonly [T in FieldsEditedType]: FieldsModule<T> } = {
  MARQUEE: () => import('./marquee/fields'),
  GALLERY: () => import('./gallery/fields'),
  VIDEO: () => import('./video/fields'),
  FAQ: () => import('./faq/fields'),
  NEWSLETTER: () => import('./newsletter/fields'),
  BANNER_COMPONENT: () => import('./fixed-banner/fields'),
  HEADER: () => import('./header/fields'),
  BANNER: () => import('./banner/fields'),
  FOOTER: () => import('./footer/fields'),
};

/** One lazy editor per type, made once (a new lazy component on every render would remount the panel). */
const EDITORS = new Map<ThemeComponentType, LazyExoticComponent<ComponentType<EditorProps>>>();

export const editorFor = (type: ThemeComponentType): LazyExoticComponent<ComponentType<EditorProps>> | undefined => {
  const load = type in FIELDS ? (FIELDS[type as FieldsEditedType] as FieldsModule<ThemeComponentType>) : undefined;
  const custom = type in CUSTOM ? CUSTOM[type as keyof typeof CUSTOM] : undefined;
  if (!load && !custom) return undefined;
  let editor = EDITORS.get(type);
  if (!editor) {
    editor = custom ? lazy(custom) : fieldsEditor(load as FieldsModule<ThemeComponentType>);
    EDITORS.set(type, editor);
  }
  return editor;
};
