import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TOUR_STEP_COUNT } from '@shop/shared';
import { apiFetch } from '../../api/client';
import { HOME_PATH } from '../../session/auth/redirect';
import { TourContext, type TourContextValue } from './tour-context';
import { TourPopover } from './TourPopover';
import { initialTourState, tourReducer } from './tour-state';

/**
 * Reads whether this admin finished the tour (on the server, so it holds on every device), starts
 * it by itself on the first dashboard visit of a page load, and records the finish.
 */
export function TourProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(tourReducer, initialTourState);
  const { pathname } = useLocation();
  const autoStarted = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch('getTourState', { signal: controller.signal })
      .then((tour) => dispatch({ type: 'loaded', completed: tour.completed }))
      .catch((error: unknown) => {
        // Unknown state: better no tour than one that returns after it was finished.
        if (!controller.signal.aborted) console.error('Tur durumu alınamadı', error);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.completed !== false || autoStarted.current || pathname !== HOME_PATH) return;
    autoStarted.current = true;
    dispatch({ type: 'start' });
  }, [state.completed, pathname]);

  const next = useCallback(() => {
    if (state.step === TOUR_STEP_COUNT - 1) {
      apiFetch('completeTour').catch((error: unknown) => console.error('Tur tamamlandı olarak kaydedilemedi', error));
    }
    dispatch({ type: 'next' });
  }, [state.step]);

  const value = useMemo<TourContextValue>(
    () => ({
      state,
      start: () => dispatch({ type: 'start' }),
      next,
      previous: () => dispatch({ type: 'previous' }),
      close: () => dispatch({ type: 'close' }),
    }),
    [state, next],
  );

  return (
    <TourContext.Provider value={value}>
      {children}
      <TourPopover />
    </TourContext.Provider>
  );
}
