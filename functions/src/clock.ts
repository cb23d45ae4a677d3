/**
 * The time the coupon and campaign-code handlers go by, read from this one module so the local
 * runtime's tests can move it (a coupon's expiry is minutes to days away; tests should not wait,
 * nor rewrite stored data to fake it).
 *
 * Only the local runtime's Lambda container (scripts/src/gateway/lambda-container.ts) ever sets
 * an offset, and only when its runtime was started with a settable clock (the integration
 * tests). Nothing under functions/ calls `setClockOffset`, no route reaches it, and it refuses
 * to run inside AWS Lambda, so a deployed function always reads the real time.
 */
let offsetMs = 0;

/** Milliseconds since the epoch, as Date.now(), moved by the local runtime's offset (0 everywhere else). */
export const now = (): number => Date.now() + offsetMs;

/** Local runtime only: every later `now()` of this container reads `ms` later than the real time. */
export const setClockOffset = (ms: number): void => {
  // The Lambda runtime sets AWS_EXECUTION_ENV to AWS_Lambda_<runtime>; the local runtime does not.
  if (process.env.AWS_EXECUTION_ENV?.startsWith('AWS_Lambda_')) throw new Error('The clock cannot be moved inside AWS Lambda');
  if (!Number.isSafeInteger(ms)) throw new Error(`Clock offset must be a whole number of milliseconds, got ${ms}`);
  offsetMs = ms;
};
