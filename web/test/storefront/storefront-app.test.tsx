import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { startPreviewInbox } from '../../src/storefront/preview/preview-inbox';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { component } from './fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const themeAnswer = {
  areas: {
    top: [component('HEADER', { id: 'h', tabType: 'top' })],
    middle: [
      component('FAQ', { id: 'f', order: 0 }),
      component('GALLERY', { id: 'g', order: 1 }),
      component('VIDEO', { id: 'v', order: 2, isActive: false }),
    ],
    bottom: [component('FOOTER', { id: 'ft', tabType: 'bottom' })],
  },
  themeConfig: { ...DEFAULT_THEME_CONFIG, radius: 1 },
  themeType: 'THEME_READY',
  popup: null,
};

const category = (name: string, href: string) => ({ id: href, name, slug: href.split('/').pop(), parents: [], href });
const categoryAnswer = {
  category: category('Kadın', '/category/giyim/kadin'),
  breadcrumbs: [category('Giyim', '/category/giyim'), category('Kadın', '/category/giyim/kadin')],
  children: [category('Elbise', '/category/giyim/kadin/elbise'), category('Ceket', '/category/giyim/kadin/ceket')],
  products: [{ id: 'p1', name: 'Keten Elbise', slug: 'keten-elbise', price: 450, isActive: true }],
};

const mockFetch = (routes: Record<string, () => Response>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = input instanceof Request ? input.url : input.toString();
    const route = routes[path];
    if (!route) throw new Error(`unexpected fetch ${path}`);
    return route();
  });

const ids = (container: HTMLElement) => [...container.querySelectorAll('[data-component-id]')].map((el) => el.getAttribute('data-component-id'));

afterEach(() => vi.restoreAllMocks());

describe('storefront pages', () => {
  it('/ shows the active components of each area in order, in the theme colours', async () => {
    mockFetch({ '/api/storefront/theme': () => json(200, themeAnswer) });
    const { container } = render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Sıkça Sorulan Sorular' })).toBeTruthy();
    expect(ids(container)).toEqual(['h', 'f', 'g', 'ft']);
    expect((container.querySelector('.sf-root') as HTMLElement).style.getPropertyValue('--sf-radius')).toBe('1rem');
  });

  it('says when the theme cannot be loaded and loads again on retry', async () => {
    const fetch = mockFetch({ '/api/storefront/theme': () => json(500, { message: 'x' }) });
    render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    expect(await screen.findByText('Mağaza şu anda açılamadı.')).toBeTruthy();
    fetch.mockImplementation(async () => json(200, themeAnswer));
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Sıkça Sorulan Sorular' })).toBeTruthy();
  });

  it('a store with no components says it is being prepared', async () => {
    mockFetch({ '/api/storefront/theme': () => json(200, { ...themeAnswer, areas: { top: [], middle: [], bottom: [] } }) });
    render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    expect(await screen.findByText('Mağaza vitrini hazırlanıyor. Lütfen daha sonra tekrar ziyaret edin.')).toBeTruthy();
  });

  it('a category page shows its trail, sub-categories and products between the top and bottom areas', async () => {
    mockFetch({ '/api/storefront/theme': () => json(200, themeAnswer), '/api/storefront/category/giyim/kadin': () => json(200, categoryAnswer) });
    const { container } = render(<StorefrontApp location={{ pathname: '/category/giyim/kadin', search: '' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kadın' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Sayfa yolu' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anasayfa', 'Giyim', 'Kadın']);
    expect(within(trail).getByText('Kadın').getAttribute('aria-current')).toBe('page');
    const subCategories = within(screen.getByRole('region', { name: 'Alt kategoriler' }));
    expect(subCategories.getAllByRole('link').map((a) => a.textContent)).toEqual(['Ceket', 'Elbise']);
    // Each product card links to its product page, with its price.
    const card = screen.getByRole('link', { name: /Keten Elbise/ });
    expect(card.getAttribute('href')).toBe('/product/keten-elbise');
    expect(within(card).getByText('₺450,00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Keten Elbise' })).toBeTruthy();
    expect(ids(container)).toEqual(['h', 'ft']);
  });

  it('an unknown category and an unknown address are Turkish not-found pages', async () => {
    mockFetch({
      '/api/storefront/theme': () => json(200, themeAnswer),
      '/api/storefront/category/yok': () => json(404, { message: 'Kategori bulunamadı.' }),
    });
    const first = render(<StorefrontApp location={{ pathname: '/category/yok', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Kategori bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anasayfaya dön' }).getAttribute('href')).toBe('/');
    first.unmount();
    render(<StorefrontApp location={{ pathname: '/hic-yok', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeTruthy();
  });
});

describe('preview mode (/?preview=1)', () => {
  // The preview module is lazy; loaded once here so the frame is listening right after the first render.
  beforeAll(async () => {
    startPreviewInbox();
    await import('../../src/storefront/preview/PreviewStorefront');
  });
  const listening = () => act(async () => {});

  const post = (data: unknown, origin = window.location.origin, source: MessageEventSource | null = window.parent) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });

  it('does not fetch, waits for the builder, ignores foreign messages and applies diffs', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { container } = render(<StorefrontApp location={{ pathname: '/', search: '?preview=1' }} />);
    await listening();
    expect(screen.getByText('Önizleme bekleniyor…')).toBeTruthy();
    const faq = component('FAQ', { id: 'f', order: 0 });
    const gallery = component('GALLERY', { id: 'g', order: 1 });
    const hidden = component('VIDEO', { id: 'v', order: 2, isActive: false });

    post({ type: 'UPDATE_THEME', reset: true, upserts: [faq, gallery, hidden] }, 'https://evil.example');
    expect(ids(container)).toEqual([]);
    post({ type: 'UPDATE_THEME', reset: true, upserts: [faq, gallery, hidden] }, window.location.origin, null);
    expect(ids(container)).toEqual([]);

    post({ type: 'UPDATE_THEME', reset: true, upserts: [faq, gallery, hidden] });
    expect(ids(container)).toEqual(['f', 'g']);
    const galleryNode = container.querySelector('[data-component-id="g"]');

    post({ type: 'UPDATE_THEME', upserts: [{ ...faq, componentData: { ...faq.componentData, title: 'Sorular' } }] });
    expect(screen.getByRole('heading', { name: 'Sorular' })).toBeTruthy();
    expect(container.querySelector('[data-component-id="g"]')).toBe(galleryNode);

    post({ type: 'UPDATE_THEME', order: { middle: ['g', 'f', 'v'] } });
    expect(ids(container)).toEqual(['g', 'f']);
    post({ type: 'UPDATE_THEME', removedIds: ['g'] });
    expect(ids(container)).toEqual(['f']);

    post({ type: 'UPDATE_THEME_CONFIG', themeConfig: { ...DEFAULT_THEME_CONFIG, radius: 0 }, themeType: 'THEME_CUSTOM' });
    expect((container.querySelector('.sf-root') as HTMLElement).style.getPropertyValue('--sf-radius')).toBe('0rem');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the messages that arrive before the preview code has mounted', async () => {
    post({ type: 'UPDATE_THEME', reset: true, upserts: [component('FAQ', { id: 'early' })] });
    const { container } = render(<StorefrontApp location={{ pathname: '/', search: '?preview=1' }} />);
    await listening();
    expect(ids(container)).toEqual(['early']);
  });

  it('shows the popup only while the builder has it selected', async () => {
    render(<StorefrontApp location={{ pathname: '/', search: '?preview=1' }} />);
    await listening();
    const popup = component('POPUP', { id: 'pop', tabType: 'top', componentData: { title: 'Kampanya', displayFrequency: 'ONCE' } });
    post({ type: 'UPDATE_THEME', reset: true, upserts: [popup, component('FAQ', { id: 'f' })], selectedComponentId: 'f' });
    expect(screen.queryByRole('dialog')).toBeNull();
    post({ type: 'UPDATE_THEME', selectedComponentId: 'pop' });
    expect(screen.getByRole('dialog', { name: 'Kampanya' })).toBeTruthy();
  });

  it('scrolls smoothly to a component and outlines it; links do not navigate', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { container } = render(<StorefrontApp location={{ pathname: '/', search: '?preview=1' }} />);
    await listening();
    const gallery = component('GALLERY', {
      id: 'g',
      componentData: { galleryItems: [{ id: 1, order: 1, image: { filePath: '/media/a.jpg', name: 'Bir' }, link: { target: '/category/giyim' } }] },
    });
    post({ type: 'UPDATE_THEME', reset: true, upserts: [gallery] });
    post({ type: 'SCROLL_TO_COMPONENT', componentId: 'g' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(container.querySelector('[data-component-id="g"]')?.className).toContain('is-highlighted');
    expect(fireEvent.click(screen.getByRole('link'))).toBe(false);
  });
});
