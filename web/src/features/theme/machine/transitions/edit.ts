import type { BuilderComponent, BuilderDocument, BuilderView } from '../builder-context';
import type { DocumentPatch } from '../document-patch';

/** What every transition function reads: the document and the view, nothing of saving or history. */
export type EditableState = BuilderDocument & BuilderView;

/**
 * What one builder action does: a document change (one undo step, unless `coalesceKey` joins it to
 * the previous one), a view change (never an undo step) and, optionally, a preview scroll.
 * Transition functions return null when the action changes nothing.
 */
export interface Edit {
  readonly patch?: DocumentPatch;
  readonly view?: Partial<BuilderView>;
  readonly coalesceKey?: string | undefined;
  readonly scrollTo?: string;
}

export const selectionView = (id: string | null): Partial<BuilderView> => ({
  selectedComponentId: id,
  editMode: id !== null,
  panelOpen: false,
});

/** A document change that replaces one component. */
export const replaceComponent = (component: BuilderComponent, coalesceKey?: string): Edit => ({
  patch: { components: { [String(component.id)]: component } },
  coalesceKey,
});
