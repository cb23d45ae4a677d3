import { describe, expect, it } from 'vitest';
import { popoverPosition } from '../../../src/shell/tour/popover-position';
import { initialTourState, tourReducer, type TourAction, type TourState } from '../../../src/shell/tour/tour-state';
import { TOUR_STEPS } from '../../../src/shell/tour/tour-steps';

const run = (state: TourState, ...actions: TourAction[]) => actions.reduce(tourReducer, state);

describe('tour state', () => {
  it('has 9 steps and starts inactive (-1) until the server answers', () => {
    expect(TOUR_STEPS).toHaveLength(9);
    expect(initialTourState.step).toBe(-1);
    expect(run(initialTourState, { type: 'start' }).step).toBe(-1);
  });

  it('runs from the first step; Previous stops at the first', () => {
    const started = run(initialTourState, { type: 'loaded', completed: false }, { type: 'start' });
    expect(started.step).toBe(0);
    expect(run(started, { type: 'previous' }).step).toBe(0);
    expect(run(started, { type: 'next' }, { type: 'next' }, { type: 'previous' }).step).toBe(1);
  });

  it('Next on the last step ends the tour as completed, and a completed tour never starts again', () => {
    const started = run(initialTourState, { type: 'loaded', completed: false }, { type: 'start' });
    const last = run(started, ...Array.from({ length: 8 }, (): TourAction => ({ type: 'next' })));
    expect(last.step).toBe(8);
    const done = run(last, { type: 'next' });
    expect(done).toEqual({ step: -1, completed: true });
    expect(run(done, { type: 'start' })).toEqual(done);
    // A stale "not completed" answer does not bring it back either.
    expect(run(done, { type: 'loaded', completed: false }, { type: 'start' })).toEqual(done);
  });

  it('a completed tour from the server never starts', () => {
    expect(run(initialTourState, { type: 'loaded', completed: true }, { type: 'start' }).step).toBe(-1);
  });

  it('closing (Escape) stops it without completing it', () => {
    const closed = run(initialTourState, { type: 'loaded', completed: false }, { type: 'start' }, { type: 'next' }, { type: 'close' });
    expect(closed).toEqual({ step: -1, completed: false });
  });
});

describe('tour popover position (300×200, 16 px margin)', () => {
  const viewport = { width: 1440, height: 900 };

  it('goes 16 px below the element, aligned to its left edge', () => {
    expect(popoverPosition({ top: 10, left: 400, width: 100, height: 40 }, viewport)).toEqual({ top: 66, left: 400 });
  });

  it('stays 16 px inside the right edge', () => {
    expect(popoverPosition({ top: 10, left: 1400, width: 30, height: 30 }, viewport).left).toBe(1440 - 300 - 16);
  });

  it('goes above an element near the bottom', () => {
    expect(popoverPosition({ top: 800, left: 10, width: 200, height: 60 }, viewport)).toEqual({ top: 800 - 16 - 200, left: 16 });
  });

  it('goes beside a tall element', () => {
    expect(popoverPosition({ top: 0, left: 0, width: 256, height: 900 }, viewport)).toEqual({ top: 16, left: 256 + 16 });
  });

  it('centres when the element is not on screen', () => {
    expect(popoverPosition(undefined, viewport)).toEqual({ top: 350, left: 570 });
    expect(popoverPosition({ top: 0, left: 0, width: 0, height: 0 }, viewport)).toEqual({ top: 350, left: 570 });
  });
});
