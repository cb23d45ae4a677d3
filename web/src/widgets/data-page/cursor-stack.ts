/**
 * Paging over the API's cursors: the API only knows "the page after this cursor", so the
 * cursor of every page visited is kept and Previous goes back to the one before.
 */
export interface CursorStack {
  readonly limit: number;
  /** The cursor that loads each visited page; the first page has none. */
  readonly cursors: readonly (string | undefined)[];
  readonly index: number;
}

export type CursorAction = { type: 'next'; nextCursor: string } | { type: 'previous' } | { type: 'reset'; limit?: number };

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const initialCursorStack = (limit: number = DEFAULT_PAGE_SIZE): CursorStack => ({ limit, cursors: [undefined], index: 0 });

export const currentCursor = (stack: CursorStack): string | undefined => stack.cursors[stack.index];

export const cursorReducer = (stack: CursorStack, action: CursorAction): CursorStack => {
  switch (action.type) {
    case 'next':
      // Pages after the current one may have changed: forget them and follow the fresh cursor.
      return { ...stack, cursors: [...stack.cursors.slice(0, stack.index + 1), action.nextCursor], index: stack.index + 1 };
    case 'previous':
      return stack.index === 0 ? stack : { ...stack, index: stack.index - 1 };
    case 'reset':
      return initialCursorStack(action.limit ?? stack.limit);
  }
};
