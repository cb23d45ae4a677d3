import { useEffect, useState, type CSSProperties } from 'react';
import type { Banner, BannerComponentData } from '@shop/shared';
import { useClock } from '../clock';
import { bannerLink, linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { aspectRatio, fontFamily } from './style-helpers';
import { useReducedMotion } from './use-reduced-motion';

const isShowing = (banner: Banner, now: number) =>
  banner.status === 'PUBLISHED' &&
  (!banner.publishedAt || Date.parse(banner.publishedAt) <= now) &&
  (!banner.expiredAt || Date.parse(banner.expiredAt) > now);

function Slide({ banner, active }: { banner: Banner; active: boolean }) {
  const link = bannerLink(banner.link);
  const image = banner.gallery?.filePath;
  const mobileImage = banner.mobileGallery?.filePath;
  const content = (
    <div className={`sf-banner-content sf-banner-content--${banner.contentPosition.toLowerCase()}`}>
      {banner.title && <h2 style={{ ...textStyle(banner.titleStyle) }}>{banner.title}</h2>}
      {banner.description && <p style={textStyle(banner.descriptionStyle)}>{banner.description}</p>}
      {banner.isButtonVisible && link && (
        <a className="sf-btn" {...linkProps(link)}>
          {link.title || banner.title}
        </a>
      )}
    </div>
  );
  return (
    <div className={`sf-banner-slide${active ? ' is-active' : ''}`} aria-hidden={!active} inert={!active}>
      {image && (
        <picture>
          {mobileImage && <source media="(max-width: 767.98px)" srcSet={mobileImage} />}
          <img src={image} alt={banner.title} />
        </picture>
      )}
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

const textStyle = (style: Banner['titleStyle']): CSSProperties => ({
  fontFamily: fontFamily(style.fontFamily),
  fontWeight: style.fontWeight,
  textTransform: style.textTransform,
  color: style.color,
});

/** BANNER: the carousel of banners, FADE or SLIDE, with arrows, dots and autoplay as set. */
export function BannerCarousel({ data }: { data: BannerComponentData }) {
  const { settings } = data;
  const now = useClock().now();
  const banners = data.banners.filter((b) => isShowing(b, now)).sort((a, b) => a.queue - b.queue);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const go = (next: number) => {
    if (count === 0) return;
    if (settings.loop) setIndex(((next % count) + count) % count);
    else setIndex(Math.max(0, Math.min(count - 1, next)));
  };

  const speed = settings.autoPlaySpeed;
  const canAutoPlay = settings.autoPlay && speed !== null && count > 1 && !paused && !reducedMotion;
  useEffect(() => {
    if (!canAutoPlay) return undefined;
    const timer = window.setInterval(() => {
      setIndex((i) => (i + 1 < count ? i + 1 : settings.loop ? 0 : i));
    }, speed);
    return () => window.clearInterval(timer);
  }, [canAutoPlay, count, speed, settings.loop]);

  const style = {
    '--sf-ar': aspectRatio(settings.aspectRatio),
    '--sf-ar-mobile': aspectRatio(settings.mobileAspectRatio),
  } as CSSProperties;
  return (
    <section
      className={`sf-banner sf-banner--${settings.transitionEffect.toLowerCase()}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={T.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="sf-banner-track" style={settings.transitionEffect === 'SLIDE' ? { transform: `translateX(-${current * 100}%)` } : undefined}>
        {banners.map((banner, i) => (
          <Slide key={String(banner.id)} banner={banner} active={i === current} />
        ))}
      </div>
      {settings.navigationEnabled && count > 1 && (
        <>
          <button type="button" className="sf-arrow sf-arrow--prev" aria-label={T.previous} onClick={() => go(current - 1)}>
            ‹
          </button>
          <button type="button" className="sf-arrow sf-arrow--next" aria-label={T.next} onClick={() => go(current + 1)}>
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
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
