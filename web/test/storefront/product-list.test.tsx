import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCard, ThemeComponent } from '@shop/shared';
import { ComponentView } from '../../src/storefront/components/ComponentView';
import { component } from './fixtures';

const card = (id: string, name: string, price: number, extra: Partial<ProductCard> = {}): ProductCard => ({
  id,
  name,
  slug: `urun-${id}`,
  price,
  isActive: true,
  inStock: true,
  ...extra,
});

/** A list as the server's theme read gives it: each item with the catalogue's card. */
const listWith = (componentData: unknown, cards: ProductCard[]): ThemeComponent => ({
  ...component('PRODUCT_LIST', { componentData }),
  products: cards.map((product, i) => ({ productId: product.id, order: i + 1, product })),
});

const show = (c: ThemeComponent, preview = false) => render(<ComponentView component={c} preview={preview} highlighted={false} />);

/** jsdom has no matchMedia: a desktop-wide screen that does or does not ask for reduced motion. */
const reducedMotion = (reduce: boolean) => {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
};

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('product-list cards on the storefront', () => {
  it('shows each card with its tr-TR price, first image (lazy, sized), link and an out-of-stock mark', () => {
    show(
      listWith({}, [
        card('1', 'Keten Gömlek', 1299.9, { image: { filePath: '/media/gomlek.png', alt: 'Beyaz keten gömlek' } }),
        card('2', 'Deri Kemer', 349, { inStock: false }),
      ]),
    );
    const [first, second] = screen.getAllByRole('article');
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/product/urun-1');
    expect(within(first as HTMLElement).getByText('₺1.299,90')).toBeTruthy();
    const image = within(first as HTMLElement).getByRole('img', { name: 'Beyaz keten gömlek' });
    expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['lazy', '400', '400']);
    expect(within(first as HTMLElement).queryByText('Tükendi')).toBeNull();
    expect(within(second as HTMLElement).getByText('₺349,00')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Tükendi')).toBeTruthy();
  });

  it('a grid without pagination shows every product', () => {
    const cards = Array.from({ length: 10 }, (_, i) => card(`p${i}`, `Ürün ${i + 1}`, 10));
    show(listWith({ showPagination: false, itemsPerPage: 4 }, cards));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });
});

describe('product-list slider', () => {
  const cards = Array.from({ length: 9 }, (_, i) => card(`p${i}`, `Ürün ${i + 1}`, 10));

  it('an autoplaying slider has a pause control that becomes a play control', async () => {
    reducedMotion(false);
    show(listWith({ layout: 'slider', autoPlay: true, desktopColumns: 4, title: 'Fırsatlar' }, cards));
    const region = screen.getByRole('region', { name: 'Fırsatlar' });
    expect(region.getAttribute('aria-roledescription')).toBe('Ürün kaydırıcısı');
    await userEvent.click(within(region).getByRole('button', { name: 'Ürün kaydırmayı durdur' }));
    expect(within(region).getByRole('button', { name: 'Ürün kaydırmayı başlat' })).toBeTruthy();
  });

  it('does not rotate (nor offer to) when the visitor asked for reduced motion; the arrows and dots stay', () => {
    reducedMotion(true);
    show(listWith({ layout: 'slider', autoPlay: true, desktopColumns: 4 }, cards));
    expect(screen.queryByRole('button', { name: 'Ürün kaydırmayı durdur' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /\d \/ 3/ })).toHaveLength(3);
  });

  it('moves between pages from the keyboard', async () => {
    reducedMotion(false);
    show(listWith({ layout: 'slider', desktopColumns: 4 }, cards));
    screen.getByRole('button', { name: 'Sonraki' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '2 / 3' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('product-list in the builder preview', () => {
  it('reads the listed ids cards from the catalogue, in the saved order, instead of the copies it holds', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ products: [card('b', 'Yeni B', 20), card('a', 'Yeni A', 10)] }), { status: 200 }));
    const c = {
      ...component('PRODUCT_LIST'),
      products: [
        { productId: 'a', order: 2, product: { id: 'a', name: 'Eski A', slug: 'eski-a' } },
        { productId: 'b', order: 1 },
      ],
    };
    show(c, true);
    expect(await screen.findByText('Yeni B')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/storefront/search?ids=b,a');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Yeni B', 'Yeni A']);
    expect(screen.getByText('₺20,00')).toBeTruthy();
  });
});
