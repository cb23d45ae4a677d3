import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { ICON_CATALOGUE } from '@shop/shared';
import { ICON_IMPORTS } from '../../src/storefront/components/icon-imports';
import { renderComponent } from './render-component';

describe('BANNER_COMPONENT icon', () => {
  it('draws its lucide icon once loaded, holding its square meanwhile, hidden from screen readers', async () => {
    window.localStorage.clear();
    const root = renderComponent('BANNER_COMPONENT', { content: 'Yeni koleksiyon', iconName: 'rocket' });
    expect(root.querySelector('span.sf-fixed-banner-icon')).toBeTruthy();
    await waitFor(() => expect(root.querySelector('svg.sf-fixed-banner-icon')).toBeTruthy());
    const icon = root.querySelector('svg.sf-fixed-banner-icon') as SVGElement;
    expect(icon.getAttribute('class')).toContain('lucide-rocket');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws nothing for an unknown icon key or none', async () => {
    window.localStorage.clear();
    const root = renderComponent('BANNER_COMPONENT', { content: 'Yeni koleksiyon', iconName: 'no-such-icon' });
    await waitFor(() => expect(root.querySelector('.sf-fixed-banner-icon')).toBeNull());
    expect(within(root).getByText('Yeni koleksiyon')).toBeTruthy();
    expect(renderComponent('BANNER_COMPONENT', { iconName: '' }, { id: 'none' }).querySelector('.sf-fixed-banner-icon')).toBeNull();
  });

  it('can draw every icon an admin can pick, and only those', () => {
    expect(Object.keys(ICON_IMPORTS)).toEqual(ICON_CATALOGUE.map((icon) => icon.key).sort());
  });
});
