import * as z from 'zod';
import {
  adminsUpdateSchema,
  cursorMoveSchema,
  cursorJoinSchema,
  cursorSchema,
  cursorsInitSchema,
  notificationSchema,
  orderNewSchema,
  presenceUpdateSchema,
} from '@shop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/repositories/connection-repository';
import { parseClientMessage } from '../../src/realtime/client-message';
import { newOrderNotification } from '../../src/realtime/new-order-notification';
import { managementEndpoint } from '../../src/realtime/post-to-connections';
import { presenceList } from '../../src/realtime/presence';
import { adminsUpdate, cursorRemove, cursorsInit, cursorUpdate, orderNew } from '../../src/realtime/server-events';

const connection = (overrides: Partial<Connection> = {}): Connection => ({
  connectionId: 'AbC+d/EfGh12Ij0=',
  sub: 'sub-1',
  userName: 'theme_manager@example.com',
  groups: ['THEME_MANAGER'],
  connectedAt: 1_000,
  ...overrides,
});

const message = (action: string, data: unknown) => JSON.stringify({ action, data });
const move = { x: 10, y: 99.5, userName: 'Deniz Aydın', path: '/admin/theme', scrollX: 0, scrollY: 1200 };

describe('client messages', () => {
  it('gives the data of a valid {action, data}', () => {
    expect(parseClientMessage(message('cursor:move', move), cursorMoveSchema)).toEqual({ ok: true, data: move });
    expect(parseClientMessage(message('admin:cursor:join', { path: '/admin' }), cursorJoinSchema)).toEqual({ ok: true, data: { path: '/admin' } });
  });

  it('leaves a message without data to the route: taken where the schema allows nothing, refused where it needs data', () => {
    const nothing = z.strictObject({}).optional();
    expect(parseClientMessage('{"action":"admin:cursor:leave"}', nothing)).toEqual({ ok: true, data: undefined });
    expect(parseClientMessage('{"action":"cursor:move"}', cursorMoveSchema)).toEqual({ ok: false });
  });

  it.each([
    ['not JSON', '{"action":'],
    ['no body', undefined],
    ['JSON null', 'null'],
    ['no data', JSON.stringify({ action: 'cursor:move' })],
    ['x as text', message('cursor:move', { ...move, x: 'abc' })],
    ['x over 100 %', message('cursor:move', { ...move, x: 100.1 })],
    ['a storefront path', message('cursor:move', { ...move, path: '/shop' })],
    ['a path that only starts like /admin', message('cursor:move', { ...move, path: '/administrator' })],
    ['a negative scroll', message('cursor:move', { ...move, scrollY: -1 })],
  ])('refuses %s', (_, body) => {
    expect(parseClientMessage(body, cursorMoveSchema)).toEqual({ ok: false });
  });

  it('refuses presence off /admin and names over 200 characters', () => {
    expect(parseClientMessage(message('admin:update', { path: '/', userName: 'A' }), presenceUpdateSchema).ok).toBe(false);
    expect(parseClientMessage(message('admin:update', { path: '/admin/theme', userName: 'A'.repeat(201) }), presenceUpdateSchema).ok).toBe(false);
    expect(parseClientMessage(message('admin:update', { path: '/admin/theme', userName: '' }), presenceUpdateSchema).ok).toBe(true);
  });
});

describe('presence list', () => {
  it("lists only connections on a page, in the order they got there, under the token's name", () => {
    const list = presenceList([
      connection({ connectionId: 'late', path: '/admin/theme', pathAt: 3_000, userName: 'Selin Yılmaz' }),
      connection({ connectionId: 'none' }),
      connection({ connectionId: 'early', path: '/admin/dashboard', pathAt: 2_000 }),
    ]);
    expect(list).toEqual([
      { socketId: 'early', userName: 'theme_manager@example.com', path: '/admin/dashboard', timestamp: 2_000 },
      { socketId: 'late', userName: 'Selin Yılmaz', path: '/admin/theme', timestamp: 3_000 },
    ]);
    expect(adminsUpdateSchema.parse(list)).toEqual(list);
  });
});

describe('server events', () => {
  it('are {action, data} with the spec names and payloads that fit the shared schemas', () => {
    const cursor = { ...move, socketId: 'AbC+d/EfGh12Ij0=' };
    expect(cursorUpdate(cursor)).toEqual({ action: 'cursor:update', data: cursor });
    expect(cursorSchema.parse(cursorUpdate(cursor).data)).toEqual(cursor);
    expect(cursorRemove('id=')).toEqual({ action: 'cursor:remove', data: { socketId: 'id=' } });
    expect(cursorsInit([])).toEqual({ action: 'cursors:init', data: [] });
    expect(cursorsInitSchema.parse(cursorsInit([]).data)).toEqual([]);
    expect(adminsUpdate([])).toEqual({ action: 'admins:update', data: [] });
    expect(orderNew('1001')).toEqual({ action: 'order:new', data: { orderId: '1001' } });
    expect(orderNewSchema.parse(orderNew('1001').data)).toEqual({ orderId: '1001' });
  });

  it('make a new order a NEW_ORDER notification with an id from the order', () => {
    const n = newOrderNotification(
      { id: '1042', customer: { kind: 'guest', id: '3', name: 'Zeynep Aydın', email: 'z@example.com' } },
      Date.UTC(2026, 0, 2),
    );
    expect(n).toEqual({
      id: 'order-1042',
      type: 'NEW_ORDER',
      title: 'Yeni Sipariş Bildirimi',
      description: '#1042 numaralı sipariş alındı (Zeynep Aydın).',
      href: '/admin/order/detail/1042',
      isRead: false,
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    expect(notificationSchema.parse(n)).toEqual(n);
  });
});

describe('management endpoint', () => {
  const saved = process.env.WEBSOCKET_MANAGEMENT_ENDPOINT;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBSOCKET_MANAGEMENT_ENDPOINT;
    else process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = saved;
  });

  it('is the configured one, else the API the message came in on, else none (stream handler)', () => {
    delete process.env.WEBSOCKET_MANAGEMENT_ENDPOINT;
    expect(managementEndpoint({ domainName: 'abc.execute-api.eu-central-1.amazonaws.com', stage: 'prod' })).toBe(
      'https://abc.execute-api.eu-central-1.amazonaws.com/prod',
    );
    expect(managementEndpoint()).toBeUndefined();
    process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = 'http://localhost:3000';
    expect(managementEndpoint({ domainName: 'x', stage: 'y' })).toBe('http://localhost:3000');
    expect(managementEndpoint()).toBe('http://localhost:3000');
  });
});
