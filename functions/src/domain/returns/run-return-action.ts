import { randomUUID } from 'node:crypto';
import { API_ROUTES, RETURN_ACTION_LABELS, type Return, type ReturnAction } from '@shop/shared';
import { now } from '../../clock';
import { orderMailPut } from '../../repositories/order-mail-repository';
import { getOrder, orderChangeItems } from '../../repositories/order-repository';
import { getReturn, returnChangeItems } from '../../repositories/return-repository';
import { changeLevels } from '../../repositories/stock-repository';
import type { TransactItem } from '../../repositories/transactions';
import { auditEntry } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { DomainError, conflict } from '../domain-error';
import { orderLevelTargets } from '../orders/order-stock';
import { takeBack } from '../stock/level-change';
import { activeWarehouse, stockWriter } from '../stock/stock-subject';
import { STALE_RETURN, applyReturnAction, type ReturnMail } from './apply-return-action';

/** Returned goods are counted in the order's unit, which may hold decimals (see run-order-action). */
const ORDER_UNIT = { name: 'Adet', allowDecimals: true, tracked: true } as const;
const BUSY = 'Sipariş ya da stok aynı anda başka bir işlemle değişiyor; lütfen tekrar deneyin.';
/** Times the order may change under an action whose return did not (another return, a note): read again and retry. */
const ORDER_RETRIES = 5;

/** The outbox e-mail of a return action: the return code travels with it (the order does not hold it); a refund's amount is the order's last refund record. */
const mailItem = (orderId: string, mail: ReturnMail, at: string): TransactItem =>
  orderMailPut(orderId, randomUUID(), mail.kind, at, mail.kind === 'RETURN_APPROVED' ? { returnCode: mail.returnCode } : {});

/**
 * Runs one staff action on a return: the return conditioned on the version the caller saw, the
 * order's header (counters, refund record) conditioned on its version, the order's timeline entry,
 * RETURN movements for the restocked quantities, the outbox e-mail and the audit entry, in ONE
 * transaction. A stale return is a 409, never a second change (five simultaneous receipts restock
 * once); an order that changed meanwhile while the return did not is read again and retried.
 */
export const runReturnAction = async (caller: Caller, id: string, action: ReturnAction): Promise<Return> => {
  const writer = await stockWriter(caller);
  for (let attempt = 0; attempt < ORDER_RETRIES; attempt++) {
    const ret = await getReturn(id);
    if (!ret) throw new DomainError('not-found', 'İade bulunamadı.');
    if (ret.version !== action.version) throw conflict(STALE_RETURN);
    const order = await getOrder(ret.orderId);
    if (!order) throw conflict('İadenin siparişi bulunamadı.');
    if (action.action === 'RECEIVE')
      for (const [i, l] of action.lines.entries()) if (l.restock && l.warehouseId) await activeWarehouse(l.warehouseId, `lines.${i}.warehouseId`);
    const outcome = applyReturnAction(ret, order, action, {
      now: new Date(now()).toISOString(),
      actor: { sub: caller.sub, name: caller.name },
      newId: randomUUID,
    });
    const steps = orderLevelTargets(outcome.restock);
    const audit = auditEntry(
      caller,
      API_ROUTES.returnAction,
      'return.action',
      { type: 'return', id: ret.id, name: ret.id },
      `${RETURN_ACTION_LABELS[action.action]}: iade ${ret.id} (sipariş #${order.id})`,
    );
    const stale = async () => (await getReturn(id))?.version !== ret.version;
    const result = await changeLevels(
      steps.map((s) => s.target),
      (levels) =>
        steps.map((s, i) => ({ change: takeBack(levels[i] ?? { onHand: 0, allocated: 0 }, s.quantity, ORDER_UNIT), note: `İade ${ret.id}` })),
      writer,
      audit,
      {
        withItems: () => [
          ...returnChangeItems(ret, outcome.ret),
          ...orderChangeItems(order, outcome.order, outcome.events),
          ...(outcome.mail ? [mailItem(order.id, outcome.mail, outcome.ret.updatedAt)] : []),
        ],
        // A level race may be another receipt of this very return: stale, not retried.
        beforeRetry: async () => {
          if (await stale()) throw conflict(STALE_RETURN);
        },
      },
    );
    if (result.status === 'saved') return outcome.ret;
    if (result.status === 'busy') throw conflict(BUSY);
    if (result.status === 'product-missing') throw conflict('İadedeki bir ürün artık yok; stok hareketi yazılamadı.');
    // Refused: the return or the order changed since they were read. Only the order's change is retried.
    if (await stale()) throw conflict(STALE_RETURN);
  }
  throw conflict(BUSY);
};
