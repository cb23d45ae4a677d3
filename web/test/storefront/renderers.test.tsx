import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComponentView } from '../../src/storefront/components/ComponentView';
import { component } from './fixtures';
import { renderComponent } from './render-component';

/** Settings of the wrong type everywhere: the renderer must fall back to its defaults, never to nothing. */
const BROKEN = {
  title: 42,
  columns: 'x',
  banners: [{ nope: true }],
  announcements: 'y',
  galleryItems: 5,
  faqItems: [{}],
  backgroundColor: 'url(javascript:alert(1))',
  navigationItems: [{ id: 1 }],
};

describe('storefront renderers with defaults and with broken settings', () => {
  it.each([{}, BROKEN, null])('HEADER shows the default menu, search, account and cart (%#)', (data) => {
    const root = renderComponent('HEADER', data);
    expect(within(root).getByRole('link', { name: 'Anasayfa' }).getAttribute('href')).toBe('/');
    expect(within(root).getByRole('search')).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Hesabım' }).getAttribute('href')).toBe('/hesabim');
    expect(within(root).getByRole('button', { name: 'Sepet' })).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Mağaza' })).toBeTruthy();
  });

  it('HEADER: a list item opens its children; the menu toggle is hidden on desktop and tells its state', async () => {
    const root = renderComponent('HEADER', {
      title: 'Moda Dükkanı',
      navigationItems: [
        {
          id: 1,
          type: 'list',
          title: 'Kategoriler',
          order: 1,
          children: [{ id: 2, title: 'Elbise', link: { target: '/category/giyim/kadin/elbise' }, order: 1 }],
        },
      ],
    });
    expect(within(root).getByRole('link', { name: 'Moda Dükkanı' })).toBeTruthy();
    const list = within(root).getByRole('button', { name: 'Kategoriler' });
    expect(list.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(list);
    expect(within(root).getByRole('link', { name: 'Elbise' }).getAttribute('href')).toBe('/category/giyim/kadin/elbise');
    const toggle = within(root).getByRole('button', { name: 'Menüyü aç' });
    expect(toggle.closest('span')?.className).toContain('sf-hide-desktop');
    await userEvent.click(toggle);
    expect(within(root).getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
  });

  it.each([{}, BROKEN])('FOOTER shows the three default columns and the year (%#)', (data) => {
    const root = renderComponent('FOOTER', data);
    expect(
      within(root)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Kategoriler', 'Sözleşmeler', 'Sayfalar']);
    expect(within(root).getByText(`© ${new Date().getFullYear()}`)).toBeTruthy();
    expect(within(root).getByRole('list', { name: 'Güvenli ödeme' })).toBeTruthy();
  });

  it('FOOTER uses its links and colours', () => {
    const root = renderComponent('FOOTER', {
      columnCount: 1,
      backgroundColor: '#111827',
      columns: [{ id: 1, title: 'Kurumsal', order: 1, links: [{ id: 1, title: 'Hakkımızda', link: { target: '/hakkimizda' }, order: 1 }] }],
    });
    expect(within(root).getByRole('link', { name: 'Hakkımızda' }).getAttribute('href')).toBe('/hakkimizda');
    expect((root.querySelector('footer') as HTMLElement).style.background).toBe('rgb(17, 24, 39)');
  });

  it.each([{}, BROKEN])('BANNER without banners keeps its box and aspect ratio (%#)', (data) => {
    const root = renderComponent('BANNER', data);
    const section = within(root).getByRole('region', { name: 'Kampanyalar' });
    expect(section.style.getPropertyValue('--sf-ar')).toBe('16 / 6');
    expect(section.style.getPropertyValue('--sf-ar-mobile')).toBe('2 / 3');
  });

  it('BANNER shows its banners in queue order with arrows and dots that move between them', async () => {
    const banner = (id: number, queue: number, title: string) => ({
      id,
      queue,
      title,
      description: `${title} açıklama`,
      link: JSON.stringify({ type: 'custom', title: 'İncele', target: `/kampanya-${id}`, newTab: false }),
    });
    const root = renderComponent('BANNER', {
      banners: [banner(2, 2, 'İkinci'), banner(1, 1, 'Birinci')],
      settings: { autoPlay: false, transitionEffect: 'SLIDE' },
    });
    expect(within(root).getByRole('heading', { name: 'Birinci' })).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Birinci' }).getAttribute('href')).toBe('/kampanya-1');
    const dots = within(root).getAllByRole('button', { name: /görsele git/ });
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', 'false']);
    await userEvent.click(within(root).getByRole('button', { name: 'Sonraki' }));
    expect(
      within(root)
        .getAllByRole('button', { name: /görsele git/ })
        .map((d) => d.getAttribute('aria-current')),
    ).toEqual(['false', 'true']);
    expect((root.querySelector('.sf-banner-track') as HTMLElement).style.transform).toBe('translateX(-100%)');
  });

  it('BANNER turns by itself at its autoplay speed, and not when the visitor asks for less motion', () => {
    vi.useFakeTimers();
    try {
      const banners = [1, 2].map((id) => ({ id, queue: id, title: `Afiş ${id}` }));
      const data = { banners, settings: { autoPlay: true, autoPlaySpeed: 3000, transitionEffect: 'FADE' } };
      const current = (root: HTMLElement) =>
        within(root)
          .getAllByRole('button', { name: /görsele git/ })
          .findIndex((d) => d.getAttribute('aria-current') === 'true');
      const root = renderComponent('BANNER', data);
      expect(current(root)).toBe(0);
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(current(root)).toBe(1);
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(current(root)).toBe(0);

      const matchMedia = vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      vi.stubGlobal('matchMedia', matchMedia);
      const still = renderComponent('BANNER', data, { id: 'still' });
      act(() => {
        vi.advanceTimersByTime(9000);
      });
      expect(current(still)).toBe(0);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it.each([{}, BROKEN])('PRODUCT_LIST without products says so (%#)', (data) => {
    const root = renderComponent('PRODUCT_LIST', data);
    expect(within(root).getByText('Bu listede henüz ürün yok.')).toBeTruthy();
  });

  it('PRODUCT_LIST grid shows itemsPerPage products, then loads loadMoreCount more', async () => {
    const products = Array.from({ length: 12 }, (_, i) => ({
      productId: `p${i}`,
      order: i,
      product: { id: `p${i}`, name: `Ürün ${i + 1}`, slug: `urun-${i + 1}` },
    }));
    const root = renderComponent('PRODUCT_LIST', { title: 'Yeni Gelenler', itemsPerPage: 4, loadMoreCount: 6 }, { products });
    expect(within(root).getByRole('heading', { name: 'Yeni Gelenler' })).toBeTruthy();
    expect(within(root).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(within(root).getByRole('button', { name: 'Daha fazla göster' }));
    expect(within(root).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(within(root).getByRole('button', { name: 'Daha fazla göster' }));
    expect(within(root).getAllByRole('article')).toHaveLength(12);
    expect(within(root).queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('PRODUCT_LIST slider has arrows and one dot per page', () => {
    const products = Array.from({ length: 9 }, (_, i) => ({ productId: i, order: i, product: { id: i, name: `Ürün ${i + 1}`, slug: `u${i}` } }));
    const root = renderComponent('PRODUCT_LIST', { layout: 'slider', desktopColumns: 4 }, { products });
    expect(within(root).getAllByRole('article')).toHaveLength(9);
    expect(within(root).getByRole('button', { name: 'Önceki' })).toBeTruthy();
    expect(within(root).getAllByRole('button', { name: /\d \/ 3/ })).toHaveLength(3);
  });

  it.each([{}, BROKEN])('MARQUEE keeps its strip and colours (%#)', (data) => {
    const root = renderComponent('MARQUEE', { ...data, announcements: [{ id: 1, text: 'Kargo bedava', order: 1 }] });
    const strip = within(root).getByRole('region', { name: 'Duyurular' });
    expect(strip.style.background).toBe('rgb(239, 68, 68)');
  });

  // Issue 31: no announcements, no empty coloured band.
  it('MARQUEE without announcements draws nothing', () => {
    const root = renderComponent('MARQUEE', { announcements: [] });
    expect(within(root).queryByRole('region', { name: 'Duyurular' })).toBeNull();
  });

  it('MARQUEE lists its announcements once for screen readers, with the speed and direction set', () => {
    const root = renderComponent('MARQUEE', { announcements: [{ id: 1, text: 'Kargo bedava', order: 1 }], direction: 'right', scrollSpeed: 100 });
    expect(within(root).getAllByText('Kargo bedava')).toHaveLength(2);
    expect(within(root).getAllByRole('listitem')).toHaveLength(1);
    const strip = within(root).getByRole('region', { name: 'Duyurular' });
    expect(strip.className).toContain('sf-marquee--right');
    expect(strip.className).toContain('sf-marquee--pause');
    expect(strip.style.getPropertyValue('--sf-marquee-duration')).toMatch(/s$/);
  });

  it.each([{}, BROKEN])('BANNER_COMPONENT shows its strip with a close button (%#)', (data) => {
    const root = renderComponent('BANNER_COMPONENT', data);
    expect(within(root).getByRole('complementary', { name: 'Sabit Duyuru Bandı' })).toBeTruthy();
    expect(within(root).getByRole('button', { name: 'Duyuruyu kapat' })).toBeTruthy();
  });

  it('BANNER_COMPONENT: per-device visibility, link, and closing remembered per banner', async () => {
    window.localStorage.clear();
    const data = { content: 'Yaz indirimi başladı', linkText: 'İncele', linkHref: '/indirim', showOnMobile: false, bannerName: 'fixed-banner-x' };
    const root = renderComponent('BANNER_COMPONENT', data);
    expect(within(root).getByRole('complementary').className).toContain('sf-hide-mobile');
    expect(within(root).getByRole('link', { name: 'İncele' }).getAttribute('href')).toBe('/indirim');
    await userEvent.click(within(root).getByRole('button', { name: 'Duyuruyu kapat' }));
    expect(within(root).queryByText('Yaz indirimi başladı')).toBeNull();
    const again = render(
      <ComponentView component={component('BANNER_COMPONENT', { id: 'other', componentData: data })} preview={false} highlighted={false} />,
    );
    expect(within(again.container).queryByText('Yaz indirimi başladı')).toBeNull();
  });

  it.each([{}, BROKEN])('GALLERY keeps its grid settings (%#)', (data) => {
    const root = renderComponent('GALLERY', data);
    const section = within(root).getByRole('region', { name: 'Görsel Galerisi' });
    expect(section.style.getPropertyValue('--sf-cols-desktop')).toBe('3');
    expect(section.className).toContain('sf-hover-scale');
  });

  it('GALLERY shows its images with links', () => {
    const root = renderComponent('GALLERY', {
      galleryItems: [{ id: 1, order: 1, image: { filePath: '/media/a.jpg', name: 'Sonbahar' }, link: { target: '/category/giyim' } }],
      columnsMobile: 2,
    });
    expect(within(root).getByRole('img', { name: 'Sonbahar' }).getAttribute('src')).toBe('/media/a.jpg');
    expect(within(root).getByRole('link').getAttribute('href')).toBe('/category/giyim');
  });

  it.each([{}, BROKEN])('VIDEO without a video shows shoppers nothing and the preview an empty frame (%#)', (data) => {
    const root = renderComponent('VIDEO', data);
    expect(within(root).getByRole('region', { name: 'Video Oynatıcı' })).toBeTruthy();
    expect(root.querySelector('.sf-video-frame')).toBeNull();
    const preview = render(<ComponentView component={component('VIDEO', { componentData: data })} preview highlighted={false} />);
    expect((preview.container.querySelector('.sf-video-frame') as HTMLElement).style.aspectRatio).toBe('16 / 9');
    expect(within(preview.container).getByText('Video henüz eklenmedi.')).toBeTruthy();
  });

  it('VIDEO plays its file with the switches set', () => {
    const root = renderComponent('VIDEO', {
      videoItem: { id: 1, video: { type: 'VIDEO', filePath: '/media/v.mp4' } },
      autoplay: true,
      loop: true,
      controls: false,
      maxWidth: '3xl',
    });
    const video = root.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/v.mp4');
    expect(video.autoplay && video.loop && video.muted && !video.controls).toBe(true);
    expect((root.querySelector('.sf-video') as HTMLElement).style.maxWidth).toBe('768px');
  });

  it.each([{}, BROKEN])('FAQ shows its default title (%#)', (data) => {
    const root = renderComponent('FAQ', data);
    expect(within(root).getByRole('heading', { name: 'Sıkça Sorulan Sorular' })).toBeTruthy();
  });

  it('FAQ is an accordion: a button with aria-expanded opens its answer', async () => {
    const root = renderComponent('FAQ', { faqItems: [{ id: 1, question: 'Kargo ne kadar sürer?', answer: '2-3 iş günü.', order: 1 }] });
    const button = within(root).getByRole('button', { name: 'Kargo ne kadar sürer?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(root).queryByRole('region')).toBeNull();
    expect(within(root).getByText('2-3 iş günü.').hidden).toBe(true);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(root).getByRole('region', { name: 'Kargo ne kadar sürer?' }).textContent).toBe('2-3 iş günü.');
  });

  it.each([{}, BROKEN])('NEWSLETTER shows the subscribe form (%#)', (data) => {
    const root = renderComponent('NEWSLETTER', data);
    expect(within(root).getByRole('heading', { name: 'Bültenimize Abone Olun' })).toBeTruthy();
    expect(within(root).getByRole('textbox', { name: 'E-posta adresiniz' })).toBeTruthy();
  });

  it('NEWSLETTER posts the address and says subscribed only once the server stored it', async () => {
    const posted: unknown[] = [];
    const answers = [
      new Response(JSON.stringify({ error: 'TooManyRequests', message: 'x' }), { status: 429 }),
      new Response(JSON.stringify({ subscribed: true }), { status: 201 }),
    ];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      posted.push({ url, method: init.method, body: JSON.parse(init.body as string) });
      return answers.shift() ?? new Response('{}', { status: 500 });
    });
    try {
      const root = renderComponent('NEWSLETTER');
      const input = within(root).getByRole('textbox', { name: 'E-posta adresiniz' });
      expect(input.getAttribute('autocomplete')).toBe('email');
      await userEvent.click(within(root).getByRole('button', { name: 'Abone ol' }));
      const invalid = within(root).getByRole('alert');
      expect(invalid.textContent).toBe('Geçerli bir e-posta adresi girin.');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe(invalid.id);
      expect(posted).toEqual([]);

      await userEvent.type(input, 'ayse@example.com');
      await userEvent.click(within(root).getByRole('button', { name: 'Abone ol' }));
      expect((await within(root).findByRole('alert')).textContent).toBe('Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.');
      expect(within(root).queryByRole('status')).toBeNull();
      expect(input.getAttribute('aria-invalid')).toBe('false');

      await userEvent.click(within(root).getByRole('button', { name: 'Abone ol' }));
      expect((await within(root).findByRole('status')).textContent).toBe('Teşekkürler! Bülten aboneliğiniz alındı.');
      expect(posted).toEqual([
        { url: '/api/storefront/newsletter', method: 'POST', body: { email: 'ayse@example.com', componentId: expect.any(String) } },
        { url: '/api/storefront/newsletter', method: 'POST', body: { email: 'ayse@example.com', componentId: expect.any(String) } },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('NEWSLETTER never claims success when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    try {
      const root = renderComponent('NEWSLETTER');
      await userEvent.type(within(root).getByRole('textbox', { name: 'E-posta adresiniz' }), 'ayse@example.com');
      await userEvent.click(within(root).getByRole('button', { name: 'Abone ol' }));
      expect((await within(root).findByRole('alert')).textContent).toBe(
        'Bağlantı kurulamadı; aboneliğiniz alınmadı. Bağlantınızı kontrol edip tekrar deneyin.',
      );
      expect(within(root).queryByRole('status')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('POPUP renders nothing in the page flow', () => {
    const root = renderComponent('POPUP');
    expect(root.textContent).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
