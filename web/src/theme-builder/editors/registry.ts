import type { ComponentType, LazyExoticComponent } from 'react';
import type { ComponentType as ThemeComponentType } from '@shop/shared';

/** What every settings editor receives: the id of the component it edits (it reads and writes through the machine). */
export interface EditorProps {
  readonly componentId: string;
}

/**
 * componentType -> its settings editor, loaded on demand. A type without an entry shows the spec's
 * "no settings" text; each later editor issue adds one line here.
 */
export const EDITORS: Partial<Record<ThemeComponentType, LazyExoticComponent<ComponentType<EditorProps>>>> = {};

export const editorFor = (type: ThemeComponentType) => EDITORS[type];
