import { describe, expect, it } from 'vitest';
import { allowMove, MOVE_BURST, MOVES_PER_SECOND, takeToken, type TokenBucket } from '../../src/realtime/move-throttle';

/** Moves at a steady interval for `ms`; answers how many passed. */
const steady = (intervalMs: number, ms: number, start = 0): number => {
  let bucket: TokenBucket | undefined;
  let passed = 0;
  for (let t = start; t < start + ms; t += intervalMs) {
    const out = takeToken(bucket, t);
    bucket = out.bucket;
    if (out.allowed) passed++;
  }
  return passed;
};

describe('cursor move throttle (token bucket per connection)', () => {
  it('lets an honest client through whole: one move per 50 ms, or per 45 ms with timer jitter, for a minute', () => {
    expect(MOVES_PER_SECOND).toBe(25);
    expect(steady(50, 60_000)).toBe(1200);
    expect(steady(45, 60_000)).toBe(Math.ceil(60_000 / 45));
  });

  it('cuts a flood of 1,000 moves a second to the burst plus the rate', () => {
    // 10 seconds of flooding: the burst, then 25 a second.
    expect(steady(1, 10_000)).toBe(MOVE_BURST + 10 * MOVES_PER_SECOND - 1);
  });

  it('passes a burst of 10 at once, refuses the 11th, and refills at the rate', () => {
    let bucket: TokenBucket | undefined;
    const answers: boolean[] = [];
    for (let i = 0; i < 11; i++) {
      const out = takeToken(bucket, 1_000);
      bucket = out.bucket;
      answers.push(out.allowed);
    }
    expect(answers).toEqual([...Array<boolean>(10).fill(true), false]);
    expect(takeToken(bucket, 1_039).allowed).toBe(false);
    expect(takeToken(bucket, 1_040).allowed).toBe(true);
  });

  it('keeps one bucket per connection: a flooding connection does not use up another one', () => {
    const now = 5_000_000;
    let flooder = 0;
    for (let i = 0; i < 100; i++) if (allowMove('flooder', now)) flooder++;
    expect(flooder).toBe(MOVE_BURST);
    expect(allowMove('honest', now)).toBe(true);
    expect(allowMove('flooder', now)).toBe(false);
    // A second later the flooder has a second's worth again (capped at the burst).
    let later = 0;
    for (let i = 0; i < 100; i++) if (allowMove('flooder', now + 1_000)) later++;
    expect(later).toBe(MOVE_BURST);
  });
});
