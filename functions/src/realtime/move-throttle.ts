import { CURSOR_THROTTLE_MS } from '@shop/shared';

/**
 * The server's side of the client's cursor throttle (one move per CURSOR_THROTTLE_MS): a
 * token bucket per connection, so a client that ignores the throttle (a bug, a script) cannot
 * flood everyone else's fan-out. Moves above the rate are dropped, as the client would have
 * coalesced them: the next allowed move carries the latest position anyway.
 *
 * The bucket lives in the container: a connection's moves reach one warm container while it
 * keeps up, and a flood that spreads over more containers is still cut to the rate in each
 * (docs/decisions.md, "cursor floods"). Nothing is written per move, as before.
 */

/** A little over the client's rate, so timer jitter never drops an honest client's move. */
export const MOVES_PER_SECOND = Math.ceil(1000 / CURSOR_THROTTLE_MS) + 5;
/** A short burst (a tab waking up, a reconnect) passes whole. */
export const MOVE_BURST = 10;
/** Buckets idle this long are full again and are forgotten, so the map stays as small as the open connections. */
const IDLE_MS = (MOVE_BURST / MOVES_PER_SECOND) * 1000;

export interface TokenBucket {
  readonly tokens: number;
  readonly at: number;
}

/** Whether a move at `now` passes, and the bucket after it: pure, so the rate is tested without clocks. */
export const takeToken = (bucket: TokenBucket | undefined, now: number): { readonly allowed: boolean; readonly bucket: TokenBucket } => {
  const refilled = bucket ? Math.min(MOVE_BURST, bucket.tokens + ((now - bucket.at) * MOVES_PER_SECOND) / 1000) : MOVE_BURST;
  return refilled >= 1 ? { allowed: true, bucket: { tokens: refilled - 1, at: now } } : { allowed: false, bucket: { tokens: refilled, at: now } };
};

const buckets = new Map<string, TokenBucket>();
let sweptAt = 0;

/** Takes a token from the connection's bucket; false when the connection is over its rate. */
export const allowMove = (connectionId: string, now = Date.now()): boolean => {
  if (now - sweptAt > IDLE_MS) {
    for (const [id, bucket] of buckets) if (now - bucket.at > IDLE_MS) buckets.delete(id);
    sweptAt = now;
  }
  const { allowed, bucket } = takeToken(buckets.get(connectionId), now);
  buckets.set(connectionId, bucket);
  return allowed;
};
