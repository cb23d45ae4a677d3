import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, within } from '@testing-library/react';
import { bannerComponentDataSchema } from '@shop/shared';
import { ClockContext, fixedClock } from '../../src/storefront/clock';
import { BannerCarousel } from '../../src/storefront/components/BannerCarousel';

const image = (name: string) => ({ type: 'IMAGE', filePath: `/media/${name}.png`, name });

const data = (extra: object = {}) =>
  bannerComponentDataSchema.parse({
    banners: [
      { id: 1, queue: 1, title: 'Birinci', gallery: image('bir'), mobileGallery: image('bir-mobil') },
      { id: 2, queue: 2, title: 'İkinci', gallery: image('iki'), publishedAt: '2026-07-01T00:00:00.000Z' },
      { id: 3, queue: 3, title: 'Üçüncü', gallery: image('uc'), expiredAt: '2026-06-01T00:00:00.000Z' },
    ],
    settings: { autoPlay: true, autoPlaySpeed: 5000 },
    ...extra,
  });

const renderAt = (iso: string, leading: boolean) =>
  render(
    <ClockContext.Provider value={fixedClock(Date.parse(iso))}>
      <BannerCarousel data={data()} leading={leading} />
    </ClockContext.Provider>,
  ).container;

describe('storefront banner carousel', () => {
  it('shows only the banners within their dates, as numbered slide groups in a karusel region', () => {
    const root = renderAt('2026-07-15T00:00:00.000Z', false);
    const region = within(root).getByRole('region', { name: 'Kampanyalar' });
    expect(region.getAttribute('aria-roledescription')).toBe('karusel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => [s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual([
      ['slayt', '1 / 2'],
      ['slayt', '2 / 2'],
    ]);
    expect(slides.map((s) => s.querySelector('h2')?.textContent)).toEqual(['Birinci', 'İkinci']);
    // Before the second's publish date only the first shows: nothing to rotate, so no pause button.
    const early = renderAt('2026-06-15T00:00:00.000Z', false);
    expect(within(early).getAllByRole('group', { hidden: true })).toHaveLength(1);
    expect(within(early).queryByRole('button', { name: 'Otomatik geçişi durdur' })).toBeNull();
  });

  it('a <picture> with the mobile image below 768 px; the first image eager and first in line only when it leads the page', () => {
    const leading = renderAt('2026-07-15T00:00:00.000Z', true);
    const source = leading.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(source?.getAttribute('srcset')).toBe('/media/bir-mobil.png');
    const images = [...leading.querySelectorAll('img')];
    expect(images.map((i) => [i.getAttribute('src'), i.getAttribute('loading'), i.getAttribute('fetchpriority')])).toEqual([
      ['/media/bir.png', 'eager', 'high'],
      ['/media/iki.png', 'lazy', null],
    ]);
    const later = renderAt('2026-07-15T00:00:00.000Z', false);
    expect([...later.querySelectorAll('img')].map((i) => i.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('pause/play is a visible button; the live region is off while rotating and polite when stopped, by the button, hover or focus', () => {
    const root = renderAt('2026-07-15T00:00:00.000Z', false);
    const region = within(root).getByRole('region', { name: 'Kampanyalar' });
    const track = root.querySelector('.sf-banner-track') as HTMLElement;
    expect(track.getAttribute('aria-live')).toBe('off');

    fireEvent.mouseEnter(region);
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(region);
    expect(track.getAttribute('aria-live')).toBe('off');

    const pause = within(region).getByRole('button', { name: 'Otomatik geçişi durdur' });
    act(() => pause.focus());
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(pause);
    const play = within(region).getByRole('button', { name: 'Otomatik geçişi başlat' });
    act(() => play.blur());
    // Stopped by the shopper: leaving does not start it again; play does.
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(play);
    act(() => play.blur());
    expect(track.getAttribute('aria-live')).toBe('off');
  });
});

describe('storefront banner carousel rotation', () => {
  const twoShowing = () =>
    render(
      <ClockContext.Provider value={fixedClock(Date.parse('2026-07-15T00:00:00.000Z'))}>
        <BannerCarousel data={data()} />
      </ClockContext.Provider>,
    ).container;
  const shownTitle = (root: HTMLElement) => root.querySelector('.sf-banner-slide.is-active h2')?.textContent;
  const prefersReducedMotion = (reduce: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves to the next banner after its speed, and not while the pointer is over it', () => {
    prefersReducedMotion(false);
    const root = twoShowing();
    expect(shownTitle(root)).toBe('Birinci');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(shownTitle(root)).toBe('Birinci');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownTitle(root)).toBe('İkinci');

    fireEvent.mouseEnter(within(root).getByRole('region', { name: 'Kampanyalar' }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(shownTitle(root)).toBe('İkinci');
  });

  it('does not rotate under prefers-reduced-motion until the shopper presses play', () => {
    prefersReducedMotion(true);
    const root = twoShowing();
    const play = within(root).getByRole('button', { name: 'Otomatik geçişi başlat' });
    expect(root.querySelector('.sf-banner-track')?.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(shownTitle(root)).toBe('Birinci');

    fireEvent.click(play);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownTitle(root)).toBe('İkinci');
  });
});
