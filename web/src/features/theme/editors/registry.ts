import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentType as ThemeComponentType } from '@shop/shared';
import { EDITOR_TYPES } from './editor-types';
import type { EditorProps } from './kit/editor-props';
import type { PanelSource } from './kit/editor-type';

type LazyEditor = LazyExoticComponent<ComponentType<EditorProps>>;

/** An editor from its fields file and the one generic editor, both loaded when a panel first opens. */
const panelEditor = (panel: PanelSource<ThemeComponentType>): LazyEditor | undefined => {
  if ('custom' in panel) return lazy(panel.custom);
  if ('opens' in panel) return undefined;
  const load = panel.fields;
  return lazy(async () => {
    const [{ fields }, { FieldsEditor }] = await Promise.all([load(), import('./kit/FieldsEditor')]);
    return { default: ({ componentId }: EditorProps) => createElement(FieldsEditor<ThemeComponentType>, { componentId, config: fields }) };
  });
};

/** One lazy editor per type, made once (a new lazy component on every render would remount the panel). */
const EDITORS = new Map<ThemeComponentType, LazyEditor | undefined>();

/**
 * componentType -> its settings editor, loaded on demand, from the type's builder record; undefined
 * for a type edited in a dialog of its own (the popup: its panel offers to open it).
 */
export const editorFor = (type: ThemeComponentType): LazyEditor | undefined => {
  if (!EDITORS.has(type)) EDITORS.set(type, panelEditor(EDITOR_TYPES[type].panel));
  return EDITORS.get(type);
};
