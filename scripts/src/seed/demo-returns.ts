import type { Order, OrderEvent, Return } from '@shop/shared';
import { applyReturnAction } from '@shop/functions/domain/returns/apply-return-action';
import { deliveredAtOf, newReturn } from '@shop/functions/domain/returns/new-return';

const STAFF = { sub: 'demo', name: 'Demo Sipariş Yöneticisi' };
const HOUR_MS = 3_600_000;

/**
 * İadeler in the demo shop: on the first delivered order a return waiting for approval (cayma hakkı:
 * the customer changed their mind), on the second one approved with its cargo return code (defective).
 * Neither has arrived, so no stock moves and the demo levels stay as withDemoStock made them; the
 * orders' counters and timelines say the goods were asked back. Made with the domain's own
 * functions, a day after delivery.
 */
export const demoReturns = (orders: readonly Order[]): { orders: Order[]; events: OrderEvent[]; returns: Return[] } => {
  const delivered = orders.filter((o) => o.status === 'DELIVERED' && deliveredAtOf(o) !== undefined).slice(0, 2);
  const changed = new Map<string, Order>();
  const events: OrderEvent[] = [];
  const returns: Return[] = [];
  delivered.forEach((order, i) => {
    const line = order.lines[0] as Order['lines'][number];
    const at = (hours: number) => new Date(Date.parse(deliveredAtOf(order) as string) + hours * HOUR_MS).toISOString();
    const made = newReturn(
      order,
      {
        orderId: order.id,
        lines: [
          {
            orderLineId: line.id,
            quantity: line.deliveredQuantity,
            reason: i === 0 ? 'CHANGED_MIND' : 'DEFECTIVE',
            ...(i === 1 ? { note: 'Dikişi sökük geldi.' } : {}),
          },
        ],
        confirmOutsideWindow: true,
      },
      { now: at(24), actor: STAFF, id: `R-${order.id}-1`, windowDays: 365, eventId: `demo-return-${order.id}` },
    );
    let ret = made.ret;
    let next = made.order;
    events.push(...made.events);
    if (i === 1) {
      const approved = applyReturnAction(
        ret,
        next,
        { action: 'APPROVE', version: 1, returnCode: `YK${order.id}IADE` },
        { now: at(26), actor: STAFF, newId: () => `demo-approve-${order.id}` },
      );
      ret = approved.ret;
      next = approved.order;
      events.push(...approved.events);
    }
    changed.set(order.id, next);
    returns.push(ret);
  });
  return { orders: orders.map((o) => changed.get(o.id) ?? o), events, returns };
};
