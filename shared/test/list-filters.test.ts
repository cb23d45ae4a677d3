import { describe, expect, it } from 'vitest';
import { cursorFitsList, orderListOf, orderPageSchema, returnListOf, returnPageSchema } from '../src';

const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('list filters', () => {
  it('takes only real calendar days', () => {
    expect(orderPageSchema.safeParse({ from: '2026-02-28' }).success).toBe(true);
    expect(fieldOf(orderPageSchema.safeParse({ from: '2026-02-31' }))).toBe('from');
    expect(fieldOf(orderPageSchema.safeParse({ to: '2026-13-01' }))).toBe('to');
    expect(fieldOf(returnPageSchema.safeParse({ from: '2026-04-31' }))).toBe('from');
    expect(orderPageSchema.safeParse({ from: '' }).data?.from).toBeUndefined();
    expect(fieldOf(orderPageSchema.safeParse({ cursor: 'not-a-cursor' }))).toBe('cursor');
  });

  it('takes a cursor only from the list and the days the filters read', () => {
    const confirmed = { pk: 'ORDER#1', sk: 'FIND#STATUS', gsi1pk: 'ORDERS#STATUS#CONFIRMED', gsi1sk: '2026-11-20T10:00:00.000Z#1' };
    expect(cursorFitsList(confirmed, orderListOf({ status: 'CONFIRMED' }))).toBe(true);
    expect(cursorFitsList(confirmed, orderListOf({ status: 'SHIPPED' }))).toBe(false);
    expect(cursorFitsList(confirmed, orderListOf({}))).toBe(false);
    // 10:00 UTC is 13:00 in Istanbul on the 20th.
    expect(cursorFitsList(confirmed, orderListOf({ status: 'CONFIRMED' }), '2026-11-20', '2026-11-20')).toBe(true);
    expect(cursorFitsList(confirmed, orderListOf({ status: 'CONFIRMED' }), '2026-11-21')).toBe(false);
    expect(cursorFitsList({ ...confirmed, extra: 'x' }, orderListOf({ status: 'CONFIRMED' }))).toBe(false);
    // Status with payment read the pair's own list: a status list's cursor does not fit it, the pair's does.
    expect(orderListOf({ status: 'CONFIRMED', paymentStatus: 'PAID', fulfillmentStatus: 'SHIPPED' })).toBe('ORDERS#STATUS_PAYMENT#CONFIRMED#PAID');
    expect(cursorFitsList(confirmed, orderListOf({ status: 'CONFIRMED', paymentStatus: 'PAID' }))).toBe(false);
    const pair = { ...confirmed, sk: 'FIND#STATUS_PAYMENT', gsi1pk: 'ORDERS#STATUS_PAYMENT#CONFIRMED#PAID' };
    expect(cursorFitsList(pair, orderListOf({ status: 'CONFIRMED', paymentStatus: 'PAID' }))).toBe(true);
    expect(cursorFitsList(pair, orderListOf({ paymentStatus: 'PAID' }))).toBe(false);
    const whole = { pk: 'RETURN#R-1-1', sk: 'RETURN', gsi1pk: 'RETURNS', gsi1sk: '2026-11-20T10:00:00.000Z#R-1-1' };
    expect(cursorFitsList(whole, returnListOf({}))).toBe(true);
    expect(cursorFitsList(whole, returnListOf({ status: 'APPROVED' }))).toBe(false);
  });
});
