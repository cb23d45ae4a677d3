import type { ThemeComponent } from '@shop/shared';
import { initialDocument, initialView, type BuilderView } from '../../../../src/features/theme/machine/builder-context';
import type { EditableState } from '../../../../src/features/theme/machine/transitions/edit';
import { normalizeComponents } from '../../../../src/features/theme/machine/theme-snapshot';

/** A builder document and view for the pure transition functions. */
export const editable = (components: ThemeComponent[] = [], view: Partial<BuilderView> = {}): EditableState => ({
  ...initialDocument(),
  ...normalizeComponents(components),
  ...initialView(),
  ...view,
});
