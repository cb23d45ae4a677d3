import { describe, expect, it } from 'vitest';
import { orderPageSchema, returnPageSchema } from '../src';

const cursor = (key: Record<string, string>) => Buffer.from(JSON.stringify(key)).toString('base64url');
const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('list filters', () => {
  it('takes only real calendar days', () => {
    expect(orderPageSchema.safeParse({ from: '2026-02-28' }).success).toBe(true);
    expect(fieldOf(orderPageSchema.safeParse({ from: '2026-02-31' }))).toBe('from');
    expect(fieldOf(orderPageSchema.safeParse({ to: '2026-13-01' }))).toBe('to');
    expect(fieldOf(returnPageSchema.safeParse({ from: '2026-04-31' }))).toBe('from');
    expect(orderPageSchema.safeParse({ from: '' }).data?.from).toBeUndefined();
  });

  it('takes a cursor only from the list and the days the filters read', () => {
    const confirmed = { pk: 'ORDER#1', sk: 'FIND#STATUS', gsi1pk: 'ORDERS#STATUS#CONFIRMED', gsi1sk: '2026-11-20T10:00:00.000Z#1' };
    expect(orderPageSchema.safeParse({ status: 'CONFIRMED', cursor: cursor(confirmed) }).success).toBe(true);
    expect(fieldOf(orderPageSchema.safeParse({ status: 'SHIPPED', cursor: cursor(confirmed) }))).toBe('cursor');
    expect(fieldOf(orderPageSchema.safeParse({ cursor: cursor(confirmed) }))).toBe('cursor');
    expect(orderPageSchema.safeParse({ status: 'CONFIRMED', from: '2026-11-20', to: '2026-11-20', cursor: cursor(confirmed) }).success).toBe(true);
    expect(fieldOf(orderPageSchema.safeParse({ status: 'CONFIRMED', from: '2026-11-21', cursor: cursor(confirmed) }))).toBe('cursor');
    const whole = { pk: 'RETURN#R-1-1', sk: 'RETURN', gsi1pk: 'RETURNS', gsi1sk: '2026-11-20T10:00:00.000Z#R-1-1' };
    expect(returnPageSchema.safeParse({ cursor: cursor(whole) }).success).toBe(true);
    expect(fieldOf(returnPageSchema.safeParse({ status: 'APPROVED', cursor: cursor(whole) }))).toBe('cursor');
  });
});
