import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { orderKey, type Order } from '@shop/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, RealtimeClient } from '../realtime/realtime-client';
import { call, runtime, useRuntimeTable } from '../runtime-client';
import { placedOrder } from '../../src/seed/placed-order';

const order = (): Order =>
  placedOrder({
    id: `retry-${randomUUID()}`,
    customer: { kind: 'member', id: '1', name: 'Emine Güler', email: 'emine.guler1@example.com' },
    total: 10,
    createdAt: '2001-01-01T00:00:00.000Z',
  });

/** The stream event Lambda gets for new order items. */
const streamEvent = (...orders: Order[]): DynamoDBStreamEvent => ({
  Records: orders.map((o) => ({
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: { NewImage: marshall({ ...orderKey(o.id), ...o }, { removeUndefinedValues: true }) as never },
  })),
});

const notificationOf = async (id: string) =>
  ((await call('/api/admin/notifications', { as: 'ORDER_MANAGER' })).body as { id: string; isRead: boolean; createdAt: string }[]).find(
    (n) => n.id === id,
  );

const clients: RealtimeClient[] = [];
beforeAll(useRuntimeTable);
afterEach(() => closeAll(clients));

describe('a stream batch delivered again (Lambda retries)', () => {
  it('sends order:new once and leaves the NEW_ORDER notification as the admin left it', async () => {
    process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = runtime().url;
    const { handler } = await import('@shop/functions/handlers/realtime/order-stream');
    const client = await RealtimeClient.open('ORDER_MANAGER', 'Zeynep Çelik');
    clients.push(client);
    const placed = order();
    const id = `order-${placed.id}`;

    await handler(streamEvent(placed), {} as Context);
    await client.waitFor('order:new', (d) => d.orderId === placed.id);
    const first = await notificationOf(id);
    expect(first).toMatchObject({ isRead: false });
    expect((await call(`/api/admin/notifications/${id}/mark-read`, { as: 'ORDER_MANAGER', method: 'POST' })).status).toBe(200);

    await handler(streamEvent(placed), {} as Context);
    // A later order on the same connection: had the retry announced the first again, it would have arrived before this.
    const later = order();
    await handler(streamEvent(later), {} as Context);
    await client.waitFor('order:new', (d) => d.orderId === later.id);
    expect(client.received('order:new', (d) => d.orderId === placed.id)).toHaveLength(1);
    expect(await notificationOf(id)).toMatchObject({ isRead: true, createdAt: first?.createdAt });
  });
});
