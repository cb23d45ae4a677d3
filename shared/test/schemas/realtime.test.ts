import { describe, expect, it } from 'vitest';
import {
  adminsUpdateSchema,
  cursorJoinSchema,
  cursorMoveSchema,
  cursorSchema,
  cursorsInitSchema,
  orderNewSchema,
  presenceSchema,
  presenceUpdateSchema,
  serverMessageSchema,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('presence', () => {
  const presence = { socketId: 's1', userName: 'Ayşe', path: '/admin/dashboard', timestamp: 1_700_000_000_000 };

  it('socketId, userName, path, timestamp', () => {
    expectStable(presenceSchema, presence);
    expectStable(adminsUpdateSchema, [presence]);
    expectStable(presenceUpdateSchema, { path: '/admin/theme', userName: 'Ayşe' });
  });

  it('only /admin paths are shared', () => {
    expect(issueAt(presenceSchema, { ...presence, path: '/category/elbise' }, 'path').message).toContain('path');
    expect(issueAt(presenceSchema, { ...presence, path: '/administrator' }, 'path').message).toContain('path');
    expect(presenceSchema.safeParse({ ...presence, path: '/admin' }).success).toBe(true);
  });
});

describe('cursor', () => {
  const move = { x: 50, y: 12.5, userName: 'Ayşe', path: '/admin/theme', scrollX: 0, scrollY: 640 };

  it('x and y are page percentages', () => {
    expectStable(cursorMoveSchema, move);
    expectStable(cursorSchema, { ...move, socketId: 's1' });
    expectStable(cursorsInitSchema, [{ ...move, socketId: 's1' }]);
    expect(issueAt(cursorMoveSchema, { ...move, x: 101 }, 'x').message).toBe('x en fazla 100 olabilir.');
    expect(issueAt(cursorMoveSchema, { ...move, y: -1 }, 'y').message).toBe('y en az 0 olmalıdır.');
    expect(issueAt(cursorSchema, move, 'socketId').message).toBe('socketId gereklidir.');
  });

  it('join and order events', () => {
    expectStable(cursorJoinSchema, { path: '/admin/theme' });
    expectStable(orderNewSchema, { orderId: 'o-1042' });
  });
});

describe('server messages', () => {
  it('each event carries its own payload, under the spec name', () => {
    expect(serverMessageSchema.parse({ action: 'order:new', data: { orderId: '1042' } })).toEqual({ action: 'order:new', data: { orderId: '1042' } });
    expect(serverMessageSchema.safeParse({ action: 'cursor:remove', data: { socketId: 's1' } }).success).toBe(true);
    expect(serverMessageSchema.safeParse({ action: 'admins:update', data: [] }).success).toBe(true);
  });

  it('refuses unknown events and payloads of another event', () => {
    expect(serverMessageSchema.safeParse({ action: 'order:created', data: { orderId: '1042' } }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ action: 'order:new', data: { socketId: 's1' } }).success).toBe(false);
  });
});
