import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_GENERAL_SETTINGS, DEFAULT_THEME_CONFIG, storefrontShopOf, type GeneralSettings } from '@shop/shared';
import { applyShopFormats, formatPrice } from '../../src/storefront/format';
import { hasAdminSession } from '../../src/storefront/shop';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { component } from './fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SETTINGS: GeneralSettings = {
  ...DEFAULT_GENERAL_SETTINGS,
  shopName: 'Deniz Butik',
  contactEmail: 'destek@denizbutik.com.tr',
  contactPhone: '0232 444 12 12',
  address: { province: 'İzmir', district: 'Konak', line: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5' },
  companyTitle: 'Deniz Butik Tekstil Ltd. Şti.',
  mersisNo: '0123456789000015',
  favicon: { type: 'IMAGE', filePath: '/media/favicon.png', name: 'favicon.png' },
  seo: {
    title: 'Deniz Butik | Kadın Giyim',
    description: 'İzmir’den kadın giyim.',
    image: { type: 'IMAGE', filePath: '/media/paylas.jpg', name: '' },
  },
};

const themeAnswer = (settings: GeneralSettings) => ({
  areas: {
    top: [component('HEADER', { id: 'h', tabType: 'top' })],
    middle: [component('FAQ', { id: 'f' })],
    bottom: [component('FOOTER', { id: 'ft', tabType: 'bottom' })],
  },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
  popup: null,
  shop: storefrontShopOf(settings),
});

const serve = (settings: GeneralSettings) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = input instanceof Request ? input.url : input.toString();
    if (path === '/api/storefront/theme') return json(200, themeAnswer(settings));
    throw new Error(`unexpected fetch ${path}`);
  });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  // The formats are the page's for its life; give the next test the defaults back.
  applyShopFormats({ name: 'Mağaza', currencyDisplay: 'SYMBOL' });
});

describe('the storefront and Genel Ayarlar', () => {
  it('titles / with the default SEO, fills Open Graph and the favicon, and shows the contact block in the footer', async () => {
    serve(SETTINGS);
    render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    const contact = await screen.findByLabelText('İletişim');
    expect(contact.textContent).toContain('Deniz Butik Tekstil Ltd. Şti.');
    expect(contact.textContent).toContain('Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5, Konak/İZMİR');
    expect(contact.textContent).toContain('0232 444 12 12');
    expect(contact.textContent).toContain('destek@denizbutik.com.tr');
    expect(contact.textContent).toContain('MERSİS No: 0123456789000015');
    // The head is written by an effect, which a busy machine runs a moment after the footer is on screen.
    await waitFor(() => expect(document.title).toBe('Deniz Butik | Kadın Giyim'));
    const meta = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[${key}]`)?.content;
    expect(meta('name="description"')).toBe('İzmir’den kadın giyim.');
    expect(meta('property="og:title"')).toBe('Deniz Butik | Kadın Giyim');
    expect(meta('property="og:image"')).toBe(`${window.location.origin}/media/paylas.jpg`);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/media/favicon.png');
  });

  it('shows shoppers the maintenance page, and a signed-in admin the shop with a note', async () => {
    const closed = { ...SETTINGS, maintenance: { enabled: true, message: 'Yeni sezon için hazırlanıyoruz.' } };
    serve(closed);
    const shopper = render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Bakımdayız' })).toBeTruthy();
    expect(screen.getByText('Yeni sezon için hazırlanıyoruz.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sıkça Sorulan Sorular' })).toBeNull();
    shopper.unmount();

    localStorage.setItem('CognitoIdentityServiceProvider.abc123.LastAuthUser', 'selin');
    render(<StorefrontApp location={{ pathname: '/', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Sıkça Sorulan Sorular' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Bakım modu açık');
  });

  it('writes prices as the shop chose', () => {
    applyShopFormats({ name: 'Deniz Butik', currencyDisplay: 'SYMBOL' });
    expect(formatPrice(1234.5)).toBe('₺1.234,50');
    applyShopFormats({ name: 'Deniz Butik', currencyDisplay: 'CODE' });
    expect(formatPrice(1234.5)).toBe('1.234,50 TL');
  });

  it('knows the admin app’s session by its Amplify key, not the shopper’s own', () => {
    expect(hasAdminSession()).toBe(false);
    localStorage.setItem('shop.shopper.refresh', 'x');
    expect(hasAdminSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.abc123.LastAuthUser', 'selin');
    expect(hasAdminSession()).toBe(true);
  });
});
