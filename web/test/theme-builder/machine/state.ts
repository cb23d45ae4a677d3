import type { ThemeComponent } from '@shop/shared';
import { initialDocument, initialView, type BuilderView } from '../../../src/theme-builder/machine/builder-context';
import type { EditableState } from '../../../src/theme-builder/machine/transitions/edit';
import { normalizeComponents } from '../../../src/theme-builder/machine/theme-snapshot';

/** A builder document and view for the pure transition functions. */
export const editable = (components: ThemeComponent[] = [], view: Partial<BuilderView> = {}): EditableState => ({
  ...initialDocument(),
  ...normalizeComponents(components),
  ...initialView(),
  ...view,
});
