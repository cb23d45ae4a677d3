import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { MarqueeSettings } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { fontFamily, margins } from './style-helpers';

/** Until the strip is measured: a rough width per character, so the speed is about right from the start. */
const estimatedWidth = (data: MarqueeSettings) =>
  data.announcements.reduce((sum, a) => sum + a.text.length * data.fontSize * 0.55 + data.announcementGap, 0);

/**
 * MARQUEE: announcements scrolling at `scrollSpeed` pixels a second. The list is drawn twice so
 * the loop has no gap; the copy is hidden from screen readers. Reduced motion: no scrolling (CSS).
 */
export function Marquee({ data }: { data: MarqueeSettings }) {
  const group = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(() => estimatedWidth(data));
  const announcements = [...data.announcements].sort((a, b) => a.order - b.order);
  useLayoutEffect(() => {
    const measured = group.current?.scrollWidth ?? 0;
    if (measured > 0) setWidth(measured);
  }, [data]);
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    background: data.backgroundColor,
    color: data.textColor,
    fontSize: data.fontSize,
    fontFamily: fontFamily(data.fontFamily),
    '--sf-marquee-duration': `${Math.max(width / data.scrollSpeed, 1).toFixed(2)}s`,
    '--sf-marquee-gap': `${data.announcementGap}px`,
    '--sf-marquee-inner-gap': `${data.innerGap}px`,
  } as CSSProperties;
  const className = ['sf-marquee', `sf-marquee--${data.direction}`, data.hoverPause && 'sf-marquee--pause', data.gradient && 'sf-marquee--gradient']
    .filter(Boolean)
    .join(' ');
  const list = (copy: boolean) => (
    <ul ref={copy ? undefined : group} className="sf-marquee-group" aria-hidden={copy || undefined}>
      {announcements.map((a) => (
        <li key={String(a.id)}>{a.text}</li>
      ))}
    </ul>
  );
  return (
    <section className={className} style={style} aria-label={T.announcements}>
      {announcements.length > 0 && (
        <div className="sf-marquee-track">
          {list(false)}
          {list(true)}
        </div>
      )}
    </section>
  );
}
