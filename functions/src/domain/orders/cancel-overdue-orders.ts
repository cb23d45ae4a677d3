import { orderFinderList, type Order } from '@shop/shared';
import { now } from '../../clock';
import { logger } from '../../observability/logger';
import { awaitingPaymentOrders } from '../../repositories/order-repository';
import type { Caller } from '../caller';
import { DomainError } from '../domain-error';
import { carrierFor } from './carriers';
import { runOrderAction } from './run-order-action';

/** Who the timeline, the stock ledger and the audit log name for what the schedule does. */
export const SYSTEM_CALLER: Caller = { sub: 'system', name: 'Sistem', groups: [] };

export const OVERDUE_HAVALE_REASON = 'Havale/EFT ödemesi süresinde gelmedi.';

/** A havale/EFT order still unpaid after its due time, and not yet cancelled. */
export const isOverdueHavale = (order: Order, at: string): boolean =>
  order.paymentMethod === 'HAVALE_EFT' &&
  order.paymentStatus === 'AWAITING_PAYMENT' &&
  order.status !== 'CANCELLED' &&
  order.paymentDueAt !== undefined &&
  order.paymentDueAt <= at;

/**
 * Cancels every havale/EFT order whose payment window has passed, each through the very path a
 * staff CANCEL takes (runOrderAction): stock released, the timeline entry, the ORDER_CANCELLED
 * e-mail, the audit entry, all conditioned on the version read. An order a staff member changed
 * meanwhile (marked paid, cancelled) is a 409 here and left alone; the next run looks again.
 * Candidates come from the AWAITING_PAYMENT finder list (a Query, never a scan).
 */
export const cancelOverdueHavaleOrders = async (): Promise<{ cancelled: string[]; skipped: string[] }> => {
  const at = new Date(now()).toISOString();
  const due = (await awaitingPaymentOrders(orderFinderList('PAYMENT', 'AWAITING_PAYMENT'), 'HAVALE_EFT', at)).filter((o) => isOverdueHavale(o, at));
  const cancelled: string[] = [];
  const skipped: string[] = [];
  for (const order of due) {
    try {
      await runOrderAction(SYSTEM_CALLER, order.id, { action: 'CANCEL', version: order.version, reason: OVERDUE_HAVALE_REASON }, carrierFor);
      cancelled.push(order.id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      logger.info('Overdue havale order not cancelled', { orderId: order.id, reason: error.message });
      skipped.push(order.id);
    }
  }
  return { cancelled, skipped };
};
