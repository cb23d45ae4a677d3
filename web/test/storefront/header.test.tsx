import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderComponent } from './render-component';

const link = (target: string) => ({ type: 'category', title: '', target, newTab: false });

const HEADER = {
  socialMedias: [
    { id: 7, name: 'Instagram', type: 'INSTAGRAM', url: link('https://instagram.com/moda'), order: 1, buttonVariant: 'instagram' },
    { id: 8, name: 'YouTube', type: 'YOUTUBE', url: link('https://youtube.com/moda'), order: 2, buttonVariant: 'youtube', socialSize: 'icon' },
  ],
  columnConfigs: [
    { id: 1, justifyContent: 'start', elements: [{ id: 1, name: 'Logo', type: 'logo', order: 1 }] },
    {
      id: 2,
      justifyContent: 'center',
      elements: [
        { id: 2, name: 'Sosyal Medya', type: 'socialMedia', socialMediaId: 7, order: 1, responsive: { mobile: false } },
        { id: 3, name: 'Sosyal Medya', type: 'socialMedia', socialMediaId: 8, order: 2 },
      ],
    },
    { id: 3, justifyContent: 'end', elements: [{ id: 4, name: 'Mobil Menü', type: 'mobileNav', order: 1, responsive: { desktop: false } }] },
  ],
  navigationItems: [
    { id: 1, type: 'button', title: 'Anasayfa', icon: 'house', link: link('/'), order: 1 },
    {
      id: 2,
      type: 'list',
      title: 'Giyim',
      order: 2,
      children: [
        { id: 1, title: 'Kadın', link: link('/category/giyim/kadin'), order: 1 },
        { id: 2, title: 'Tümünü gör', link: link('/category/giyim'), order: 2 },
      ],
    },
  ],
};

describe('storefront header', () => {
  it('opens a list item as a disclosure from the keyboard; Escape closes it and focus goes back to its button', async () => {
    const root = renderComponent('HEADER', HEADER);
    const giyim = within(root).getByRole('button', { name: 'Giyim' });
    expect(giyim.getAttribute('aria-expanded')).toBe('false');
    expect(within(root).queryByRole('link', { name: 'Kadın' })).toBeNull();

    giyim.focus();
    await userEvent.keyboard('{Enter}');
    expect(giyim.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(giyim.getAttribute('aria-controls') as string)?.hidden).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(within(root).getByRole('link', { name: 'Kadın' }));
    await userEvent.keyboard('{Escape}');
    expect(giyim.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(giyim);

    await userEvent.keyboard(' ');
    expect(giyim.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(root)
        .getAllByRole('link', { name: /Kadın|Tümünü gör/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/category/giyim/kadin', '/category/giyim']);
  });

  it('closes an open list when focus leaves it', async () => {
    const root = renderComponent('HEADER', HEADER);
    await userEvent.click(within(root).getByRole('button', { name: 'Giyim' }));
    within(root).getByRole('link', { name: 'Anasayfa' }).focus();
    await waitFor(() => expect(within(root).getByRole('button', { name: 'Giyim' }).getAttribute('aria-expanded')).toBe('false'));
  });

  it("draws a menu item's icon, hidden from screen readers", async () => {
    const root = renderComponent('HEADER', HEADER);
    const home = within(root).getByRole('link', { name: 'Anasayfa' });
    await waitFor(() => expect(home.querySelector('svg.sf-nav-icon')?.getAttribute('class')).toContain('lucide-house'));
    expect(home.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows social accounts in their brand colours, an icon-size one by its initial and named by the account, per device', () => {
    const root = renderComponent('HEADER', HEADER);
    const instagram = within(root).getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/moda');
    expect(instagram.style.background).toBe('rgb(193, 53, 132)');
    expect(instagram.parentElement?.className).toBe('sf-hide-mobile');
    const youtube = within(root).getByRole('link', { name: 'YouTube' });
    expect(youtube.textContent).toBe('Y');
    expect(youtube.className).toContain('sf-social--icon');
    expect(youtube.style.background).toBe('rgb(204, 0, 0)');
  });

  it('folds the menu behind the toggle on the devices it shows on; Escape closes the open menu and focuses the toggle', async () => {
    const root = renderComponent('HEADER', HEADER);
    const nav = within(root).getByRole('navigation', { name: 'Ana menü' });
    expect(nav.className).toBe('sf-nav sf-nav--collapsible sf-nav--collapse-tablet');
    const toggle = within(root).getByRole('button', { name: 'Menüyü aç' });
    // jsdom lays nothing out (offsetParent is always null); the header gives focus to the toggle that is shown.
    Object.defineProperty(toggle, 'offsetParent', { get: () => root });
    await userEvent.click(toggle);
    expect(nav.className).toContain('is-open');
    within(root).getByRole('link', { name: 'Anasayfa' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(nav.className).not.toContain('is-open');
    expect(document.activeElement).toBe(toggle);
  });

  it('draws a list menu item with no sub-items as its label, opening no empty dropdown', () => {
    const empty = { id: 3, type: 'list', title: 'Yeni Sezon', order: 3, children: [] };
    const root = renderComponent('HEADER', { ...HEADER, navigationItems: [...HEADER.navigationItems, empty] });
    const nav = within(root).getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).queryByRole('button', { name: 'Yeni Sezon' })).toBeNull();
    expect(within(nav).getByText('Yeni Sezon')).toBeTruthy();
    // The lists that have sub-items still open as before.
    expect(within(nav).getByRole('button', { name: 'Giyim' }).getAttribute('aria-expanded')).toBe('false');
    expect(nav.querySelectorAll('[aria-expanded]')).toHaveLength(1);
  });

  it('draws the search box as a form to /search with its button text, squared whole (field and button) when "Kare"', () => {
    const withSearch = (data: Record<string, unknown>) => ({
      ...HEADER,
      ...data,
      columnConfigs: [{ id: 1, justifyContent: 'start', elements: [{ id: 9, name: 'Arama', type: 'search', order: 1 }] }],
    });
    const root = renderComponent('HEADER', withSearch({ searchText: 'Bul', searchSize: 'square' }));
    const search = within(root).getByRole('search');
    expect(search.getAttribute('action')).toBe('/search');
    expect(within(search).getByRole('searchbox', { name: 'Ara' }).getAttribute('name')).toBe('q');
    const button = within(search).getByRole('button', { name: 'Bul' });
    expect(button.getAttribute('type')).toBe('submit');
    // storefront.css squares `.sf-search--square input` and `.sf-search--square .sf-btn`: both sit in the squared form.
    expect(search.className).toBe('sf-search sf-search--square');
    expect(button.className).toContain('sf-btn');

    const rectangle = within(renderComponent('HEADER', withSearch({ searchText: '' }))).getByRole('search');
    expect(rectangle.className).toBe('sf-search sf-search--rectangle');
    expect(within(rectangle).getByRole('button', { name: 'Ara' })).toBeTruthy();
  });

  it('shows no menu toggle when there is no menu to open', () => {
    const root = renderComponent('HEADER', { ...HEADER, navigationItems: [] });
    expect(within(root).queryByRole('navigation', { name: 'Ana menü' })).toBeNull();
    expect(within(root).queryByRole('button', { name: 'Menüyü aç' })).toBeNull();
  });
});
