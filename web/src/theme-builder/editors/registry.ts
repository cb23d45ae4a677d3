import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentType as ThemeComponentType } from '@shop/shared';
import type { EditorConfig } from './kit/field-config';

/** What every settings editor receives: the id of the component it edits (it reads and writes through the machine). */
export interface EditorProps {
  readonly componentId: string;
}

/** An editor from its fields file and the one generic editor, both loaded when a panel first opens. */
const fieldsEditor = <T extends ThemeComponentType>(load: () => Promise<{ readonly fields: EditorConfig<T> }>) =>
  lazy(async () => {
    const [{ fields }, { FieldsEditor }] = await Promise.all([load(), import('./kit/FieldsEditor')]);
    return { default: ({ componentId }: EditorProps) => createElement(FieldsEditor<T>, { componentId, config: fields }) };
  });

/**
 * componentType -> its settings editor, loaded on demand: a fields file and a line here. A type
 * without an entry shows the spec's "no settings" text.
 */
export const EDITORS: Partial<Record<ThemeComponentType, LazyExoticComponent<ComponentType<EditorProps>>>> = {
  MARQUEE: fieldsEditor(() => import('./marquee/fields')),
  GALLERY: fieldsEditor(() => import('./gallery/fields')),
  VIDEO: fieldsEditor(() => import('./video/fields')),
  FAQ: fieldsEditor(() => import('./faq/fields')),
  NEWSLETTER: fieldsEditor(() => import('./newsletter/fields')),
  BANNER_COMPONENT: fieldsEditor(() => import('./fixed-banner/fields')),
};

export const editorFor = (type: ThemeComponentType) => EDITORS[type];
