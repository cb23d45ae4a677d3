import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComponentView } from '../../src/storefront/components/ComponentView';
import { component } from './fixtures';
import { renderComponent } from './render-component';

/** The visitor's system asks for less motion. */
const stubReducedMotion = () =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query.includes('reduce'), addEventListener: () => undefined, removeEventListener: () => undefined })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

const announcements = [
  { id: 1, text: 'Kargo bedava', order: 1 },
  { id: 2, text: 'Yeni sezon', order: 2 },
];

describe('MARQUEE', () => {
  it('has a visible button that stops and restarts the scrolling, in Turkish', async () => {
    const root = renderComponent('MARQUEE', { announcements });
    const strip = within(root).getByRole('region', { name: 'Duyurular' });
    expect(strip.className).not.toContain('is-paused');
    await userEvent.click(within(root).getByRole('button', { name: 'Duyuruları durdur' }));
    expect(strip.className).toContain('is-paused');
    await userEvent.click(within(root).getByRole('button', { name: 'Duyuruları oynat' }));
    expect(strip.className).not.toContain('is-paused');
    expect(within(root).getByRole('button', { name: 'Duyuruları durdur' })).toBeTruthy();
  });

  it('hides the looping copy of the announcements from screen readers', () => {
    const root = renderComponent('MARQUEE', { announcements });
    const groups = [...root.querySelectorAll('.sf-marquee-group')];
    expect(groups.map((g) => g.getAttribute('aria-hidden'))).toEqual([null, 'true']);
    expect(
      within(root)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kargo bedava', 'Yeni sezon']);
  });

  it('pauses on hover only when hoverPause is on', () => {
    const strip = (data: object) => within(renderComponent('MARQUEE', data)).getByRole('region');
    expect(strip({ announcements, hoverPause: true }).className).toContain('sf-marquee--pause');
    expect(strip({ announcements, hoverPause: false }).className).not.toContain('sf-marquee--pause');
  });

  it('offers no pause button when the visitor asked for less motion (the strip stands still)', () => {
    stubReducedMotion();
    const root = renderComponent('MARQUEE', { announcements });
    expect(within(root).queryByRole('button')).toBeNull();
    expect(within(root).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('GALLERY', () => {
  const item = (id: number, name: string, link?: object) => ({ id, order: id, image: { filePath: `/media/${id}.jpg`, name }, link });

  it('links an image only when its link has a target', () => {
    const root = renderComponent('GALLERY', {
      galleryItems: [item(1, 'Sonbahar', { target: '/category/giyim', newTab: true }), item(2, 'Kış', { target: '' }), item(3, 'Yaz')],
    });
    const link = within(root).getByRole('link', { name: 'Sonbahar' });
    expect(link.getAttribute('href')).toBe('/category/giyim');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(root).getAllByRole('link')).toHaveLength(1);
    expect(within(root).getByRole('img', { name: 'Kış' }).closest('a')).toBeNull();
  });

  it('loads images lazily inside boxes of the chosen ratio, so nothing shifts as they arrive', () => {
    const root = renderComponent('GALLERY', { galleryItems: [item(1, 'Sonbahar'), item(2, 'Kış')], aspectRatio: '4:3' });
    for (const img of within(root).getAllByRole('img')) expect(img.getAttribute('loading')).toBe('lazy');
    expect(within(root).getByRole('region').style.getPropertyValue('--sf-ar')).toBe('4 / 3');
  });

  it('names a linked image by its link title when the file has no name', () => {
    const root = renderComponent('GALLERY', { galleryItems: [item(1, '', { target: '/indirim', title: 'İndirimler' })] });
    expect(within(root).getByRole('link', { name: 'İndirimler' })).toBeTruthy();
  });

  it('hands columns per device, gap and corners to the CSS', () => {
    const root = renderComponent('GALLERY', {
      columnsDesktop: 6,
      columnsTablet: 4,
      columnsMobile: 2,
      gap: 6,
      borderRadius: 999,
      hoverEffect: 'grayscale',
    });
    const section = within(root).getByRole('region');
    expect(['desktop', 'tablet', 'mobile'].map((d) => section.style.getPropertyValue(`--sf-cols-${d}`))).toEqual(['6', '4', '2']);
    expect(section.style.getPropertyValue('--sf-gap')).toBe('1.5rem');
    expect(section.style.getPropertyValue('--sf-item-radius')).toBe('9999px');
    expect(section.className).toContain('sf-hover-grayscale');
  });
});

describe('VIDEO', () => {
  const videoItem = { id: 1, video: { type: 'VIDEO', filePath: '/media/v.mp4', name: 'Tanıtım filmi' } };
  const renderVideo = (data: object) => renderComponent('VIDEO', { videoItem, ...data }).querySelector('video') as HTMLVideoElement;

  it('downloads nothing before the visitor plays it when it does not autoplay', () => {
    const video = renderVideo({ autoplay: false });
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.autoplay).toBe(false);
    expect(video.muted).toBe(false);
    expect(video.getAttribute('aria-label')).toBe('Tanıtım filmi');
  });

  it('autoplays muted and inline, with the muted attribute browsers check', () => {
    const video = renderVideo({ autoplay: true, muted: false });
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('muted')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  it('does not autoplay under reduced motion, and shows its controls so it can still be played', () => {
    stubReducedMotion();
    const video = renderVideo({ autoplay: true, controls: false });
    expect(video.autoplay).toBe(false);
    expect(video.controls).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
  });

  it('shows its optional link under the video', () => {
    const root = renderComponent('VIDEO', { videoItem: { ...videoItem, link: { target: '/kampanya', title: 'Kampanyayı incele' } } });
    expect(within(root).getByRole('link', { name: 'Kampanyayı incele' }).getAttribute('href')).toBe('/kampanya');
    expect(within(renderComponent('VIDEO', { videoItem }, { id: 'plain' })).queryByRole('link')).toBeNull();
  });
});

describe('FAQ', () => {
  // The line breaks show through `white-space: pre-line` (storefront.css), which jsdom does not apply.
  it('opens and closes an answer from the keyboard, keeping its line breaks', async () => {
    const answer = 'Kargo 2-3 iş günü sürer.\nİade 14 gün içinde ücretsizdir.';
    const root = renderComponent('FAQ', { faqItems: [{ id: 1, question: 'Kargo ve iade', answer, order: 1 }] });
    const button = within(root).getByRole('button', { name: 'Kargo ve iade' });
    expect(button.closest('h3')).toBeTruthy();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = within(root).getByRole('region', { name: 'Kargo ve iade' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe(answer);
    await userEvent.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(root).queryByRole('region')).toBeNull();
  });
});

describe('BANNER_COMPONENT', () => {
  const banner = (data: object) => (
    <ComponentView component={component('BANNER_COMPONENT', { componentData: data })} preview={false} highlighted={false} />
  );

  it('stays closed for the visitor after the page is opened again', async () => {
    window.localStorage.clear();
    const data = { content: 'Hafta sonu indirimi', bannerName: 'fixed-banner-weekend' };
    const first = render(banner(data));
    await userEvent.click(within(first.container).getByRole('button', { name: 'Duyuruyu kapat' }));
    first.unmount();
    const again = render(banner(data));
    expect(within(again.container).queryByText('Hafta sonu indirimi')).toBeNull();
    const otherBanner = render(banner({ ...data, bannerName: 'fixed-banner-other' }));
    expect(within(otherBanner.container).getByText('Hafta sonu indirimi')).toBeTruthy();
  });
});
