import { randomUUID } from 'node:crypto';
import { joinCursorRoom, putConnection, setConnectionPresence } from '@shop/functions/repositories/connection-repository';
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectionKey, CURSOR_RESEND_DELAY_MS } from '@shop/shared';
import { MOVE_BURST, MOVES_PER_SECOND } from '@shop/functions/realtime/move-throttle';
import { itemsWithPrefix, runtime, tableItems, useRuntimeTable } from '../runtime-client';
import { closeAll, eventually, RealtimeClient, sleep } from './realtime-client';

/** Long enough for a fan-out that should not happen to have happened. */
const QUIET_MS = 400;
const clients: RealtimeClient[] = [];
const open = async (...args: Parameters<typeof RealtimeClient.open>) => {
  const client = await RealtimeClient.open(...args);
  clients.push(client);
  return client;
};
/** A page of its own per test, so connections of other tests never share its cursors. */
const page = (name: string) => `/admin/${name}/${randomUUID()}`;
const connectionItem = async (id: string) => (await itemsWithPrefix(connectionKey(id).pk))[0];
const move = (path: string, x = 12.5) => ({ x, y: 40, userName: '', path, scrollX: 0, scrollY: 320 });

beforeAll(useRuntimeTable);
afterEach(() => closeAll(clients));

describe('presence (admin:join, admin:update)', () => {
  it("lists two admins on /admin/theme to both, under their token's display names", async () => {
    const deniz = await open('THEME_MANAGER', 'Deniz Aydın');
    const selin = await open('SUPER_ADMIN', 'Selin Yılmaz');
    deniz.send('admin:join', { path: '/admin/theme', userName: 'Deniz Aydın' });
    selin.send('admin:join', { path: '/admin/theme', userName: 'Selin Yılmaz' });
    const names = ['theme_manager@example.com', 'super_admin@example.com'];
    const both = (list: any[]) => names.every((name) => list.some((p) => p.userName === name && p.path === '/admin/theme'));
    const [atDeniz, atSelin] = await Promise.all([deniz.waitFor('admins:update', both), selin.waitFor('admins:update', both)]);
    for (const { data } of [atDeniz, atSelin]) {
      for (const p of data) expect(Object.keys(p).sort()).toEqual(['path', 'socketId', 'timestamp', 'userName']);
      const entry = data.find((p: any) => p.userName === 'theme_manager@example.com');
      expect(entry.socketId).toMatch(/^[A-Za-z0-9+/]{14}[A-Za-z0-9+/=]{2}$/);
      expect(Math.abs(entry.timestamp - Date.now())).toBeLessThan(10_000);
    }
  });

  it("shows the server's identity of each connection, never the name a client sends, and tells the sender its socketId", async () => {
    const path = page('dashboard');
    const analyst = await open('ANALYST', 'İrem Güneş');
    const watcher = await open('ADMIN', 'Murat Kaya');
    // The local Cognito stand-in puts no given/family name in its ID tokens: the e-mail is the identity's name.
    analyst.send('admin:join', { path, userName: 'Selin Yılmaz (Süper Yönetici)' });
    const self = await analyst.waitFor('admin:self');
    const update = await watcher.waitFor('admins:update', (list: any[]) => list.some((p) => p.path === path));
    expect(update.data.find((p: any) => p.path === path)).toEqual(
      expect.objectContaining({ socketId: self.data.socketId, userName: 'analyst@example.com' }),
    );
    expect(JSON.stringify(watcher.messages)).not.toContain('Selin Yılmaz (Süper Yönetici)');

    const next = page('order/list');
    analyst.send('admin:update', { path: next, userName: '' });
    const moved = await watcher.waitFor('admins:update', (list: any[]) => list.some((p) => p.path === next));
    expect(moved.data.filter((p: any) => p.path === next || p.path === path)).toEqual([
      expect.objectContaining({ path: next, userName: 'analyst@example.com' }),
    ]);

    await watcher.join(next);
    analyst.send('admin:cursor:join', { path: next });
    await analyst.waitFor('cursors:init');
    analyst.send('cursor:move', { ...move(next), userName: 'Sahte İsim' });
    expect((await watcher.waitFor('cursor:update')).data.userName).toBe('analyst@example.com');
  });

  it('shares the builder row an admin has selected with the others, and forgets it when the admin selects none', async () => {
    const path = page('theme');
    const editor = await open('THEME_MANAGER', 'Deniz Aydın');
    const watcher = await open('SUPER_ADMIN', 'Selin Yılmaz');
    await watcher.join(path);
    editor.send('admin:join', { path, userName: '', selectedComponentId: 'component-7' });
    const selected = await watcher.waitFor('admins:update', (list: any[]) => list.some((p) => p.selectedComponentId === 'component-7'));
    expect(selected.data.find((p: any) => p.selectedComponentId === 'component-7')).toEqual(
      expect.objectContaining({ path, userName: 'theme_manager@example.com' }),
    );
    const self = await editor.waitFor('admin:self');
    expect((await connectionItem(self.data.socketId))?.selectedComponentId).toBe('component-7');

    editor.send('admin:update', { path, userName: '' });
    const cleared = await watcher.waitFor('admins:update', (list: any[]) =>
      list.some((p) => p.socketId === self.data.socketId && p.selectedComponentId === undefined),
    );
    expect(cleared.data.find((p: any) => p.socketId === self.data.socketId)).not.toHaveProperty('selectedComponentId');
    expect(await connectionItem(self.data.socketId)).not.toHaveProperty('selectedComponentId');
  });

  it('refuses a path outside /admin and bad payloads: nothing written, nothing sent', async () => {
    const admin = await open('ADMIN', 'Murat Kaya');
    const watcher = await open('CONTENT_MANAGER', 'Ayşe Arslan');
    await watcher.join(page('content/page'));
    await admin.waitFor('admins:update', (list: any[]) => list.some((p) => p.socketId === watcher.socketId));
    admin.messages.length = 0;
    const before = await tableItems();
    admin.send('admin:join', { path: '/shop', userName: 'Murat Kaya' });
    admin.send('admin:update', { path: '/', userName: 'Murat Kaya' });
    admin.send('admin:update', { path: '/admin/theme' });
    admin.send('admin:update', { path: '/admin/theme', userName: 'x'.repeat(201) });
    admin.send('admin:update', { path: '/admin/theme', userName: '', selectedComponentId: 42 });
    admin.send('admin:cursor:join', { path: '/shop' });
    admin.send('admin:cursor:leave', { extra: true });
    admin.sendRaw('{"action":"admin:join","data":');
    admin.sendRaw('düz metin');
    admin.send('bilinmeyen:olay', { path: '/admin/theme' });
    await sleep(QUIET_MS);
    expect(await tableItems()).toEqual(before);
    expect(admin.messages).toEqual([]);
    expect(watcher.messages).toEqual([]);
    // Still connected: bad input is refused, not punished.
    admin.send('admin:join', { path: '/admin/theme', userName: 'Murat Kaya' });
    await admin.waitFor('admins:update', (list: any[]) => list.some((p) => p.userName === 'admin@example.com'));
  });
});

describe('cursors', () => {
  it('answers admin:cursor:join with cursors:init: positions are never stored, so it starts empty', async () => {
    const admin = await open('ADMIN', 'Murat Kaya');
    admin.send('admin:cursor:join', { path: page('theme') });
    expect((await admin.waitFor('cursors:init')).data).toEqual([]);
  });

  it('sends a move to the others on the same page only, and writes nothing', async () => {
    const path = page('theme');
    const a = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const b = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    const c = await (await open('MARKETING_MANAGER', 'Burak Öztürk')).join(page('dashboard'));
    for (const client of [a, b, c]) client.messages.length = 0;

    const before = await tableItems();
    a.send('cursor:move', { ...move(path), userName: 'Deniz Aydın' });
    const update = await b.waitFor('cursor:update');
    expect(update.data).toEqual({ socketId: a.socketId, x: 12.5, y: 40, userName: 'theme_manager@example.com', path, scrollX: 0, scrollY: 320 });
    await sleep(QUIET_MS);
    expect(c.messages).toEqual([]);
    expect(a.messages).toEqual([]);
    expect(await tableItems()).toEqual(before);

    // A move without a name shows the connection's identity all the same.
    a.send('cursor:move', move(path, 50));
    expect((await b.waitFor('cursor:update', (d) => d.x === 50)).data.userName).toBe('theme_manager@example.com');
  });

  it('reaches an admin who joins the page while the others are moving', async () => {
    const path = page('theme');
    const a = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const b = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    a.send('cursor:move', move(path));
    await b.waitFor('cursor:update');
    // A's container may still use the room it read before (for up to a second).
    const late = await (await open('ADMIN', 'Murat Kaya')).join(path);
    const moving = setInterval(() => a.send('cursor:move', move(path, 33)), 50);
    try {
      expect((await late.waitFor('cursor:update', (d) => d.socketId === a.socketId)).data).toMatchObject({ x: 33, path });
    } finally {
      clearInterval(moving);
    }
  });

  it("shows a newcomer an idle admin's cursor once that admin's client re-sends it on seeing them join, with nothing stored", async () => {
    const path = page('theme');
    const a = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const b = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    const itemBefore = await connectionItem(a.socketId);
    a.send('cursor:move', move(path, 61));
    await b.waitFor('cursor:update', (d) => d.socketId === a.socketId);
    expect(await connectionItem(a.socketId)).toEqual(itemBefore);
    expect(itemBefore).not.toHaveProperty('cursor');

    // The newcomer joins as the admin client does (presence and cursors at once): nobody's position is known.
    const late = await open('ADMIN', 'Murat Kaya');
    late.send('admin:join', { path, userName: '' });
    late.send('admin:cursor:join', { path });
    expect((await late.waitFor('cursors:init')).data).toEqual([]);
    // A's client, as realtime-client does: a socket new on its page in admins:update → its last position again, CURSOR_RESEND_DELAY_MS later.
    const lateId = (await late.waitFor('admin:self')).data.socketId as string;
    await a.waitFor('admins:update', (list: any[]) => list.some((p) => p.socketId === lateId && p.path === path));
    await sleep(CURSOR_RESEND_DELAY_MS);
    a.send('cursor:move', move(path, 61));
    expect((await late.waitFor('cursor:update', (d) => d.socketId === a.socketId)).data).toEqual({
      socketId: a.socketId,
      x: 61,
      y: 40,
      scrollX: 0,
      scrollY: 320,
      userName: 'theme_manager@example.com',
      path,
    });
    expect(await connectionItem(a.socketId)).toEqual(itemBefore);
  });

  it('cuts a connection flooding moves to the throttle rate on the server, while another connection is delivered whole', async () => {
    const path = page('theme');
    const flooder = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const honest = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    const watcher = await (await open('ADMIN', 'Murat Kaya')).join(path);
    watcher.messages.length = 0;
    const started = Date.now();
    // 2 s of 1,000 moves a second from the flooder (the client's own throttle bypassed), and an
    // honest client's 50 ms rhythm, each of its 40 moves at its own x.
    let sent = 0;
    for (let tick = 0; tick < 40; tick++) {
      for (let i = 0; i < 50; i++) flooder.send('cursor:move', move(path, (sent++ % 90) + 1));
      honest.send('cursor:move', move(path, tick + 1));
      await sleep(50);
    }
    const from = (id: string) => watcher.received('cursor:update', (d) => d.socketId === id);
    await eventually(async () => from(honest.socketId).length === 40, 20_000);
    await sleep(QUIET_MS);
    const elapsedSeconds = (Date.now() - started) / 1000;
    expect(sent).toBe(2000);
    // Every one of them (invocations may overlap, so in any order).
    expect(
      from(honest.socketId)
        .map((m) => m.data.x as number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // The burst and the rate for as long as the flood was being handled, never the 2,000 sent.
    const flooded = from(flooder.socketId).length;
    expect(flooded).toBeGreaterThanOrEqual(MOVE_BURST);
    expect(flooded).toBeLessThanOrEqual(MOVE_BURST + Math.ceil(MOVES_PER_SECOND * elapsedSeconds));
  });

  it('drops a move on a page the sender did not join, and bad moves, without a fan-out or a write', async () => {
    const path = page('theme');
    const a = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const b = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    const other = await (await open('ADMIN', 'Murat Kaya')).join(page('theme'));
    b.messages.length = 0;
    const before = await tableItems();
    other.send('cursor:move', move(path));
    a.send('cursor:move', { ...move(path), x: 'abc' });
    a.send('cursor:move', { ...move(path), x: 101 });
    a.send('cursor:move', { ...move(path), path: '/shop' });
    a.send('cursor:move', { x: 1, y: 1, path });
    await sleep(QUIET_MS);
    expect(b.messages).toEqual([]);
    expect(await tableItems()).toEqual(before);
  });

  it('tells the others cursor:remove on admin:cursor:leave and on disconnect', async () => {
    const path = page('theme');
    const a = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const b = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    const c = await (await open('ADMIN', 'Murat Kaya')).join(path);
    for (const client of [a, b, c]) client.messages.length = 0;

    a.send('admin:cursor:leave');
    expect((await b.waitFor('cursor:remove')).data).toEqual({ socketId: a.socketId });
    await c.waitFor('cursor:remove', (d) => d.socketId === a.socketId);
    expect(await connectionItem(a.socketId)).not.toHaveProperty('cursorPath');
    // Out of the page's cursors: its moves go nowhere now.
    a.send('cursor:move', move(path));
    await sleep(QUIET_MS);
    expect(b.received('cursor:update')).toEqual([]);

    await c.close();
    expect((await b.waitFor('cursor:remove', (d) => d.socketId === c.socketId)).data).toEqual({ socketId: c.socketId });
    const update = await b.waitFor('admins:update', (list: any[]) => !list.some((p) => p.socketId === c.socketId));
    expect(update.data.some((p: any) => p.socketId === b.socketId)).toBe(true);
    await eventually(async () => (await connectionItem(c.socketId)) === undefined);
    expect(a.received('cursor:remove')).toEqual([]);
  });

  it('deletes a stale connection (410) met by a fan-out, keeps the sender, and tells the others', async () => {
    const path = page('theme');
    const a = await (await open('THEME_MANAGER', 'Deniz Aydın')).join(path);
    const b = await (await open('SUPER_ADMIN', 'Selin Yılmaz')).join(path);
    // A connection whose $disconnect never ran; its id needs URL-encoding.
    const stale = `St+le/${randomUUID().slice(0, 6)}=`;
    await putConnection({ connectionId: stale, sub: 'stale-sub', userName: 'Eski Bağlantı', groups: ['ADMIN'] });
    await setConnectionPresence(stale, { path });
    await joinCursorRoom(stale, path);
    b.messages.length = 0;

    a.send('cursor:move', move(path));
    await b.waitFor('cursor:update');
    await eventually(async () => (await connectionItem(stale)) === undefined);
    expect(await connectionItem(a.socketId)).toMatchObject({ connectionId: a.socketId, cursorPath: path });
    await b.waitFor('admins:update', (list: any[]) => list.some((p) => p.socketId === a.socketId) && !list.some((p) => p.socketId === stale));

    a.send('cursor:move', move(path, 70));
    await b.waitFor('cursor:update', (d) => d.x === 70);
  });
});

describe('management API (/@connections/{id})', () => {
  it('delivers to a URL-decoded id and answers GoneException for an unknown one', async () => {
    const admin = await (await open('ADMIN', 'Murat Kaya')).join(page('dashboard'));
    // Where the runtime points the handlers (WEBSOCKET_MANAGEMENT_ENDPOINT): its one port.
    const client = new ApiGatewayManagementApiClient({
      endpoint: runtime().url,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await client.send(new PostToConnectionCommand({ ConnectionId: admin.socketId, Data: new TextEncoder().encode('{"action":"test","data":1}') }));
    expect((await admin.waitFor('test')).data).toBe(1);
    await expect(client.send(new PostToConnectionCommand({ ConnectionId: 'yok/böyle+bir=', Data: new Uint8Array([1]) }))).rejects.toBeInstanceOf(
      GoneException,
    );
    const unsigned = await fetch(`${runtime().url}/@connections/${encodeURIComponent(admin.socketId)}`, { method: 'POST', body: 'x' });
    expect(unsigned.status).toBe(403);
    client.destroy();
  });
});
