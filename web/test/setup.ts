import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages are transformed on first import; on a busy two-core machine that outlasts the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom does no layout and has no scrollIntoView; every browser has it, so the product calls it unguarded.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  // Vitest runs without globals, so testing-library cannot register its own cleanup.
  cleanup();
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
