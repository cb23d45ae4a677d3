import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { MarqueeSettings } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { fontFamily, margins } from './style-helpers';
import { useReducedMotion } from './use-reduced-motion';

/** Until the strip is measured: a rough width per character, so the speed is about right from the start. */
const estimatedWidth = (data: MarqueeSettings) =>
  data.announcements.reduce((sum, a) => sum + a.text.length * data.fontSize * 0.55 + data.announcementGap, 0);

/**
 * The group's width changes with the window (it is at least as wide as the screen) and when the
 * web font arrives; the duration follows it so the strip keeps its pixels-a-second speed.
 */
function useMeasuredWidth(data: MarqueeSettings) {
  const group = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(() => estimatedWidth(data));
  useLayoutEffect(() => {
    const element = group.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.scrollWidth > 0) setWidth(element.scrollWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [data]);
  return { group, width };
}

/** The pause control's drawing: two bars while moving, a play triangle while paused. */
const ToggleIcon = ({ paused }: { paused: boolean }) => (
  <svg viewBox="0 0 16 16" width="12" height="12" fill="currentColor" aria-hidden="true" focusable="false">
    {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
  </svg>
);

/**
 * MARQUEE: announcements scrolling at `scrollSpeed` pixels a second. The list is drawn twice so
 * the loop has no gap; the copy is hidden from screen readers. Moving content needs a visible way
 * to stop it (WCAG 2.2.2), so a button pauses and resumes it; with `hoverPause`, resting the pointer
 * on the text pauses it too. Reduced motion: the strip stands still (CSS) and needs no button.
 */
export function Marquee({ data }: { data: MarqueeSettings }) {
  const { group, width } = useMeasuredWidth(data);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const announcements = [...data.announcements].sort((a, b) => a.order - b.order);
  // No announcements, no band: an empty coloured strip told shoppers nothing (issue 31).
  if (announcements.length === 0) return null;
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
  const className = [
    'sf-marquee',
    `sf-marquee--${data.direction}`,
    data.hoverPause && 'sf-marquee--pause',
    data.gradient && 'sf-marquee--gradient',
    paused && 'is-paused',
  ]
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
      {/* The viewport, not the whole strip, pauses on hover: pointing at the button must not already look paused. */}
      <div className="sf-marquee-viewport">
        <div className="sf-marquee-track">
          {list(false)}
          {list(true)}
        </div>
      </div>
      {!reducedMotion && (
        <button
          type="button"
          className="sf-marquee-toggle"
          aria-label={paused ? T.playAnnouncements : T.pauseAnnouncements}
          title={paused ? T.playAnnouncements : T.pauseAnnouncements}
          onClick={() => setPaused((p) => !p)}
        >
          <ToggleIcon paused={paused} />
        </button>
      )}
    </section>
  );
}
