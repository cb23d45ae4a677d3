import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME_CONFIG, EMPTY_PRODUCT_CONTENT, type ProductAnswer, type ProductContent } from '@shop/shared';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { ProductCta, ProductFaq } from '../../src/storefront/components/ProductContent';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const themeAnswer = { areas: { top: [], middle: [], bottom: [] }, themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_READY', popup: null };

const CONTENT: ProductContent = {
  description: '<h2>Kumaş</h2><p>Yumuşak <strong>pamuk</strong> dokuma.</p><ol><li data-list="bullet">Nefes alır</li></ol>',
  specs: [
    { key: 'Kumaş', value: '%100 pamuk' },
    { key: 'Menşei', value: 'Türkiye' },
  ],
  faq: [
    { question: 'Kalıbı nasıl?', answer: 'Normal kalıptır.' },
    { question: 'Çeker mi?', answer: '30 derecede yıkanınca çekmez.' },
  ],
  cta: { text: 'Beden tablosu', link: 'https://beden.example.com/tablo' },
};

const answer = (content: ProductContent, description = 'Düz metin açıklama.'): ProductAnswer => ({
  product: { id: '7', name: 'Pamuk Gömlek', slug: 'pamuk-gomlek', description, price: 499, inStock: true, images: [] },
  breadcrumbs: [],
  variants: [],
  optionTypes: [],
  allowBackorder: false,
  content,
});

const openPage = async (body: unknown) => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = input instanceof Request ? input.url : input.toString();
    if (path === '/api/storefront/theme') return json(200, themeAnswer);
    if (path === '/api/storefront/product/pamuk-gomlek') return json(200, body);
    throw new Error(`unexpected fetch ${path}`);
  });
  const view = render(<StorefrontApp location={{ pathname: '/product/pamuk-gomlek', search: '' }} />);
  await screen.findByRole('heading', { level: 1, name: 'Pamuk Gömlek' });
  return view;
};

afterEach(() => vi.restoreAllMocks());

describe('storefront product page: the product content', () => {
  it('renders the rich description as HTML instead of the plain one', async () => {
    await openPage(answer(CONTENT));
    const section = screen.getByRole('region', { name: 'Ürün açıklaması' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Kumaş' })).toBeTruthy();
    expect(within(section).getByText('pamuk').tagName).toBe('STRONG');
    expect(within(section).getByRole('listitem').textContent).toBe('Nefes alır');
    expect(screen.queryByText('Düz metin açıklama.')).toBeNull();
  });

  it('falls back to the plain description when the rich one is empty', async () => {
    await openPage(answer(EMPTY_PRODUCT_CONTENT, 'Birinci paragraf.\n\nİkinci paragraf.'));
    const section = screen.getByRole('region', { name: 'Ürün açıklaması' });
    expect(
      within(section)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Birinci paragraf.', 'İkinci paragraf.']);
  });

  it('shows Ek bilgiler as a table of name and value rows', async () => {
    await openPage(answer(CONTENT));
    const table = screen.getByRole('table', { name: 'Ek bilgiler' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Kumaş', '%100 pamuk'],
      ['Menşei', 'Türkiye'],
    ]);
  });

  it('puts the CTA under the price; another site opens in a new tab that cannot reach back', async () => {
    await openPage(answer(CONTENT));
    const cta = screen.getByRole('link', { name: 'Beden tablosu' });
    expect(cta.getAttribute('href')).toBe('https://beden.example.com/tablo');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
    const price = screen.getByText('₺499,00');
    expect(price.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sıkça Sorulan Sorular' })).toBeTruthy();
  });

  it('draws no section without data (a blank plain description included)', async () => {
    const { container } = await openPage(answer(EMPTY_PRODUCT_CONTENT, ''));
    expect(screen.getByText('Stokta')).toBeTruthy();
    // Ürün Soruları (issue 30) always stands under the product: no content section heading besides it.
    expect(screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent !== 'Ürün Soruları')).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Beden tablosu' })).toBeNull();
    expect(container.querySelector('.sf-product-section, .sf-product-cta')).toBeNull();
  });

  it('reads an answer without content (cached from before the server sent it) as the empty content', async () => {
    const { content: _, ...old } = answer(CONTENT);
    await openPage(old);
    expect(screen.getByText('Düz metin açıklama.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('product SSS accordion', () => {
  it('opens and closes each answer with Enter and Space, telling assistive technology through aria-expanded', async () => {
    const user = userEvent.setup();
    render(<ProductFaq faq={CONTENT.faq} />);
    const first = screen.getByRole('button', { name: 'Kalıbı nasıl?' });
    const second = screen.getByRole('button', { name: 'Çeker mi?' });
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Normal kalıptır.');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Kalıbı nasıl?' })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Kalıbı nasıl?' }).textContent).toBe('Normal kalıptır.');
    // Each question is its own disclosure: the other stays closed.
    expect(second.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Çeker mi?' }).textContent).toBe('30 derecede yıkanınca çekmez.');
  });

  it('draws nothing without questions', () => {
    const { container } = render(<ProductFaq faq={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('product CTA link', () => {
  it('keeps a path of this site in the tab', () => {
    render(<ProductCta cta={{ text: 'Beden tablosu', link: '/sayfa/beden-tablosu' }} />);
    const link = screen.getByRole('link', { name: 'Beden tablosu' });
    expect(link.getAttribute('href')).toBe('/sayfa/beden-tablosu');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('draws nothing without a CTA', () => {
    const { container } = render(<ProductCta cta={null} />);
    expect(container.innerHTML).toBe('');
  });
});
