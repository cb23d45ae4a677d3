import { describe, expect, it } from 'vitest';
import { CURSOR_STORE_MS, dueForStore } from '../../src/realtime/cursor-position-store';

describe('cursor position store (for cursors:init)', () => {
  it("stores a connection's first move, then at most one a second, each connection on its own clock", () => {
    const t = 1_000_000;
    expect(dueForStore('store-a', t)).toBe(true);
    expect(dueForStore('store-a', t + 50)).toBe(false);
    expect(dueForStore('store-b', t + 50)).toBe(true);
    expect(dueForStore('store-a', t + CURSOR_STORE_MS - 1)).toBe(false);
    expect(dueForStore('store-a', t + CURSOR_STORE_MS)).toBe(true);
    expect(dueForStore('store-a', t + CURSOR_STORE_MS + 10)).toBe(false);
  });
});
