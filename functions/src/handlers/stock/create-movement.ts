import { randomUUID } from 'node:crypto';
import { API_ROUTES, ADJUSTMENT_REASON_LABELS } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { adjust, count, EMPTY_LEVEL, transfer } from '../../domain/stock/level-change';
import { onceOnly } from '../../domain/stock/once-only';
import { activeWarehouse, levelTarget, stockSubject, stockWriter } from '../../domain/stock/stock-subject';
import { DomainError, invalid } from '../../domain/domain-error';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { changeLevels, type StockChangeResult } from '../../repositories/stock-repository';

const BUSY = 'Bu stok aynı anda başka biri tarafından değiştiriliyor; lütfen tekrar deneyin.';
const KEY_REUSED = 'idempotencyKey daha önce farklı bir istek için kullanıldı; her yeni işlem için yeni bir anahtar gönderin.';

const savedOrThrow = (result: StockChangeResult) => {
  if (result.status === 'busy') throw new DomainError('conflict', BUSY);
  if (result.status === 'key-reused') throw new DomainError('conflict', KEY_REUSED);
  // No own items are added here, so `refused` cannot happen: what is left is a missing product.
  if (result.status !== 'saved') throw new DomainError('not-found', 'Varyant bulunamadı.');
  return result.movements;
};

/**
 * ADJUSTMENT, COUNT or TRANSFER (out of one warehouse into another): the level(s), the ledger and the
 * product's stock at once; with an idempotency key, once only (a retry answers the first result).
 */
export const handler = apiHandler(API_ROUTES.createStockMovement, async ({ body, caller }) => {
  const once = onceOnly(caller, body);
  const subject = await stockSubject(body.variantId);
  const from = await activeWarehouse(body.warehouseId, 'warehouseId');
  const writer = await stockWriter(caller);
  const target = levelTarget(subject, from.id);
  const name = `${subject.variant.sku} · ${from.name}`;
  const note = body.note ? { note: body.note } : {};
  switch (body.kind) {
    case 'ADJUSTMENT': {
      const audit = auditEntry(
        caller,
        API_ROUTES.createStockMovement,
        'stock.adjusted',
        { type: 'stock', id: target.variantId, name },
        `${body.quantity > 0 ? '+' : ''}${body.quantity.toLocaleString('tr-TR')} ${subject.unit.name} (${ADJUSTMENT_REASON_LABELS[body.reason]})`,
      );
      const result = await changeLevels(
        [target],
        ([level = EMPTY_LEVEL]) => [{ change: adjust(level, body.quantity, body.reason, subject.unit), reason: body.reason, ...note }],
        writer,
        audit,
        { once },
      );
      return created({ data: savedOrThrow(result) });
    }
    case 'COUNT': {
      const audit = auditEntry(
        caller,
        API_ROUTES.createStockMovement,
        'stock.counted',
        { type: 'stock', id: target.variantId, name },
        `Sayım: ${body.quantity.toLocaleString('tr-TR')} ${subject.unit.name}`,
      );
      const result = await changeLevels(
        [target],
        ([level = EMPTY_LEVEL]) => [{ change: count(level, body.quantity, subject.unit), ...note }],
        writer,
        audit,
        { once },
      );
      return created({ data: savedOrThrow(result) });
    }
    case 'TRANSFER': {
      if (body.toWarehouseId === body.warehouseId) throw invalid('Hedef depo kaynak depodan farklı olmalıdır.', 'toWarehouseId');
      const to = await activeWarehouse(body.toWarehouseId, 'toWarehouseId');
      const transferId = randomUUID();
      const audit = auditEntry(
        caller,
        API_ROUTES.createStockMovement,
        'stock.transferred',
        { type: 'stock', id: target.variantId, name },
        `${body.quantity.toLocaleString('tr-TR')} ${subject.unit.name}: ${from.name} → ${to.name}`,
      );
      const result = await changeLevels(
        [target, levelTarget(subject, to.id)],
        ([out = EMPTY_LEVEL, into = EMPTY_LEVEL]) => {
          const moved = transfer(out, into, body.quantity, subject.unit);
          return [
            { change: moved.out, otherWarehouseId: to.id, transferId, ...note },
            { change: moved.in, otherWarehouseId: from.id, transferId, ...note },
          ];
        },
        writer,
        audit,
        { once },
      );
      return created({ data: savedOrThrow(result) });
    }
  }
});
