import { createContext, useContext } from 'react';
import type { TourState } from './tour-state';

export interface TourContextValue {
  state: TourState;
  start(): void;
  next(): void;
  previous(): void;
  close(): void;
}

export const TourContext = createContext<TourContextValue | undefined>(undefined);

/** The tour's state and controls; fails outside <TourProvider> (spec §8). */
export const useTour = (): TourContextValue => {
  const value = useContext(TourContext);
  if (!value) throw new Error('useTour must be used inside <TourProvider>');
  return value;
};
