import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_ROUTES, type ApiRoute, type Return, type ReturnCreate } from '@shop/shared';
import { now } from '../../clock';
import { withAudit } from '../../repositories/audit-repository';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { documentClient } from '../../repositories/document-client';
import { getOrder, orderChangeItems } from '../../repositories/order-repository';
import { countOrderReturns, newReturnItems } from '../../repositories/return-repository';
import { conditionFailedAt } from '../../repositories/transactions';
import { auditEntry } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { DomainError, conflict } from '../domain-error';
import { newReturn } from './new-return';

/** Another return or order action won the race this many times in a row: the caller is told to try again. */
const ATTEMPTS = 5;

/**
 * Creates a return for an order: the return with its finders and reason counters, the order's
 * counters and timeline entry (conditioned on the order's version) and the audit entry, in one
 * transaction. A race with another change of the order, or another return taking the same number,
 * reads again and decides again, so quantities are never requested twice. `via` is the route the
 * audit entry names: İadeler's, or a shopper's or guest's İade talebi.
 */
export const createReturn = async (
  caller: Caller,
  request: ReturnCreate,
  via: Pick<ApiRoute, 'method' | 'path'> = API_ROUTES.createReturn,
): Promise<Return> => {
  const settings = await getCargoSettings();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const order = await getOrder(request.orderId);
    if (!order) throw new DomainError('not-found', 'Sipariş bulunamadı.');
    const number = (await countOrderReturns(order.id)) + 1 + attempt;
    const outcome = newReturn(order, request, {
      now: new Date(now()).toISOString(),
      actor: { sub: caller.sub, name: caller.name },
      id: `R-${order.id}-${number}`,
      windowDays: settings.returnWindowDays,
      eventId: randomUUID(),
    });
    const own = newReturnItems(outcome.ret);
    const audit = auditEntry(
      caller,
      via,
      'return.created',
      { type: 'return', id: outcome.ret.id, name: outcome.ret.id },
      `İade ${outcome.ret.id} oluşturuldu (sipariş #${order.id}).`,
    );
    try {
      await documentClient().send(
        new TransactWriteCommand({ TransactItems: withAudit([...own, ...orderChangeItems(order, outcome.order, outcome.events)], audit) }),
      );
      return outcome.ret;
    } catch (error) {
      if (conditionFailedAt(error, 0) || conditionFailedAt(error, own.length)) continue;
      throw error;
    }
  }
  throw conflict('Sipariş aynı anda başka bir işlemle değişiyor; lütfen tekrar deneyin.');
};
