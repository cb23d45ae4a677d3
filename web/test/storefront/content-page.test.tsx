import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ContentPage } from '../../src/storefront/pages/ContentPage';
import { splitPageBody } from '../../src/storefront/pages/page-body';
import { routeOf } from '../../src/storefront/route';

describe('splitPageBody', () => {
  it('splits the body at its form blocks, in order, leaving out blank pieces', () => {
    expect(splitPageBody('<h2>Bize yazın</h2><div data-shop-form="iletisim"></div><p>Teşekkürler</p><div data-shop-form="anket_2"></div>')).toEqual([
      { kind: 'html', html: '<h2>Bize yazın</h2>' },
      { kind: 'form', formId: 'iletisim' },
      { kind: 'html', html: '<p>Teşekkürler</p>' },
      { kind: 'form', formId: 'anket_2' },
    ]);
  });
  it('gives the body whole when it holds no form', () => {
    expect(splitPageBody('<p>Yalnızca metin</p>')).toEqual([{ kind: 'html', html: '<p>Yalnızca metin</p>' }]);
    expect(splitPageBody('')).toEqual([]);
  });
  it('takes nothing else for a form block: another attribute, content inside, a bad id', () => {
    for (const html of [
      '<div data-shop-form="a" class="x"></div>',
      '<div data-shop-form="a">x</div>',
      '<div data-shop-form="a b"></div>',
      '<p data-shop-form="a"></p>',
    ])
      expect(splitPageBody(html)).toEqual([{ kind: 'html', html }]);
  });
});

describe('/sayfa/{slug}', () => {
  it('is a content page route', () => {
    expect(routeOf('/sayfa/kvkk-aydinlatma-metni')).toEqual({ kind: 'page', slug: 'kvkk-aydinlatma-metni' });
    expect(routeOf('/sayfa/')).toEqual({ kind: 'notFound' });
    expect(routeOf('/sayfa/a/b')).toEqual({ kind: 'notFound' });
  });
});

describe('ContentPage', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it('shows the page with its title and meta, and each form through renderForm', async () => {
    answer(200, {
      page: {
        title: 'İletişim',
        slug: 'iletisim',
        bodyHtml: '<h2>Bize ulaşın</h2><div data-shop-form="iletisim"></div><p>Son</p>',
        seoTitle: '',
        seoDescription: 'Bize yazın.',
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    });
    render(<ContentPage slug="iletisim" renderForm={(id) => <form aria-label={`form ${id}`} />} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'İletişim' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bize ulaşın' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'form iletisim' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('İletişim | Mağaza'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bize yazın.');
  });

  it('draws nothing for a form block without a renderer', async () => {
    answer(200, {
      page: { title: 'A', slug: 'a', bodyHtml: '<p>x</p><div data-shop-form="f"></div>', seoTitle: '', seoDescription: '', updatedAt: '' },
    });
    const { container } = render(<ContentPage slug="a" />);
    await screen.findByRole('heading', { level: 1, name: 'A' });
    expect(container.querySelector('[data-shop-form]')).toBeNull();
  });

  it('shows the Turkish 404 for a draft or unknown page', async () => {
    answer(404, { error: 'NotFound', message: 'Sayfa bulunamadı.' });
    render(<ContentPage slug="yok" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı'));
  });
});
