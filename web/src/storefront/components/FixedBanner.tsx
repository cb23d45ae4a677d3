import { useState, type CSSProperties } from 'react';
import type { FixedBannerSettings } from '@shop/shared';
import { linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { LazyIcon } from './LazyIcon';
import { deviceClasses, fontFamily, margins } from './style-helpers';
import { useHydrated } from '../ssr/hydrated';

const dismissedKey = (bannerName: string) => `storefront.dismissed.${bannerName}`;

const wasDismissed = (bannerName: string): boolean => {
  try {
    return window.localStorage.getItem(dismissedKey(bannerName)) === '1';
  } catch {
    return false;
  }
};

/**
 * BANNER_COMPONENT: a fixed announcement strip led by its lucide icon; its close button remembers
 * the choice per banner (not in the preview).
 */
export function FixedBanner({ data, preview }: { data: FixedBannerSettings; preview: boolean }) {
  const [closed, setClosed] = useState(false);
  // The server cannot know this browser's choice: read it once hydrated, so the first pass matches the server's markup.
  const hydrated = useHydrated();
  if (closed || (hydrated && !preview && wasDismissed(data.bannerName))) return null;
  const link = data.linkText ? linkProps(data.link ?? { target: data.linkHref === '#' ? '' : data.linkHref, newTab: false }) : undefined;
  const close = () => {
    setClosed(true);
    if (preview) return;
    try {
      window.localStorage.setItem(dismissedKey(data.bannerName), '1');
    } catch {
      // Storage unavailable: the strip comes back on the next visit.
    }
  };
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    background: data.backgroundColor,
    color: data.textColor,
    fontSize: data.fontSize,
    fontFamily: fontFamily(data.fontFamily),
  } as CSSProperties;
  const visibility = deviceClasses({ mobile: data.showOnMobile, tablet: data.showOnTablet, desktop: data.showOnDesktop });
  return (
    <aside className={`sf-fixed-banner ${visibility}`} style={style} aria-label={data.name}>
      <p className={data.centerContent ? 'sf-fixed-banner-text is-centered' : 'sf-fixed-banner-text'}>
        {data.iconName && <LazyIcon iconKey={data.iconName} className="sf-fixed-banner-icon" />}
        {data.content}
        {link && (
          <a {...link} style={{ color: data.linkColor }}>
            {data.linkText}
          </a>
        )}
      </p>
      {data.showCloseButton && (
        <button type="button" className="sf-close" style={{ color: data.closeButtonColor }} aria-label={T.closeAnnouncement} onClick={close}>
          ×
        </button>
      )}
    </aside>
  );
}
