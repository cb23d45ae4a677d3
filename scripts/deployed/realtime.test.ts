import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import {
  adminSelfSchema,
  adminsUpdateSchema,
  cursorRemoveSchema,
  cursorSchema,
  cursorsInitSchema,
  REALTIME_EVENTS,
  REALTIME_ROUTES,
  type Presence,
} from '@shop/shared';
import { adminWho, describeOnTarget, mayCall, onTarget } from './api';
import { RealtimeClient, ticketFor, upgradeStatus } from './realtime-client';

const SPOOFED = 'Sahte Yönetici (taklit)';
const clients: RealtimeClient[] = [];
const open = async (...args: Parameters<typeof RealtimeClient.open>) => {
  const client = await RealtimeClient.open(...args);
  clients.push(client);
  return client;
};
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

const has = (list: Presence[], socketId: string, path: string) => list.some((p) => p.socketId === socketId && p.path === path);

describeOnTarget('realtime (WebSocket API)', () => {
  it('opens only with a fresh ticket from the API', async (test) => {
    const admin = adminWho(test, 'gets into the admin shell', (u) => mayCall('createRealtimeTicket', u.groups));
    expect(await upgradeStatus(undefined)).toBe(401);
    expect(await upgradeStatus('yok-boyle-bir-bilet')).toBe(401);
    const ticket = await ticketFor(admin);
    expect(await upgradeStatus(ticket)).toBe(101);
    // Single use.
    expect(await upgradeStatus(ticket)).toBe(401);
  });

  it('shows each admin to the other under the server’s name, fans cursor moves out, and tells the other on leave', async (test) => {
    const first = adminWho(test, 'gets into the admin shell', (u) => mayCall('createRealtimeTicket', u.groups));
    // Another admin when there is one; otherwise the same admin in a second tab, as the shell allows.
    const second = onTarget().users.find((u) => u.sub !== first.sub && mayCall('createRealtimeTicket', u.groups)) ?? first;
    const path = `/admin/deployed-test/${randomUUID()}`;

    const a = await open(first);
    a.send(REALTIME_ROUTES.adminJoin.routeKey, { path, userName: SPOOFED });
    const aId = (await a.waitFor(REALTIME_EVENTS.adminSelf, adminSelfSchema)).socketId;
    const b = await open(second);
    b.send(REALTIME_ROUTES.adminJoin.routeKey, { path, userName: SPOOFED });
    const bId = (await b.waitFor(REALTIME_EVENTS.adminSelf, adminSelfSchema)).socketId;

    // Presence: both on the page, each under the name the server takes from the token.
    const seenByA = await a.waitFor(REALTIME_EVENTS.adminsUpdate, adminsUpdateSchema, (list) => has(list, bId, path));
    expect(seenByA.find((p) => p.socketId === bId)?.userName).toBe(second.name);
    const seenByB = await b.waitFor(REALTIME_EVENTS.adminsUpdate, adminsUpdateSchema, (list) => has(list, aId, path) && has(list, bId, path));
    expect(seenByB.find((p) => p.socketId === aId)?.userName).toBe(first.name);

    // Cursors: a move reaches the other admin on the page, with the sender's real name.
    a.send(REALTIME_ROUTES.cursorJoin.routeKey, { path });
    await a.waitFor(REALTIME_EVENTS.cursorsInit, cursorsInitSchema);
    b.send(REALTIME_ROUTES.cursorJoin.routeKey, { path });
    await b.waitFor(REALTIME_EVENTS.cursorsInit, cursorsInitSchema);
    a.send(REALTIME_ROUTES.cursorMove.routeKey, { x: 12.5, y: 40, userName: SPOOFED, path, scrollX: 0, scrollY: 320 });
    expect(await b.waitFor(REALTIME_EVENTS.cursorUpdate, cursorSchema)).toEqual({
      socketId: aId,
      x: 12.5,
      y: 40,
      userName: first.name,
      path,
      scrollX: 0,
      scrollY: 320,
    });

    // Leaving: the cursor first, then the connection.
    a.send(REALTIME_ROUTES.cursorLeave.routeKey);
    expect(await b.waitFor(REALTIME_EVENTS.cursorRemove, cursorRemoveSchema)).toEqual({ socketId: aId });
    await a.close();
    await b.waitFor(REALTIME_EVENTS.adminsUpdate, adminsUpdateSchema, (list) => !list.some((p) => p.socketId === aId) && has(list, bId, path));

    expect(JSON.stringify([...a.messages, ...b.messages])).not.toContain(SPOOFED);
  });
});
