import { afterEach, describe, expect, it, vi } from 'vitest';
import { now, setClockOffset } from '../../src/clock';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  setClockOffset(0);
});

describe('the handlers’ clock', () => {
  it('reads the real time, moved by the offset the local runtime sets', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 12) });
    expect(now()).toBe(Date.UTC(2026, 10, 25, 12));
    setClockOffset(31 * 60_000);
    expect(now()).toBe(Date.UTC(2026, 10, 25, 12, 31));
    setClockOffset(0);
    expect(now()).toBe(Date.UTC(2026, 10, 25, 12));
  });

  it('cannot be moved inside AWS Lambda, nor by a fraction of a millisecond', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 12) });
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    expect(() => setClockOffset(60_000)).toThrow('The clock cannot be moved inside AWS Lambda');
    expect(now()).toBe(Date.UTC(2026, 10, 25, 12));
    // Other AWS environments (CloudShell, where a developer may run the local runtime) are not Lambda.
    vi.stubEnv('AWS_EXECUTION_ENV', 'CloudShell');
    setClockOffset(1000);
    expect(now()).toBe(Date.UTC(2026, 10, 25, 12, 0, 1));
    vi.unstubAllEnvs();
    expect(() => setClockOffset(0.5)).toThrow('Clock offset must be a whole number of milliseconds, got 0.5');
  });
});
