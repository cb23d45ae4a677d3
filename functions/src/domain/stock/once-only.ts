import { createHash } from 'node:crypto';
import type { StockMovementRequest } from '@shop/shared';
import type { Caller } from '../caller';

/**
 * What makes a stock request with an idempotency key happen once: the sender, the key and a hash of
 * the rest of the body, so a key sent again with a different body is told apart from a retry.
 * Undefined without a key (every send then changes stock).
 */
export const onceOnly = (caller: Pick<Caller, 'sub'>, body: StockMovementRequest) => {
  const { idempotencyKey, ...request } = body;
  if (idempotencyKey === undefined) return undefined;
  // The parsed body's keys come in the schema's order, so equal requests hash alike.
  return { sub: caller.sub, key: idempotencyKey, fingerprint: createHash('sha256').update(JSON.stringify(request)).digest('hex') };
};
