import { describe, expect, it } from 'vitest';
import { currentCursor, cursorReducer, initialCursorStack } from '../../../src/widgets/data-page/cursor-stack';

describe('cursor stack', () => {
  it('starts on the first page without a cursor', () => {
    const stack = initialCursorStack(5);
    expect(stack).toEqual({ limit: 5, cursors: [undefined], index: 0 });
    expect(currentCursor(stack)).toBeUndefined();
  });

  it('goes forward with the cursor the API gave and back to the earlier ones', () => {
    let stack = initialCursorStack(5);
    stack = cursorReducer(stack, { type: 'next', nextCursor: 'a' });
    stack = cursorReducer(stack, { type: 'next', nextCursor: 'b' });
    expect(currentCursor(stack)).toBe('b');
    stack = cursorReducer(stack, { type: 'previous' });
    expect(currentCursor(stack)).toBe('a');
    stack = cursorReducer(stack, { type: 'previous' });
    expect(currentCursor(stack)).toBeUndefined();
    expect(cursorReducer(stack, { type: 'previous' })).toBe(stack);
  });

  it('forgets the pages after the current one when going forward from an earlier page', () => {
    let stack = initialCursorStack(5);
    stack = cursorReducer(stack, { type: 'next', nextCursor: 'a' });
    stack = cursorReducer(stack, { type: 'next', nextCursor: 'b' });
    stack = cursorReducer(stack, { type: 'previous' });
    stack = cursorReducer(stack, { type: 'next', nextCursor: 'b2' });
    expect(stack.cursors).toEqual([undefined, 'a', 'b2']);
    expect(stack.index).toBe(2);
  });

  it('starts over on reset, keeping or changing the page size', () => {
    const on2 = cursorReducer(cursorReducer(initialCursorStack(5), { type: 'next', nextCursor: 'a' }), { type: 'next', nextCursor: 'b' });
    expect(cursorReducer(on2, { type: 'reset' })).toEqual(initialCursorStack(5));
    expect(cursorReducer(on2, { type: 'reset', limit: 25 })).toEqual(initialCursorStack(25));
  });
});
