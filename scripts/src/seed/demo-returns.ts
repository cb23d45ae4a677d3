import type { Order, OrderEvent, Return, ReturnAction } from '@shop/shared';
import { applyReturnAction } from '@shop/functions/domain/returns/apply-return-action';
import { deliveredAtOf, newReturn } from '@shop/functions/domain/returns/new-return';

const STAFF = { sub: 'demo', name: 'Demo Sipariş Yöneticisi' };
const HOUR_MS = 3_600_000;
/** The customer's account the demo refund went to (a valid TR IBAN). */
const DEMO_REFUND_IBAN = 'TR330006100519786457841326';

/**
 * İadeler in the demo shop: on the first delivered order a return waiting for approval (cayma hakkı:
 * the customer changed their mind), on the second one approved with its cargo return code (defective),
 * and on the last completed order one that went the whole way (refundedReturn). The first two have
 * not arrived and the third arrived broken (not restocked), so no stock moves and the demo levels stay
 * as withDemoStock made them; the orders' counters, payments and timelines say what happened. Made
 * with the domain's own functions, from a day after delivery.
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
  const completed = orders.filter((o) => o.status === 'COMPLETED' && deliveredAtOf(o) !== undefined).at(-1);
  if (completed) {
    const refunded = refundedReturn(completed);
    changed.set(completed.id, refunded.order);
    events.push(...refunded.events);
    returns.push(refunded.ret);
  }
  return { orders: orders.map((o) => changed.get(o.id) ?? o), events, returns };
};

/**
 * A return taken to the end: the first line came back broken (Ayıplı/hasarlı; received, all damaged,
 * so nothing goes back to stock) and its price was refunded by bank transfer, so the order's payment
 * is Kısmen iade edildi (İade edildi when that line was the whole payment).
 */
const refundedReturn = (order: Order): { order: Order; events: OrderEvent[]; ret: Return } => {
  const line = order.lines[0] as Order['lines'][number];
  const at = (hours: number) => new Date(Date.parse(deliveredAtOf(order) as string) + hours * HOUR_MS).toISOString();
  const made = newReturn(
    order,
    {
      orderId: order.id,
      lines: [{ orderLineId: line.id, quantity: line.deliveredQuantity, reason: 'DEFECTIVE', note: 'Kutudan kırık çıktı.' }],
      confirmOutsideWindow: true,
    },
    { now: at(24), actor: STAFF, id: `R-${order.id}-1`, windowDays: 365, eventId: `demo-return-${order.id}` },
  );
  const steps: [string, ReturnAction][] = [
    ['approve', { action: 'APPROVE', version: 1, returnCode: `YK${order.id}IADE` }],
    [
      'receive',
      {
        action: 'RECEIVE',
        version: 2,
        lines: [{ orderLineId: line.id, receivedQuantity: line.deliveredQuantity, damagedQuantity: line.deliveredQuantity, restock: false }],
      },
    ],
    [
      'refund',
      {
        action: 'REFUND',
        version: 3,
        amount: line.total,
        includeShipping: false,
        method: 'BANK_TRANSFER',
        iban: DEMO_REFUND_IBAN,
        reference: `IADE-${order.id}`,
      },
    ],
  ];
  let { ret, order: next } = made;
  const events = [...made.events];
  steps.forEach(([name, action], i) => {
    const done = applyReturnAction(ret, next, action, { now: at(26 + i * 24), actor: STAFF, newId: () => `demo-${name}-${order.id}` });
    ret = done.ret;
    next = done.order;
    events.push(...done.events);
  });
  return { order: next, events, ret };
};
