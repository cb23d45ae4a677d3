import { describe, expect, it } from 'vitest';
import { searchResponseSchema, searchResultSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('search result', () => {
  it('products, users and guests (with _orderCount)', () => {
    expectStable(searchResultSchema, {
      products: [{ id: 'p1', name: 'Keten Gömlek' }],
      users: [{ id: 'u1', name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com' }],
      guests: [{ id: 'g1', name: 'Mehmet', surname: 'Kaya', email: 'mehmet@example.com', _orderCount: 3 }],
    });
    expect(searchResultSchema.parse({})).toEqual({ products: [], users: [], guests: [] });
  });

  it('a guest needs its order count', () => {
    expect(issueAt(searchResultSchema, { guests: [{ id: 'g1', name: 'a', surname: 'b', email: 'c' }] }, 'guests.0._orderCount').message).toBe(
      'guests.0._orderCount gereklidir.',
    );
  });

  it('the answer: success, data, error', () => {
    expectStable(searchResponseSchema, { success: false, error: 'Arama başarısız' });
    expect(issueAt(searchResponseSchema, {}, 'success').message).toBe('success gereklidir.');
  });
});
