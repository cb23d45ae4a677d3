import type { ScheduledEvent } from 'aws-lambda';
import type { ScheduledJobId } from '@shop/shared';
import { cancelOverdueHavaleOrders } from '../../domain/orders/cancel-overdue-orders';
import { retryOrderMails } from '../../domain/orders/deliver-order-mail';
import { observedHandler } from '../../observability/observed-handler';
import { listUnsentOrderMails } from '../../repositories/order-mail-repository';

const JOB: ScheduledJobId = 'orderUpkeep';

/**
 * Every 15 minutes (EventBridge; a timer locally): cancels the havale/EFT orders whose payment
 * window passed, then retries the customer e-mails not sent yet, the cancellations' own included
 * only if their first send (from the table stream) failed. Both are safe to run twice or to
 * overlap: cancels are conditioned on the order's version, sends on the outbox item's claim.
 */
export const handler = observedHandler<ScheduledEvent, unknown>(JOB).handler(async () => {
  const orders = await cancelOverdueHavaleOrders();
  const mails = await retryOrderMails(await listUnsentOrderMails());
  return { cancelled: orders.cancelled, skipped: orders.skipped, mails };
});
