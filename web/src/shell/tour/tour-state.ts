import { TOUR_INACTIVE_STEP, TOUR_STEP_COUNT } from '@shop/shared';

export interface TourState {
  /** -1 while the tour is not running (spec §4). */
  step: number;
  /** undefined until the server has said whether this admin finished the tour. */
  completed: boolean | undefined;
}

export type TourAction = { type: 'loaded'; completed: boolean } | { type: 'start' } | { type: 'next' } | { type: 'previous' } | { type: 'close' };

export const initialTourState: TourState = { step: TOUR_INACTIVE_STEP, completed: undefined };

export const isTourActive = (state: TourState): boolean => state.step !== TOUR_INACTIVE_STEP;

/** Next on the last step ends the tour as completed; a completed (or not yet known) tour cannot start. */
export const tourReducer = (state: TourState, action: TourAction): TourState => {
  switch (action.type) {
    case 'loaded':
      return { ...state, completed: state.completed === true || action.completed };
    case 'start':
      return state.completed === false && !isTourActive(state) ? { ...state, step: 0 } : state;
    case 'next':
      if (!isTourActive(state)) return state;
      return state.step >= TOUR_STEP_COUNT - 1 ? { step: TOUR_INACTIVE_STEP, completed: true } : { ...state, step: state.step + 1 };
    case 'previous':
      return isTourActive(state) ? { ...state, step: Math.max(0, state.step - 1) } : state;
    case 'close':
      return { ...state, step: TOUR_INACTIVE_STEP };
  }
};
