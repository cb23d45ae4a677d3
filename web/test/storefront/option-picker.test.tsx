import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME_CONFIG, type StorefrontVariant } from '@shop/shared';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { ProductCard } from '../../src/storefront/components/ProductCard';
import { component } from './fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const themeAnswer = {
  areas: { top: [component('HEADER', { id: 'h', tabType: 'top' })], middle: [], bottom: [] },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
  popup: null,
};

const variant = (beden: string, renk: string, price: number, available: number): StorefrontVariant => ({
  id: `p_${beden}${renk}`,
  sku: `ELBISE-${beden}-${renk.toUpperCase()}`,
  options: { Beden: beden, Renk: renk },
  price,
  available,
  inStock: available > 0,
});

// S-Kırmızı sold out; L-Lacivert does not exist.
const answer = (allowBackorder = false) => ({
  product: { id: 'p', name: 'Elbise', slug: 'elbise', description: '', price: 100, inStock: true, images: [] },
  breadcrumbs: [],
  variants: [
    variant('S', 'Kırmızı', 100, 0),
    variant('S', 'Lacivert', 100, 3),
    variant('M', 'Kırmızı', 100, 2),
    variant('M', 'Lacivert', 100, 1),
    variant('L', 'Kırmızı', 150, 4),
  ],
  optionTypes: [
    { name: 'Beden', kind: 'TEXT', values: [{ label: 'S' }, { label: 'M' }, { label: 'L' }] },
    {
      name: 'Renk',
      kind: 'COLOR',
      values: [
        { label: 'Kırmızı', swatch: '#c00' },
        { label: 'Lacivert', swatch: '#003' },
      ],
    },
  ],
  allowBackorder,
});

const open = async (body = answer()) => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = input instanceof Request ? input.url : input.toString();
    if (path === '/api/storefront/theme') return json(200, themeAnswer);
    if (path === '/api/storefront/product/elbise') return json(200, body);
    throw new Error(`unexpected fetch ${path}`);
  });
  // The page reads ?v= from its address, as main.tsx passes it window.location.
  render(<StorefrontApp location={{ pathname: '/product/elbise', search: window.location.search }} />);
  await screen.findByRole('heading', { level: 1, name: 'Elbise' });
  return { beden: screen.getByRole('radiogroup', { name: /Beden/ }), renk: screen.getByRole('radiogroup', { name: /Renk/ }) };
};

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the product page option picker', () => {
  it('opens on the first variant in stock, names colours beside their swatch, and puts its SKU in the address', async () => {
    const { beden, renk } = await open();
    expect(within(beden).getByRole('radio', { name: 'S' }).getAttribute('aria-checked')).toBe('true');
    // S-Kırmızı is sold out: S-Lacivert is the first that can be chosen.
    expect(within(renk).getByRole('radio', { name: 'Lacivert' }).getAttribute('aria-checked')).toBe('true');
    expect(
      within(renk)
        .getByRole('radio', { name: /Kırmızı/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(renk).getByRole('radio', { name: /Kırmızı/ }).textContent).toContain('Tükendi');
    // The address follows the choice in an effect after the render.
    await waitFor(() => expect(window.location.search).toBe('?v=ELBISE-S-LACIVERT'));
  });

  it('moves with the arrows within a group (skipping what cannot be chosen) and Tab goes to the next group', async () => {
    const user = userEvent.setup();
    const { beden, renk } = await open();
    const s = within(beden).getByRole('radio', { name: 'S' });
    expect(s.tabIndex).toBe(0);
    expect(within(beden).getByRole('radio', { name: 'M' }).tabIndex).toBe(-1);
    s.focus();
    await user.keyboard('{ArrowRight}');
    const m = within(beden).getByRole('radio', { name: 'M' });
    expect(document.activeElement).toBe(m);
    expect(m.getAttribute('aria-checked')).toBe('true');
    expect(window.location.search).toBe('?v=ELBISE-M-LACIVERT');
    // L with Lacivert does not exist: ArrowRight wraps past it to S.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(s);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(m);
    await user.tab();
    expect(document.activeElement).toBe(within(renk).getByRole('radio', { name: 'Lacivert' }));
  });

  it('refuses a combination that does not exist or is sold out, and shows the chosen variant’s price and stock', async () => {
    const { beden, renk } = await open();
    const l = within(beden).getByRole('radio', { name: /^L/ });
    expect(l.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(l);
    expect(l.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(renk).getByRole('radio', { name: /Kırmızı/ }));
    expect(
      within(renk)
        .getByRole('radio', { name: /Kırmızı/ })
        .getAttribute('aria-checked'),
    ).toBe('false');
    fireEvent.click(within(beden).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(renk).getByRole('radio', { name: 'Kırmızı' }));
    fireEvent.click(within(beden).getByRole('radio', { name: 'L' }));
    expect(screen.getByText('₺150,00')).toBeTruthy();
    expect(screen.getByText('Stokta')).toBeTruthy();
    expect(window.location.search).toBe('?v=ELBISE-L-KIRMIZI');
  });

  it('lets a sold-out variant be chosen when backorder is allowed, marked Tükendi', async () => {
    const { renk } = await open(answer(true));
    const red = within(renk).getByRole('radio', { name: 'Kırmızı' });
    expect(red.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(red);
    expect(red.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Tükendi')).toBeTruthy();
  });

  it('opens the variant ?v=SKU names', async () => {
    window.history.replaceState(null, '', '/product/elbise?v=elbise-m-kirmizi');
    const { beden, renk } = await open();
    expect(within(beden).getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    expect(within(renk).getByRole('radio', { name: 'Kırmızı' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('a product card with variants at different prices', () => {
  it("says ₺X'den başlayan with the lowest price", () => {
    render(<ProductCard product={{ id: 'p', name: 'Elbise', slug: 'elbise', price: 100, priceFrom: 99.9, pricesDiffer: true }} />);
    expect(screen.getByText("₺99,90'den başlayan")).toBeTruthy();
  });
});
