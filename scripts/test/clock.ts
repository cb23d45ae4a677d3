import { expect } from 'vitest';
import { CLOCK_HOOK_PATH } from '../src/gateway/settable-clock';
import { runtime } from './runtime-client';

/**
 * Moves the handlers' clock (functions/src/clock.ts) `offsetMs` ahead of the real time, through
 * the hook only the integration tests' runtime answers. Tests put it back to 0 when done.
 */
export const setClockOffset = async (offsetMs: number) => {
  const res = await fetch(`${runtime().url}${CLOCK_HOOK_PATH}`, { method: 'PUT', body: JSON.stringify({ offsetMs }) });
  expect(res.status).toBe(204);
};
