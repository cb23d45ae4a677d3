import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('notification', () => {
  it("has the spec's ten types and issue 30's support request and live chat", () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'INFO',
      'ERROR',
      'WARNING',
      'NEW_ORDER',
      'NEW_USER',
      'PRODUCT_STOCK',
      'PAYMENT_SUCCESS',
      'PAYMENT_FAILED',
      'SYSTEM',
      'PRODUCT_QUESTION',
      'SUPPORT_REQUEST',
      'LIVE_CHAT',
    ]);
  });

  it('parses with and without href; unread by default', () => {
    const base = { id: 'n1', type: 'NEW_ORDER', title: 'Yeni sipariş', description: '#1042', createdAt: '2025-03-01T10:00:00.000Z' };
    expect(notificationSchema.parse(base).isRead).toBe(false);
    expectStable(notificationSchema, { ...base, href: '/admin/order/detail/1042', isRead: true });
  });

  it('rejects an unknown type and a bad date, naming the field', () => {
    const base = { id: 'n1', type: 'INFO', title: 'x', createdAt: '2025-03-01T10:00:00.000Z' };
    expect(issueAt(notificationSchema, { ...base, type: 'PROMO' }, 'type').message).toMatch(/^type şu değerlerden biri/);
    expect(issueAt(notificationSchema, { ...base, createdAt: 'dün' }, 'createdAt').message).toContain('createdAt');
  });
});
