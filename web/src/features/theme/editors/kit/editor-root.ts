import { createContext } from 'react';
import type { EditorRoot } from './field-config';

/**
 * The whole component's data, for the few fields that look beyond the item they edit (a column
 * element offers the header's own social accounts). Read only by those fields, so a keystroke does
 * not re-render every row.
 */
export const EditorRootContext = createContext<EditorRoot>({});
