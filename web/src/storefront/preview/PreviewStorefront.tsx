// First: the preview is the storefront's only code that builds zod schemas (the shopper's page loads no zod).
import '../../zod-config';
import './time-travel.css';
import { useEffect, useMemo, useReducer, useState, type MouseEvent } from 'react';
import { DEFAULT_THEME_CONFIG, DEFAULT_THEME_TYPE, type PreviewMessage } from '@shop/shared';
import { ClockContext, fixedClock } from '../clock';
import { Page, Status } from '../Page';
import type { Route } from '../route';
import { RouteContent } from '../RouteContent';
import { STOREFRONT_TEXTS as T } from '../texts';
import { applyThemeUpdate, stateFromComponents, withSettings, type ThemeState } from '../theme-store';
import { onPreviewMessage } from './preview-inbox';
import { previewMessageFrom } from './preview-messages';
import { TimeTravelBanner } from './TimeTravelBanner';

const HIGHLIGHT_MS = 1500;

type Action = Exclude<PreviewMessage, { type: 'SCROLL_TO_COMPONENT' }>;

const reduce = (state: ThemeState, message: Action): ThemeState =>
  message.type === 'UPDATE_THEME'
    ? applyThemeUpdate(state, message)
    : withSettings(state, { themeConfig: message.themeConfig, themeType: message.themeType });

const EMPTY = stateFromComponents([], { themeConfig: DEFAULT_THEME_CONFIG, themeType: DEFAULT_THEME_TYPE });

/** In the preview a click on a link selects nothing and goes nowhere: the builder stays on its page. */
const stopLinks = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
};

/**
 * The storefront inside the builder's frame: it never fetches the theme; it waits for the
 * builder's messages and applies each diff, so unchanged components keep their objects.
 */
export default function PreviewStorefront({ route, at }: { route: Route; at?: number | undefined }) {
  const [state, dispatch] = useReducer(reduce, EMPTY);
  const [received, setReceived] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const clock = useMemo(() => (at === undefined ? undefined : fixedClock(at)), [at]);

  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = onPreviewMessage((event) => {
      const message = previewMessageFrom(event, { origin: window.location.origin, parent: window.parent });
      if (!message) return;
      setReceived(true);
      if (message.type !== 'SCROLL_TO_COMPONENT') {
        dispatch(message);
        return;
      }
      const target = [...document.querySelectorAll('[data-component-id]')].find((el) => el.getAttribute('data-component-id') === message.componentId);
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      setHighlightedId(message.componentId);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        setHighlightedId(null);
      }, HIGHLIGHT_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);

  if (!received) return <Status>{T.previewWaiting}</Status>;
  const page = (
    <Page state={state} preview highlightedId={highlightedId ?? state.selectedId}>
      <RouteContent route={route} state={state} preview highlightedId={highlightedId ?? state.selectedId} />
    </Page>
  );
  return (
    <div
      onClickCapture={stopLinks}
      onSubmitCapture={(event) => {
        event.preventDefault();
      }}
    >
      {clock && at !== undefined ? (
        <>
          <TimeTravelBanner at={at} />
          <ClockContext.Provider value={clock}>{page}</ClockContext.Provider>
        </>
      ) : (
        page
      )}
    </div>
  );
}
