import { describe, expect, it } from 'vitest';
import { MEMBER_LIST, memberKey, newestFirstPageSchema, ORDER_LIST, orderKey } from '@shop/shared';
import { newestFirstKeys } from '../../src/repositories/newest-first';

const cursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const schema = newestFirstPageSchema(ORDER_LIST);

describe('newest-first pages', () => {
  it('sorts by creation time in gsi1', () => {
    expect(newestFirstKeys(ORDER_LIST, '2026-11-01T09:00:00.000Z', '1001')).toEqual({
      gsi1pk: ORDER_LIST,
      gsi1sk: '2026-11-01T09:00:00.000Z#1001',
    });
  });

  it('accepts no cursor, and a cursor that is a key of this list', () => {
    expect(schema.parse({})).toEqual({ limit: 25 });
    const key = { ...orderKey('1'), gsi1pk: ORDER_LIST, gsi1sk: '2026#1' };
    expect(schema.parse({ limit: '5', cursor: cursor(key) })).toEqual({ limit: 5, cursor: cursor(key) });
    // Keys carry what their ids and times are made of, Turkish letters included.
    const turkish = { ...orderKey('ğüşiöç-1'), gsi1pk: ORDER_LIST, gsi1sk: '2026#ğüşiöç-1' };
    expect(schema.safeParse({ cursor: cursor(turkish) }).success).toBe(true);
  });

  it.each([
    ['garbage', 'not a cursor!'],
    ['JSON that is not an object', cursor([1, 2])],
    ['a key of another list', cursor({ ...memberKey('1'), gsi1pk: MEMBER_LIST, gsi1sk: '2026#1' })],
    ['a key with extra attributes', cursor({ ...orderKey('1'), gsi1pk: ORDER_LIST, gsi1sk: '2026#1', x: 1 })],
  ])('refuses %s, naming the cursor', (_, value) => {
    const issues = schema.safeParse({ cursor: value }).error?.issues;
    expect(issues?.[0]).toMatchObject({ path: ['cursor'], message: 'cursor geçersiz.' });
  });
});
