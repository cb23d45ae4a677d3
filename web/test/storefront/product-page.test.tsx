import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { component } from './fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const themeAnswer = {
  areas: { top: [component('HEADER', { id: 'h', tabType: 'top' })], middle: [], bottom: [] },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
  popup: null,
};

const productAnswer = {
  product: {
    id: '42',
    name: 'Keten Yazlık Elbise',
    slug: 'keten-yazlik-elbise',
    description: 'Nefes alan keten kumaş.\n\nMakinede 30 derecede yıkanabilir.',
    price: 1299.9,
    compareAtPrice: 1599.9,
    inStock: true,
    images: [
      { filePath: '/media/a/on.jpg', alt: 'Elbisenin önden görünümü' },
      { filePath: '/media/b/arka.jpg', alt: 'Elbisenin arkadan görünümü' },
      { filePath: '/media/c/detay.jpg', alt: 'Kumaş detayı' },
    ],
    brand: 'Anadolu',
  },
  breadcrumbs: [
    { name: 'Giyim', href: '/category/giyim' },
    { name: 'Kadın', href: '/category/giyim/kadin' },
    { name: 'Elbise', href: '/category/giyim/kadin/elbise' },
  ],
  // No options: the page shows no picker and the product's own price and stock.
  variants: [],
  optionTypes: [],
  allowBackorder: false,
};

const mockFetch = (routes: Record<string, () => Response>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = input instanceof Request ? input.url : input.toString();
    // Every page asks whether live chat is open; closed here.
    if (path === '/api/storefront/live-chat/status') return json(404, {});
    const route = routes[path];
    if (!route) throw new Error(`unexpected fetch ${path}`);
    return route();
  });

afterEach(() => vi.restoreAllMocks());

describe('storefront product page', () => {
  it('shows the name, the images (first eager with high priority, the rest lazy, sizes reserved), prices, stock, description and trail', async () => {
    mockFetch({
      '/api/storefront/theme': () => json(200, themeAnswer),
      '/api/storefront/product/keten-yazlik-elbise': () => json(200, productAnswer),
    });
    render(<StorefrontApp location={{ pathname: '/product/keten-yazlik-elbise', search: '' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Keten Yazlık Elbise' })).toBeTruthy();

    const images = screen.getAllByRole<HTMLImageElement>('img');
    expect(images.map((img) => img.alt)).toEqual(['Elbisenin önden görünümü', 'Elbisenin arkadan görünümü', 'Kumaş detayı']);
    const [first, ...rest] = images;
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    for (const img of rest) expect(img.getAttribute('loading')).toBe('lazy');
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }

    expect(screen.getByText('₺1.299,90')).toBeTruthy();
    const was = screen.getByText('₺1.599,90').closest('s');
    expect(was).toBeTruthy();
    expect(screen.getByText('Stokta')).toBeTruthy();
    expect(screen.getByText('Nefes alan keten kumaş.')).toBeTruthy();
    expect(screen.getByText('Makinede 30 derecede yıkanabilir.')).toBeTruthy();

    const trail = within(screen.getByRole('navigation', { name: 'Sayfa yolu' }));
    expect(trail.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Anasayfa', '/'],
      ['Giyim', '/category/giyim'],
      ['Kadın', '/category/giyim/kadin'],
      ['Elbise', '/category/giyim/kadin/elbise'],
    ]);
    await waitFor(() => expect(document.title).toBe('Keten Yazlık Elbise | Mağaza'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Nefes alan keten kumaş. Makinede 30 derecede yıkanabilir.',
    );
  });

  it('says Tükendi without stock, and shows no struck price when the compare-at price is not higher', async () => {
    mockFetch({
      '/api/storefront/theme': () => json(200, themeAnswer),
      '/api/storefront/product/keten-yazlik-elbise': () =>
        json(200, { ...productAnswer, product: { ...productAnswer.product, inStock: false, compareAtPrice: 1000, images: [] } }),
    });
    const { container } = render(<StorefrontApp location={{ pathname: '/product/keten-yazlik-elbise', search: '' }} />);
    expect(await screen.findByText('Tükendi')).toBeTruthy();
    expect(screen.queryByText('Stokta')).toBeNull();
    expect(container.querySelector('s')).toBeNull();
  });

  it('answers an unknown or inactive product with the Turkish not-found page', async () => {
    mockFetch({
      '/api/storefront/theme': () => json(200, themeAnswer),
      '/api/storefront/product/yok': () => json(404, { error: 'NotFound', message: 'Ürün bulunamadı.' }),
    });
    render(<StorefrontApp location={{ pathname: '/product/yok', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Ürün bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anasayfaya dön' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Ürün bulunamadı'));
  });
});

describe('storefront search', () => {
  it('lists the results as cards linking to their pages, with the first image, name and price', async () => {
    const fetch = mockFetch({
      '/api/storefront/theme': () => json(200, themeAnswer),
      '/api/storefront/search?q=keten%20elb': () =>
        json(200, {
          query: 'keten elb',
          products: [
            {
              id: '42',
              name: 'Keten Yazlık Elbise',
              slug: 'keten-yazlik-elbise',
              price: 1299.9,
              image: { filePath: '/media/a/on.jpg', alt: 'Önden' },
              isActive: true,
            },
          ],
        }),
    });
    render(<StorefrontApp location={{ pathname: '/search', search: '?q=keten+elb' }} />);
    const link = await screen.findByRole('link', { name: /Keten Yazlık Elbise/ });
    expect(link.getAttribute('href')).toBe('/product/keten-yazlik-elbise');
    expect(within(link).getByRole('img').getAttribute('alt')).toBe('Önden');
    expect(within(link).getByText('₺1.299,90')).toBeTruthy();
    expect(screen.getByText('1 ürün bulundu.')).toBeTruthy();
    // The theme and the search, once each (the chat launcher's status check is not the page's).
    const asked = fetch.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : input.toString()))
      .filter((path) => !path.includes('/live-chat/'));
    expect(asked).toEqual(['/api/storefront/theme', '/api/storefront/search?q=keten%20elb']);
  });

  it('says so when nothing matches, and the header search form goes to /search', async () => {
    mockFetch({
      '/api/storefront/theme': () => json(200, themeAnswer),
      '/api/storefront/search?q=zzz': () => json(200, { query: 'zzz', products: [] }),
    });
    const { container } = render(<StorefrontApp location={{ pathname: '/search', search: '?q=zzz' }} />);
    expect(await screen.findByText('“zzz” ile eşleşen ürün bulunamadı. Başka bir kelimeyle deneyin.')).toBeTruthy();
    for (const form of container.querySelectorAll('form[role="search"]')) expect(form.getAttribute('action')).toBe('/search');
  });
});
