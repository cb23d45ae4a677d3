import { randomUUID } from 'node:crypto';
import { API_ROUTES, ORDER_ACTION_LABELS, type OrderAction, type OrderDetail } from '@shop/shared';
import { now } from '../../clock';
import { getOrder, getOrderDetail, orderChangeItems } from '../../repositories/order-repository';
import { changeLevels, type StockWriter } from '../../repositories/stock-repository';
import { orderMailPut } from '../../repositories/order-mail-repository';
import type { TransactItem } from '../../repositories/transactions';
import { auditEntry } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { DomainError, conflict } from '../domain-error';
import { release, sell } from '../stock/level-change';
import { stockWriter } from '../stock/stock-subject';
import { applyOrderAction, type ShippingCarrier } from './apply-order-action';
import { orderLevelTargets } from './order-stock';

/**
 * Order quantities were checked against the unit when the order was placed; here they only move
 * what was allocated for them, so any decimal the order holds is accepted.
 */
const ORDER_UNIT = { name: 'Adet', allowDecimals: true, tracked: true } as const;

const STALE = 'Sipariş siz bakarken başka biri tarafından değiştirildi. Güncel hâlini yükleyip tekrar deneyin.';
const BUSY = 'Siparişin stoğu aynı anda başka bir işlemle değişiyor; lütfen tekrar deneyin.';

/**
 * Runs one staff action: reads the order, lets the process decide (applyOrderAction), and writes
 * the next order, its timeline, finders, stock levels with their ledger, the outbox mail and the
 * audit entry in ONE transaction conditioned on the version the caller saw. A stale version or a
 * concurrent action is a 409, never a second change: ten simultaneous cancels release stock once.
 */
export const runOrderAction = async (
  caller: Caller,
  orderId: string,
  action: OrderAction,
  carrierFor: (code: string) => Promise<ShippingCarrier | undefined>,
): Promise<OrderDetail> => {
  const current = await getOrderDetail(orderId);
  if (!current) throw new DomainError('not-found', 'Sipariş bulunamadı.');
  const { events: _events, ...order } = current;
  const carrier = action.action === 'SHIP' ? await carrierFor(action.carrierCode) : undefined;
  const outcome = applyOrderAction(order, action, {
    now: new Date(now()).toISOString(),
    actor: { sub: caller.sub, name: caller.name },
    newId: randomUUID,
    ...(carrier ? { carrier } : {}),
  });
  const writer: StockWriter = await stockWriter(caller);
  const steps = orderLevelTargets(outcome.stock);
  const audit = auditEntry(
    caller,
    API_ROUTES.orderAction,
    'order.action',
    { type: 'order', id: order.id, name: `#${order.id}` },
    `${ORDER_ACTION_LABELS[action.action]}: #${order.id}`,
  );
  const mail: TransactItem[] = outcome.mail
    ? [orderMailPut(order.id, randomUUID(), outcome.mail, outcome.order.updatedAt ?? outcome.order.createdAt)]
    : [];
  const stale = async () => (await getOrder(order.id))?.version !== order.version;
  const result = await changeLevels(
    steps.map((s) => s.target),
    (levels) =>
      steps.map((s, i) => {
        const level = levels[i] ?? { onHand: 0, allocated: 0 };
        return {
          change: s.kind === 'SALE' ? sell(level, s.quantity, ORDER_UNIT) : release(level, s.quantity, ORDER_UNIT),
          note: `Sipariş #${order.id}`,
        };
      }),
    writer,
    audit,
    {
      withItems: () => [...orderChangeItems(order, outcome.order, outcome.events), ...mail],
      // A level race may be another action on this very order (ten cancels at once): stale, not retried.
      beforeRetry: async () => {
        if (await stale()) throw conflict(STALE);
      },
    },
  );
  if (result.status === 'refused') throw conflict(STALE);
  if (result.status === 'busy') throw conflict(BUSY);
  if (result.status === 'product-missing') throw conflict('Siparişteki bir ürün artık yok; stok hareketi yazılamadı.');
  return { ...outcome.order, events: [...outcome.events].reverse().concat(current.events) };
};
