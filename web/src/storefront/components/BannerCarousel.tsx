import './banner-carousel.css';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import type { Banner, BannerComponentData, Media } from '@shop/shared';
import { useClock } from '../clock';
import { bannerLink, linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { BANNER_CAROUSEL_TEXTS as B } from './banner-texts';
import { autoPlayDelay, carouselBox, showingBanners, stepSlide } from './banner-window';
import { aspectRatio, fontFamily } from './style-helpers';
import { FULL_WIDTH, ImagePreload, ResponsiveImage, sourceSet } from './ResponsiveImage';
import { useReducedMotion } from './use-reduced-motion';

/** A `<source>`'s own size, so the mobile image's box is right before it loads. */
const boxOf = ({ width, height }: Media) => (width && height ? { width, height } : {});

/** Same breakpoint as the storefront's CSS: the mobile media shows below 768 px. */
const MOBILE_QUERY = '(max-width: 767.98px)';
const DESKTOP_QUERY = '(min-width: 768px)';

const textStyle = (style: Banner['titleStyle']): CSSProperties => ({
  fontFamily: fontFamily(style.fontFamily),
  fontWeight: style.fontWeight,
  textTransform: style.textTransform,
  color: style.color,
});

/** How a slide's image loads: the page's first image eagerly and first in line (LCP), every other lazily. */
type Loading = 'priority' | 'lazy';

function BannerVideo({ media, className, still }: { media: Media; className: string; still: boolean }) {
  // Under reduced motion a banner video does not play by itself.
  return <video className={className} src={media.filePath} muted loop playsInline autoPlay={!still} preload="metadata" aria-hidden="true" />;
}

/** The slide's media: a <picture> with the mobile image below 768 px; a video per device where either is one. */
function SlideMedia({ banner, loading, still }: { banner: Banner; loading: Loading; still: boolean }) {
  const desktop = banner.gallery;
  const mobile = banner.mobileGallery;
  if (!desktop) return null;
  if (desktop.type === 'IMAGE' && (!mobile || mobile.type === 'IMAGE')) {
    return (
      <picture>
        {mobile && loading === 'priority' && (
          <>
            <ImagePreload source={mobile} sizes={FULL_WIDTH} media={MOBILE_QUERY} />
            <ImagePreload source={desktop} sizes={FULL_WIDTH} media={DESKTOP_QUERY} />
          </>
        )}
        {mobile && <source media={MOBILE_QUERY} {...sourceSet(mobile, FULL_WIDTH)} {...boxOf(mobile)} />}
        <ResponsiveImage source={desktop} sizes={FULL_WIDTH} alt={banner.title} loading={loading} preload={!mobile} />
      </picture>
    );
  }
  const media = (m: Media, device: 'desktop' | 'mobile' | 'all') => {
    const className = `sf-banner-media sf-banner-media--${device}`;
    return m.type === 'VIDEO' ? (
      <BannerVideo key={device} media={m} className={className} still={still} />
    ) : (
      <ResponsiveImage
        key={device}
        className={className}
        source={m}
        sizes={FULL_WIDTH}
        alt={banner.title}
        loading={loading}
        preload={device === 'all'}
      />
    );
  };
  return mobile ? [media(desktop, 'desktop'), media(mobile, 'mobile')] : media(desktop, 'all');
}

function Slide({
  banner,
  index,
  count,
  active,
  loading,
  still,
}: {
  banner: Banner;
  index: number;
  count: number;
  active: boolean;
  loading: Loading;
  still: boolean;
}) {
  const link = bannerLink(banner.link);
  const content = (
    <div className={`sf-banner-content sf-banner-content--${banner.contentPosition.toLowerCase()}`}>
      {banner.title && <h2 style={textStyle(banner.titleStyle)}>{banner.title}</h2>}
      {banner.description && <p style={textStyle(banner.descriptionStyle)}>{banner.description}</p>}
      {banner.isButtonVisible && link && (
        <a className="sf-btn" {...linkProps(link)}>
          {link.title || banner.title}
        </a>
      )}
    </div>
  );
  return (
    <div
      className={`sf-banner-slide${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription={B.slideRoleDescription}
      aria-label={B.slideLabel(index + 1, count)}
      aria-hidden={!active}
      inert={!active}
    >
      <SlideMedia banner={banner} loading={loading} still={still} />
      {banner.hasOverlay && banner.overlayColor && <div className="sf-banner-overlay" style={{ background: banner.overlayColor }} />}
      {link && !banner.isButtonVisible ? (
        <a className="sf-banner-link" {...linkProps(link)} aria-label={banner.title || link.title}>
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  );
}

/**
 * BANNER: the carousel of banners showing now, FADE or SLIDE, after the WAI-ARIA carousel pattern: a
 * pause/play control first, previous/next, slides as numbered groups, a live region that is quiet
 * while it rotates. Rotation stops while the pointer is over it or focus is in it, and never starts
 * under prefers-reduced-motion unless the shopper presses play. `leading`: the page's first block,
 * whose first image is the page's largest paint.
 */
export function BannerCarousel({ data, leading = false }: { data: BannerComponentData; leading?: boolean }) {
  const { settings } = data;
  const now = useClock().now();
  const banners = showingBanners(data.banners, now);
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  // null until the shopper presses pause or play: then reduced motion decides.
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const stopped = stoppedByUser ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackId = useId();
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const delay = autoPlayDelay(settings, count);
  const rotating = delay !== null && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => stepSlide(i, 1, count, settings.loop)), delay);
    return () => window.clearTimeout(timer);
  }, [rotating, delay, count, settings.loop, current]);

  // With no banner showing (none yet, or all outside their dates) the box stays: nothing below moves when one starts.
  const box = carouselBox(banners);
  const style = {
    '--sf-ar': aspectRatio(settings.aspectRatio),
    '--sf-ar-mobile': aspectRatio(settings.mobileAspectRatio),
    '--sf-banner-max': `${settings.height}px`,
    ...(box.desktopHeight === null ? {} : { '--sf-banner-h': `${box.desktopHeight}px` }),
    ...(box.mobileHeight === null ? {} : { '--sf-banner-h-mobile': `${box.mobileHeight}px` }),
  } as CSSProperties;
  const classes = [
    'sf-banner',
    `sf-banner--${settings.transitionEffect.toLowerCase()}`,
    box.desktopHeight === null ? '' : 'sf-banner--height',
    box.mobileHeight === null ? '' : 'sf-banner--mobile-height',
  ].join(' ');
  const go = (next: number) => setIndex(stepSlide(current, next - current, count, settings.loop));

  return (
    <section
      className={classes}
      style={style}
      aria-roledescription={B.roleDescription}
      aria-label={T.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {delay !== null && (
        <button type="button" className="sf-banner-rotation" aria-label={stopped ? B.play : B.pause} onClick={() => setStoppedByUser(!stopped)}>
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
      <div
        id={trackId}
        className="sf-banner-track"
        aria-live={rotating ? 'off' : 'polite'}
        style={settings.transitionEffect === 'SLIDE' ? { transform: `translateX(-${current * 100}%)` } : undefined}
      >
        {banners.map((banner, i) => (
          <Slide
            key={String(banner.id)}
            banner={banner}
            index={i}
            count={count}
            active={i === current}
            loading={leading && i === 0 ? 'priority' : 'lazy'}
            still={reducedMotion}
          />
        ))}
      </div>
      {settings.navigationEnabled && count > 1 && (
        <>
          <button type="button" className="sf-arrow sf-arrow--prev" aria-label={T.previous} aria-controls={trackId} onClick={() => go(current - 1)}>
            ‹
          </button>
          <button type="button" className="sf-arrow sf-arrow--next" aria-label={T.next} aria-controls={trackId} onClick={() => go(current + 1)}>
            ›
          </button>
        </>
      )}
      {settings.paginationEnabled && count > 1 && (
        <div className="sf-dots">
          {banners.map((banner, i) => (
            <button
              key={String(banner.id)}
              type="button"
              className={i === current ? 'is-active' : undefined}
              aria-label={T.goToSlide(i + 1)}
              aria-current={i === current}
              aria-controls={trackId}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
