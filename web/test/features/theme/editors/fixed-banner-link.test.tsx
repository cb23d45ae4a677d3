import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { FixedBannerSettings } from '@shop/shared';
import { effectiveLink } from '../../../../src/features/theme/editors/fixed-banner/FixedBannerLinkField';
import { componentOf, openEditor } from './editor-harness';

// Drives the whole builder: well beyond the default on a busy machine.
describe('fixed banner link', { timeout: 60_000 }, () => {
  it('reads the link the storefront follows: link, else a stored linkHref, else none', () => {
    const link = { type: 'category', title: 'Giyim', target: '/category/giyim', newTab: false } as const;
    expect(effectiveLink({ link, linkHref: '/eski' })).toEqual(link);
    expect(effectiveLink({ link: null, linkHref: '/kampanya' })).toEqual({ type: 'custom', title: '', target: '/kampanya', newTab: false });
    expect(effectiveLink({ link: null, linkHref: '#' })).toBeNull();
  });

  it('shows a link stored only as linkHref and removes it for good', async () => {
    const { panel, save } = await openEditor(componentOf('BANNER_COMPONENT', 'fb1', 'Duyuru', { link: null, linkHref: '/kampanya' }));
    const field = within(panel).getByRole('group', { name: 'Bağlantı' });
    expect(within(field).getAllByText(/\/kampanya/).length).toBeGreaterThan(0);
    fireEvent.click(within(field).getByRole('button', { name: 'Kaldır' }));
    await waitFor(() => expect(within(field).getByText('Bağlantı yok')).toBeTruthy());
    const data = await save<FixedBannerSettings>();
    expect([data.link, data.linkHref]).toEqual([null, '#']);
  });
});
