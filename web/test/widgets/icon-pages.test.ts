import { describe, expect, it } from 'vitest';
import type { Icon } from '@shop/shared';
import { ApiError } from '../../src/api/api-error';
import { INITIAL_ICON_PAGES, iconErrorMessage, iconLoadError, iconPagesReducer, nextIconOffset } from '../../src/widgets/icon-picker/icon-pages';

const icons = (count: number): Icon[] => Array.from({ length: count }, (_, i) => ({ id: `k${i}`, key: `k${i}`, turkishName: `İ${i}` }));

describe('icon pages', () => {
  it('asks for the next offset until a page shorter than 200 arrives', () => {
    let state = iconPagesReducer(iconPagesReducer(INITIAL_ICON_PAGES, { type: 'loading' }), { type: 'page', icons: icons(200) });
    expect(nextIconOffset(state)).toBe(200);
    state = iconPagesReducer(iconPagesReducer(state, { type: 'loading' }), { type: 'page', icons: icons(199) });
    expect(state.icons).toHaveLength(399);
    expect(state.done).toBe(true);
    expect(nextIconOffset(state)).toBeUndefined();
  });

  it('asks for nothing while a page loads or after a failure, and starts over on reset', () => {
    const loading = iconPagesReducer(INITIAL_ICON_PAGES, { type: 'loading' });
    expect(nextIconOffset(loading)).toBeUndefined();
    const failed = iconPagesReducer(loading, { type: 'failed', error: 'other' });
    expect(nextIconOffset(failed)).toBeUndefined();
    expect(iconPagesReducer(failed, { type: 'reset' })).toEqual(INITIAL_ICON_PAGES);
  });

  it('tells a non-OK reply from any other failure', () => {
    expect(iconErrorMessage(iconLoadError(new ApiError(500, 'x')))).toBe('İkon verileri alınamadı.');
    expect(iconErrorMessage(iconLoadError(new TypeError('Failed to fetch')))).toBe('Bir hata oluştu.');
  });
});
