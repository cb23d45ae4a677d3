import { describe, expect, it } from 'vitest';
import { entryPageOf } from '../src/entry-page';

describe('entryPageOf', () => {
  it('sends /admin and /login paths to the admin app and every other path to the storefront', () => {
    expect(['/admin', '/admin/theme', '/login', '/login/'].map(entryPageOf)).toEqual(['index.html', 'index.html', 'index.html', 'index.html']);
    expect(['/', '/category/giyim', '/administrator', '/loginx', '/404'].map(entryPageOf)).toEqual([
      'storefront.html',
      'storefront.html',
      'storefront.html',
      'storefront.html',
      'storefront.html',
    ]);
  });
});
