import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeDeps, type SocketLike } from '../../../src/session/realtime/realtime-client';
import { otherAdmins, visibleCursors, cursorOnScreen, colourFor, selectorsOf } from '../../../src/session/realtime/presence-view';

class FakeSocket implements SocketLike {
  readonly sent: { action: string; data?: any }[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.onclose?.(new CloseEvent('close'));
  }
  receive(action: string, data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ action, data }) }));
  }
  actions() {
    return this.sent.map((m) => m.action);
  }
}

let sockets: FakeSocket[];
let tickets: number;
let ticketFails: boolean;
const deps: RealtimeDeps = {
  fetchTicket: async () => {
    if (ticketFails) throw new Error('403');
    return `t${++tickets}`;
  },
  webSocketUrl: () => 'ws://localhost:3000/ws',
  openSocket: (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  },
};
const last = () => sockets[sockets.length - 1] as FakeSocket;
/** Lets the ticket promise settle. */
const flush = () => vi.advanceTimersByTimeAsync(0);

const startOpen = async (path = '/admin/dashboard') => {
  const client = new RealtimeClient(deps, 'Deniz Aydın', path);
  client.start();
  await flush();
  last().open();
  return client;
};

const presence = (socketId: string, userName: string, path: string) => ({ socketId, userName, path, timestamp: 1 });
const cursor = (socketId: string, path: string, x = 10) => ({ socketId, userName: 'Selin Yılmaz', path, x, y: 20, scrollX: 0, scrollY: 300 });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  tickets = 0;
  ticketFails = false;
});
afterEach(() => vi.useRealTimers());

describe('connecting', () => {
  it('gets a ticket, opens the socket with it and joins presence and cursors of the page', async () => {
    const client = await startOpen('/admin/theme');
    expect(last().url).toBe('ws://localhost:3000/ws?ticket=t1');
    expect(client.getSnapshot().status).toBe('open');
    expect(last().sent).toEqual([
      { action: 'admin:join', data: { path: '/admin/theme', userName: 'Deniz Aydın' } },
      { action: 'admin:cursor:join', data: { path: '/admin/theme' } },
    ]);
  });

  it('reconnects 2000 ms after a drop with a new ticket, and joins again on the page the admin is on now', async () => {
    const client = await startOpen();
    client.setPath('/admin/order/list');
    last().drop();
    expect(client.getSnapshot().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().url).toContain('ticket=t2');
    last().open();
    expect(last().sent[0]).toEqual({ action: 'admin:join', data: { path: '/admin/order/list', userName: 'Deniz Aydın' } });
    expect(client.getSnapshot().status).toBe('open');
  });

  it('gives up a socket that does not open within 20000 ms and tries again', async () => {
    const client = new RealtimeClient(deps, 'Deniz Aydın', '/admin/dashboard');
    client.start();
    await flush();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sockets[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]?.closed).toBe(true);
    expect(client.getSnapshot().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sockets).toHaveLength(2);
  });

  it('tries 10 times after the first failure, then stays failed', async () => {
    ticketFails = true;
    const client = new RealtimeClient(deps, 'Deniz Aydın', '/admin/dashboard');
    client.start();
    await flush();
    for (let i = 0; i < 10; i++) {
      expect(client.getSnapshot().status).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(client.getSnapshot().status).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.getSnapshot().status).toBe('failed');
  });

  it('starts a new round of attempts on resume once it has failed (network or tab back), not before', async () => {
    ticketFails = true;
    const client = new RealtimeClient(deps, 'Deniz Aydın', '/admin/dashboard');
    client.start();
    await flush();
    client.resume();
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10 * 2000);
    expect(client.getSnapshot().status).toBe('failed');

    ticketFails = false;
    client.resume();
    await flush();
    last().open();
    expect(client.getSnapshot().status).toBe('open');
    expect(sockets).toHaveLength(1);
  });

  it('closes on stop (sign-out) and never reconnects', async () => {
    const client = await startOpen();
    client.stop();
    expect(last().closed).toBe(true);
    expect(client.getSnapshot()).toMatchObject({ status: 'closed', admins: [], cursors: {} });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('presence', () => {
  it('leaves the old cursor room at once, and sends admin:update and the new cursor room 100 ms after a page change, once for a burst', async () => {
    const client = await startOpen();
    last().sent.length = 0;
    client.setPath('/admin/catalog/product');
    client.setPath('/admin/order/list');
    await vi.advanceTimersByTimeAsync(99);
    expect(last().sent).toEqual([{ action: 'admin:cursor:leave' }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().sent).toEqual([
      { action: 'admin:cursor:leave' },
      { action: 'admin:update', data: { path: '/admin/order/list', userName: 'Deniz Aydın' } },
      { action: 'admin:cursor:join', data: { path: '/admin/order/list' } },
    ]);
  });

  it('shares the selected builder row with the presence 100 ms later, keeps it across a reconnect and drops it on a page change', async () => {
    const client = await startOpen('/admin/theme');
    last().sent.length = 0;
    client.setSelection('c1');
    client.setSelection('c2');
    await vi.advanceTimersByTimeAsync(100);
    expect(last().sent).toEqual([
      { action: 'admin:update', data: { path: '/admin/theme', userName: 'Deniz Aydın', selectedComponentId: 'c2' } },
      { action: 'admin:cursor:join', data: { path: '/admin/theme' } },
    ]);

    last().drop();
    await vi.advanceTimersByTimeAsync(2000);
    last().open();
    expect(last().sent[0]).toEqual({ action: 'admin:join', data: { path: '/admin/theme', userName: 'Deniz Aydın', selectedComponentId: 'c2' } });

    last().sent.length = 0;
    client.setPath('/admin/order/list');
    await vi.advanceTimersByTimeAsync(100);
    expect(last().sent.find((m) => m.action === 'admin:update')).toEqual({
      action: 'admin:update',
      data: { path: '/admin/order/list', userName: 'Deniz Aydın' },
    });
    expect(client.getSnapshot().selection).toBeUndefined();
  });

  it("names the other admins on this page who have a row selected, not this admin and not another page's", async () => {
    const client = await startOpen('/admin/theme');
    const at = (socketId: string, userName: string, path: string, selectedComponentId?: string) => ({
      ...presence(socketId, userName, path),
      ...(selectedComponentId ? { selectedComponentId } : {}),
    });
    last().receive('admin:self', { socketId: 'me' });
    last().receive('admins:update', [
      at('me', 'Deniz Aydın', '/admin/theme', 'c1'),
      at('s1', 'Selin Yılmaz', '/admin/theme', 'c1'),
      at('s2', 'Murat Kaya', '/admin/theme', 'c1'),
      at('s3', 'Ayşe Arslan', '/admin/theme', 'c2'),
      at('s4', 'İrem Güneş', '/admin/dashboard', 'c1'),
    ]);
    expect(selectorsOf(client.getSnapshot(), 'c1')).toBe('Selin Yılmaz, Murat Kaya');
    expect(selectorsOf(client.getSnapshot(), 'c2')).toBe('Ayşe Arslan');
    expect(selectorsOf(client.getSnapshot(), 'c3')).toBe('');
  });

  it('lists the others only, once the server said which socket is this one', async () => {
    const client = await startOpen();
    last().receive('admins:update', [presence('me', 'deniz', '/admin/dashboard'), presence('s1', 'Selin Yılmaz', '/admin/theme')]);
    expect(otherAdmins(client.getSnapshot())).toEqual([]);
    last().receive('admin:self', { socketId: 'me' });
    expect(otherAdmins(client.getSnapshot()).map((p) => p.userName)).toEqual(['Selin Yılmaz']);
  });
});

describe('cursors', () => {
  it('sends at most one move per 50 ms with the latest position, and nothing while the pointer stays put', async () => {
    const client = await startOpen('/admin/theme');
    last().sent.length = 0;
    const at = (x: number) => ({ x, y: 50, scrollX: 0, scrollY: 120 });
    client.movePointer(at(10));
    client.movePointer(at(11));
    client.movePointer(at(12));
    expect(last().sent).toEqual([
      { action: 'cursor:move', data: { x: 10, y: 50, scrollX: 0, scrollY: 120, userName: 'Deniz Aydın', path: '/admin/theme' } },
    ]);
    await vi.advanceTimersByTimeAsync(50);
    expect(last().sent.map((m) => m.data.x)).toEqual([10, 12]);
    client.movePointer(at(12));
    await vi.advanceTimersByTimeAsync(200);
    expect(last().sent).toHaveLength(2);
    client.movePointer({ x: 140, y: -3, scrollX: -1, scrollY: 10.4 });
    expect(last().sent[2]?.data).toMatchObject({ x: 100, y: 0, scrollX: 0, scrollY: 10 });
  });

  it('keeps cursors of this page only, and drops them on cursor:remove or when their admin leaves the list', async () => {
    const client = await startOpen('/admin/theme');
    last().receive('admin:self', { socketId: 'me' });
    last().receive('admins:update', [
      presence('me', 'd', '/admin/theme'),
      presence('s1', 'Selin Yılmaz', '/admin/theme'),
      presence('s2', 'Murat Kaya', '/admin/theme'),
    ]);
    last().receive('cursor:update', cursor('s1', '/admin/theme'));
    last().receive('cursor:update', cursor('s2', '/admin/theme'));
    last().receive('cursor:update', cursor('s3', '/admin/dashboard'));
    expect(visibleCursors(client.getSnapshot()).map((c) => c.socketId)).toEqual(['s1', 's2']);
    last().receive('cursor:remove', { socketId: 's1' });
    expect(visibleCursors(client.getSnapshot()).map((c) => c.socketId)).toEqual(['s2']);
    last().receive('admins:update', [presence('me', 'd', '/admin/theme')]);
    expect(visibleCursors(client.getSnapshot())).toEqual([]);
  });

  it("forgets the old page's cursors on a page change", async () => {
    const client = await startOpen('/admin/theme');
    last().receive('cursor:update', cursor('s1', '/admin/theme'));
    client.setPath('/admin/dashboard');
    expect(visibleCursors(client.getSnapshot())).toEqual([]);
  });

  it('leaves the cursors while the tab is hidden (no moves sent, none shown) and joins again when it is shown', async () => {
    const client = await startOpen('/admin/theme');
    last().receive('cursor:update', cursor('s1', '/admin/theme'));
    last().sent.length = 0;
    client.setVisible(false);
    client.setVisible(false);
    expect(last().sent).toEqual([{ action: 'admin:cursor:leave' }]);
    expect(visibleCursors(client.getSnapshot())).toEqual([]);
    client.movePointer({ x: 5, y: 5, scrollX: 0, scrollY: 0 });
    await vi.advanceTimersByTimeAsync(100);
    expect(last().actions()).toEqual(['admin:cursor:leave']);

    client.setVisible(true);
    expect(last().sent.at(-1)).toEqual({ action: 'admin:cursor:join', data: { path: '/admin/theme' } });
    last().receive('cursors:init', [cursor('s1', '/admin/theme', 42)]);
    expect(visibleCursors(client.getSnapshot()).map((c) => c.x)).toEqual([42]);
  });

  it('re-sends its last position once when another admin joins its page, 1250 ms later, not on its own join nor for another page', async () => {
    const client = await startOpen('/admin/theme');
    last().receive('admin:self', { socketId: 'me' });
    client.movePointer({ x: 30, y: 60, scrollX: 0, scrollY: 200 });
    // Its own arrival: the others already here saw nothing new.
    last().receive('admins:update', [presence('s1', 'Selin Yılmaz', '/admin/theme'), presence('me', 'd', '/admin/theme')]);
    await vi.advanceTimersByTimeAsync(5000);
    const moves = () => last().sent.filter((m) => m.action === 'cursor:move');
    expect(moves()).toHaveLength(1);

    last().receive('admins:update', [
      presence('s1', 'Selin Yılmaz', '/admin/theme'),
      presence('me', 'd', '/admin/theme'),
      presence('s3', 'İrem Güneş', '/admin/dashboard'),
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(moves()).toHaveLength(1);

    const withNewcomers = [presence('s1', 'Selin Yılmaz', '/admin/theme'), presence('me', 'd', '/admin/theme')];
    last().receive('admins:update', [...withNewcomers, presence('s2', 'Murat Kaya', '/admin/theme')]);
    last().receive('admins:update', [...withNewcomers, presence('s2', 'Murat Kaya', '/admin/theme'), presence('s4', 'Ayşe Arslan', '/admin/theme')]);
    await vi.advanceTimersByTimeAsync(1249);
    expect(moves()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(moves()).toEqual([
      { action: 'cursor:move', data: { x: 30, y: 60, scrollX: 0, scrollY: 200, userName: 'Deniz Aydın', path: '/admin/theme' } },
      { action: 'cursor:move', data: { x: 30, y: 60, scrollX: 0, scrollY: 200, userName: 'Deniz Aydın', path: '/admin/theme' } },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(moves()).toHaveLength(2);
  });

  it('re-sends nothing to a newcomer while it has no cursor on the page (not moved yet, or tab hidden)', async () => {
    const client = await startOpen('/admin/theme');
    last().receive('admin:self', { socketId: 'me' });
    last().receive('admins:update', [presence('me', 'd', '/admin/theme')]);
    last().receive('admins:update', [presence('me', 'd', '/admin/theme'), presence('s1', 'Selin Yılmaz', '/admin/theme')]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(last().actions()).not.toContain('cursor:move');

    client.movePointer({ x: 30, y: 60, scrollX: 0, scrollY: 200 });
    client.setVisible(false);
    last().receive('admins:update', [
      presence('me', 'd', '/admin/theme'),
      presence('s1', 'Selin Yılmaz', '/admin/theme'),
      presence('s2', 'Murat Kaya', '/admin/theme'),
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(
      last()
        .actions()
        .filter((a) => a === 'cursor:move'),
    ).toHaveLength(1);
  });

  it('sends admin:cursor:leave before closing on stop (the builder and every admin page unmount)', async () => {
    const client = await startOpen('/admin/theme');
    const socket = last();
    socket.sent.length = 0;
    client.stop();
    expect(socket.sent).toEqual([{ action: 'admin:cursor:leave' }]);
    expect(socket.closed).toBe(true);
  });

  it("places a cursor at the sender's point of the page, moving with this page's scroll", () => {
    const viewport = { width: 1000, height: 800, scrollX: 0, scrollY: 100 };
    expect(cursorOnScreen({ x: 10, y: 50, scrollX: 0, scrollY: 300 }, viewport)).toEqual({ left: 100, top: 600 });
    expect(colourFor('Selin Yılmaz')).toBe(colourFor('Selin Yılmaz'));
  });
});

describe('orders', () => {
  it('hands order:new to its listeners', async () => {
    const client = await startOpen();
    const orders: string[] = [];
    client.onOrder((id) => orders.push(id));
    last().receive('order:new', { orderId: '1042' });
    last().receive('order:new', { nope: true });
    expect(orders).toEqual(['1042']);
  });

  it('hands order:updated with the order’s new version to its listeners, and nothing malformed', async () => {
    const client = await startOpen('/admin/order/detail/1042');
    const updates: unknown[] = [];
    const stop = client.onOrderUpdate((update) => updates.push(update));
    last().receive('order:updated', { orderId: '1042', version: 5 });
    last().receive('order:updated', { orderId: '1042' });
    last().receive('order:updated', { orderId: '1042', version: 0 });
    stop();
    last().receive('order:updated', { orderId: '1042', version: 6 });
    expect(updates).toEqual([{ orderId: '1042', version: 5 }]);
  });
});
