import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { bannerComponentDataSchema, productCardOf, productSchema } from '@shop/shared';
import { ClockContext, fixedClock } from '../../src/storefront/clock';
import { BannerCarousel } from '../../src/storefront/components/BannerCarousel';
import { ProductCard } from '../../src/storefront/components/ProductCard';
import { columnSizes } from '../../src/storefront/components/ResponsiveImage';
import { Gallery } from '../../src/storefront/components/Gallery';
import { gallerySettingsSchema } from '@shop/shared';

/** Issue 32: every storefront image carries srcset/sizes from its WebP widths, lazy unless it is the LCP. */

const withVariants = (name: string) => ({
  type: 'IMAGE' as const,
  filePath: `/media/abc/${name}.jpg`,
  name,
  width: 1500,
  height: 1000,
  variantWidths: [320, 640, 960, 1280],
});
const srcsetOf = (name: string) =>
  `/media/abc/${name}-320w.webp 320w, /media/abc/${name}-640w.webp 640w, /media/abc/${name}-960w.webp 960w, /media/abc/${name}-1280w.webp 1280w, /media/abc/${name}.jpg 1500w`;

const attributes = (img: Element | null | undefined) =>
  Object.fromEntries(
    ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding', 'fetchpriority'].map((n) => [n, img?.getAttribute(n) ?? null]),
  );

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
});

describe('responsive images in the storefront', () => {
  it('a product card: srcset of the WebP widths and the original, sizes of its grid, lazy, async, its square reserved', () => {
    const product = productSchema.parse({
      id: 'p1',
      name: 'Keten Gömlek',
      slug: 'keten-gomlek',
      categoryIds: [],
      price: 100,
      stock: 3,
      isActive: true,
      createdAt: '2026-07-01T00:00:00.000Z',
      updatedAt: '2026-07-01T00:00:00.000Z',
      images: [{ ...withVariants('gomlek'), alt: 'Keten gömlek' }],
    });
    const { container } = render(<ProductCard product={productCardOf(product)} sizes={columnSizes(2, 3, 4)} />);
    expect(attributes(container.querySelector('img'))).toEqual({
      src: '/media/abc/gomlek.jpg',
      srcset: srcsetOf('gomlek'),
      sizes: '(max-width: 767.98px) calc(100vw / 2), (max-width: 1024px) calc(100vw / 3), calc(min(100vw, 80rem) / 4)',
      width: '400',
      height: '400',
      loading: 'lazy',
      decoding: 'async',
      fetchpriority: null,
    });
  });

  it('an image uploaded before variants renders its original alone', () => {
    const { container } = render(
      <ProductCard product={{ id: 'p2', name: 'Eski', slug: 'eski', image: { filePath: '/media/eski/foto.png', alt: 'Eski foto' } }} />,
    );
    expect(attributes(container.querySelector('img'))).toMatchObject({ src: '/media/eski/foto.png', srcset: null, sizes: null, loading: 'lazy' });
  });

  it('the leading banner: eager, fetchpriority high, preloaded from the head with its srcset; the next slide lazy', () => {
    const data = bannerComponentDataSchema.parse({
      banners: [
        { id: 1, queue: 1, title: 'Yaz', gallery: withVariants('yaz') },
        { id: 2, queue: 2, title: 'Kış', gallery: withVariants('kis') },
      ],
    });
    const { container } = render(
      <ClockContext.Provider value={fixedClock(Date.parse('2026-07-15T00:00:00.000Z'))}>
        <BannerCarousel data={data} leading />
      </ClockContext.Provider>,
    );
    const [first, second] = container.querySelectorAll('img');
    expect(attributes(first)).toEqual({
      src: '/media/abc/yaz.jpg',
      srcset: srcsetOf('yaz'),
      sizes: '100vw',
      width: '1500',
      height: '1000',
      loading: 'eager',
      decoding: null,
      fetchpriority: 'high',
    });
    expect(attributes(second)).toMatchObject({ srcset: srcsetOf('kis'), loading: 'lazy', decoding: 'async', fetchpriority: null });
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toBe(srcsetOf('yaz'));
    expect(preload?.getAttribute('imagesizes')).toBe('100vw');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  });

  it('a leading banner with a mobile image: a <source> srcset for phones and one preload per device, by media query', () => {
    const data = bannerComponentDataSchema.parse({
      banners: [{ id: 1, queue: 1, title: 'Yaz', gallery: withVariants('yaz'), mobileGallery: withVariants('yaz-mobil') }],
    });
    const { container } = render(
      <ClockContext.Provider value={fixedClock(Date.parse('2026-07-15T00:00:00.000Z'))}>
        <BannerCarousel data={data} leading />
      </ClockContext.Provider>,
    );
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe(srcsetOf('yaz-mobil'));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((l) => [l.getAttribute('media'), l.getAttribute('imagesrcset')])).toEqual([
      ['(max-width: 767.98px)', srcsetOf('yaz-mobil')],
      ['(min-width: 768px)', srcsetOf('yaz')],
    ]);
  });

  it('a gallery: sizes from its columns per device, every image lazy', () => {
    const settings = gallerySettingsSchema.parse({
      columnsMobile: 2,
      columnsTablet: 3,
      columnsDesktop: 6,
      galleryItems: [{ id: 1, order: 1, image: withVariants('g1') }],
    });
    const { container } = render(<Gallery data={settings} />);
    expect(attributes(container.querySelector('img'))).toMatchObject({
      srcset: srcsetOf('g1'),
      sizes: columnSizes(2, 3, 6),
      loading: 'lazy',
      decoding: 'async',
    });
  });
});
