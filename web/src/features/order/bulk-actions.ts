import type { OrderSummary } from '@shop/shared';
import { ApiError } from '../../api/client';
import { ORDER_TEXTS } from './texts';
import type { sendOrderAction } from './order-api';

/** The actions the list offers for many orders at once. */
export type BulkAction = 'CONFIRM' | 'PREPARE';

/** One order's outcome: waiting, sent, or refused with the API's Turkish message (409, 400 …). */
export type BulkResult = { readonly state: 'pending' | 'running' | 'done' } | { readonly state: 'failed'; readonly message: string };

/** Requests in flight at once: fast enough for a page of orders, gentle on the API (each is a transaction). */
export const BULK_CONCURRENCY = 3;

const messageOf = (error: unknown): string => {
  if (error instanceof ApiError) return error.message;
  return navigator.onLine ? ORDER_TEXTS.bulk.failedUnknown : ORDER_TEXTS.bulk.failedOffline;
};

/**
 * Sends `action` to every order, each conditioned on the version its row was read at, a few at a
 * time; one order's refusal never stops the others. `report` hears every order's state as it changes.
 */
export const runBulkAction = async (
  orders: readonly OrderSummary[],
  action: BulkAction,
  send: typeof sendOrderAction,
  report: (id: string, result: BulkResult) => void,
  concurrency = BULK_CONCURRENCY,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < orders.length) {
      const order = orders[next++] as OrderSummary;
      report(order.id, { state: 'running' });
      try {
        await send(order.id, { action, version: order.version });
        report(order.id, { state: 'done' });
      } catch (error) {
        report(order.id, { state: 'failed', message: messageOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, orders.length) }, worker));
};
