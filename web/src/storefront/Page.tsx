import { useEffect, useState, type ReactNode } from 'react';
import type { AreaTab } from '@shop/shared';
import { useClock } from './clock';
import { ComponentView } from './components/ComponentView';
import { Popup } from './components/Popup';
import { ThemeFonts } from './fonts/ThemeFonts';
import { isPopupLive } from './popup-frequency';
import { STOREFRONT_TEXTS as T } from './texts';
import { activePopup, keyOf, visibleComponents, type ThemeState } from './theme-store';
import { themeVariables } from './theme-style';
import { useHydrated } from './ssr/hydrated';

export function Area({ state, area, preview, highlightedId }: { state: ThemeState; area: AreaTab; preview: boolean; highlightedId?: string | null }) {
  const components = visibleComponents(state, area);
  if (components.length === 0) return null;
  return (
    <div className={`sf-area sf-area--${area}`}>
      {components.map((c, i) => (
        <ComponentView
          key={keyOf(c.id)}
          component={c}
          preview={preview}
          highlighted={highlightedId === keyOf(c.id)}
          leading={area === 'middle' && i === 0}
        />
      ))}
    </div>
  );
}

/**
 * The storefront frame: the top area, the page, the bottom area and the popup, in the theme's colours.
 * In the builder's preview the popup shows while it is selected, and in a time-travel preview also
 * whenever it would be live at that instant (the visitor's frequency is not applied there).
 */
export function Page({
  state,
  preview = false,
  highlightedId = null,
  popupAllowed = true,
  children,
}: {
  state: ThemeState;
  preview?: boolean;
  highlightedId?: string | null;
  /** False on the pages a campaign must not interrupt (checkout and the order confirmation). */
  popupAllowed?: boolean;
  children: ReactNode;
}) {
  const clock = useClock();
  const popup = activePopup(state);
  // A shopper's popup depends on this browser's memory of it and on the time: decided only once hydrated, never in the server's HTML.
  const hydrated = useHydrated();
  const showPopup =
    popupAllowed &&
    (preview || hydrated) &&
    popup?.componentType === 'POPUP' &&
    (!preview || state.selectedId === keyOf(popup.id) || (clock.fixed && isPopupLive(popup.componentData, clock.now())));
  return (
    <div className="sf-root" style={themeVariables(state.settings.themeConfig)}>
      <ThemeFonts state={state} />
      <Area state={state} area="top" preview={preview} highlightedId={highlightedId} />
      <main className="sf-main">{children}</main>
      <Area state={state} area="bottom" preview={preview} highlightedId={highlightedId} />
      {showPopup && <Popup key={keyOf(popup.id)} data={popup.componentData} popupId={keyOf(popup.id)} preview={preview} now={clock.now} />}
    </div>
  );
}

export function Status({ children }: { children: ReactNode }) {
  return (
    <div className="sf-status" role="status">
      {children}
    </div>
  );
}

export function LoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const [online, setOnline] = useState(!offline);
  useEffect(() => {
    const back = () => {
      setOnline(true);
      onRetry();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [onRetry]);
  return (
    <div className="sf-status" role="alert">
      <p>{online ? T.loadError : T.offline}</p>
      <button type="button" className="sf-btn" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}

export function NotFound({ title = T.notFoundTitle, text = T.notFoundText }: { title?: string; text?: string }) {
  return (
    <section className="sf-not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="sf-btn" href="/">
        {T.backHome}
      </a>
    </section>
  );
}
