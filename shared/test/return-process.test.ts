import { describe, expect, it } from 'vitest';
import {
  RETURN_ACTIONS,
  RETURN_STATUSES,
  availableReturnActions,
  nextReturnStatus,
  receivedStatus,
  returnActionRefusal,
  returnActionSchema,
  returnCreateSchema,
  type ReturnActionKind,
  type ReturnStatus,
} from '../src';

/**
 * The return process written out by hand from the issue (Talep edildi → Onaylandı / Reddedildi →
 * Yolda → Teslim alındı / Kısmen teslim alındı → İade edildi → Kapandı; İptal before the goods
 * arrive): every status × action pair, allowed (with where it leads) or refused.
 */
const ALLOWED: Record<ReturnStatus, Partial<Record<ReturnActionKind, ReturnStatus>>> = {
  REQUESTED: { APPROVE: 'APPROVED', REJECT: 'REJECTED', CANCEL: 'CANCELLED' },
  APPROVED: { MARK_IN_TRANSIT: 'IN_TRANSIT', RECEIVE: 'RECEIVED', CANCEL: 'CANCELLED' },
  IN_TRANSIT: { RECEIVE: 'RECEIVED', CANCEL: 'CANCELLED' },
  RECEIVED: { REFUND: 'REFUNDED', CLOSE: 'CLOSED' },
  PARTIALLY_RECEIVED: { REFUND: 'REFUNDED', CLOSE: 'CLOSED' },
  REFUNDED: { CLOSE: 'CLOSED' },
  REJECTED: { CLOSE: 'CLOSED' },
  CLOSED: {},
  CANCELLED: {},
};

const PAIRS = RETURN_STATUSES.flatMap((status) => RETURN_ACTIONS.map((action) => [status, action] as const));

describe('the return process table', () => {
  it.each(PAIRS)('%s + %s', (status, action) => {
    const expected = ALLOWED[status][action];
    expect(nextReturnStatus(status, action)).toBe(expected);
    if (expected) expect(returnActionRefusal(status, action)).toBeUndefined();
    else expect(returnActionRefusal(status, action)).toMatch(/iade/i);
  });

  it('ends in Kapandı and İptal, from which nothing moves', () => {
    expect(availableReturnActions('CLOSED', () => true)).toEqual([]);
    expect(availableReturnActions('CANCELLED', () => true)).toEqual([]);
  });

  it('offers REFUND only to payments:manage', () => {
    expect(availableReturnActions('RECEIVED', (p) => p === 'orders:manage')).toEqual(['CLOSE']);
    expect(availableReturnActions('RECEIVED', () => true)).toEqual(['REFUND', 'CLOSE']);
  });

  it('names a receipt whole or partial by what arrived', () => {
    expect(receivedStatus([{ quantity: 2, receivedQuantity: 2 }])).toBe('RECEIVED');
    expect(
      receivedStatus([
        { quantity: 2, receivedQuantity: 2 },
        { quantity: 1, receivedQuantity: 0 },
      ]),
    ).toBe('PARTIALLY_RECEIVED');
  });
});

describe('return requests', () => {
  it('needs a note for the reason Diğer', () => {
    const res = returnCreateSchema.safeParse({ orderId: '1', lines: [{ orderLineId: 'L1', quantity: 1, reason: 'OTHER' }] });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['lines', 0, 'note'], message: '"Diğer" nedeni için bir not yazın.' });
    expect(returnCreateSchema.safeParse({ orderId: '1', lines: [{ orderLineId: 'L1', quantity: 1, reason: 'OTHER', note: 'Kumaş' }] }).success).toBe(
      true,
    );
  });

  it('refuses an unknown action or a return code with spaces', () => {
    expect(returnActionSchema.safeParse({ action: 'SHIP', version: 1 }).success).toBe(false);
    expect(returnActionSchema.safeParse({ action: 'APPROVE', version: 1, returnCode: 'A B' }).success).toBe(false);
    expect(returnActionSchema.safeParse({ action: 'APPROVE', version: 1, returnCode: 'YK-123' }).success).toBe(true);
  });
});
