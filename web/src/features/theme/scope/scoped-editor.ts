import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { mayChangeComponentType, type ComponentScope, type ComponentType as ThemeComponentType } from '@shop/shared';
import { editorFor } from '../editors/registry';
import type { EditorProps } from '../editors/kit/editor-props';

/** The header's social accounts alone, loaded like every other editor when its panel first opens. */
const HeaderSocialEditor = lazy(async () => {
  const [{ headerSocialFields }, { FieldsEditor }] = await Promise.all([import('./header-social-fields'), import('../editors/kit/FieldsEditor')]);
  return { default: ({ componentId }: EditorProps) => createElement(FieldsEditor<'HEADER'>, { componentId, config: headerSocialFields }) };
});

export type ScopedEditor =
  | { readonly kind: 'editor'; readonly Editor: LazyExoticComponent<ComponentType<EditorProps>> | undefined }
  | { readonly kind: 'social'; readonly Editor: LazyExoticComponent<ComponentType<EditorProps>> }
  | { readonly kind: 'locked' };

/** Which panel the admin gets for a component: its editor, the header's social accounts only, or the read-only note. */
export const scopedEditorFor = (scope: ComponentScope, type: ThemeComponentType): ScopedEditor => {
  if (mayChangeComponentType(scope, type)) return { kind: 'editor', Editor: editorFor(type) };
  if (type === 'HEADER' && scope.headerSocialAccounts) return { kind: 'social', Editor: HeaderSocialEditor };
  return { kind: 'locked' };
};
