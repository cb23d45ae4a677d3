import { adminKey, CONNECTION_PREFIX, KNOWN_ADMIN_LIST, MESSAGES, REALTIME_TICKET_PREFIX } from '@shop/shared';
import { issueTicket } from '@shop/functions/repositories/ticket-repository';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, itemsWithPrefix, subOf, tableItems, useRuntimeTable } from '../runtime-client';
import { closeAll, eventually, openSocket, ticketFor, upgradeStatus, webSocketUrl } from './realtime-client';

const TICKET = '/api/admin/realtime/ticket';
const connectionsOf = async (sub: string) => (await itemsWithPrefix(CONNECTION_PREFIX)).filter((c) => c.sub === sub);

beforeAll(useRuntimeTable);
afterEach(() => closeAll([]));

describe('POST /api/admin/realtime/ticket', () => {
  it('answers 401 without a token and 403 to USER, writing nothing', async () => {
    const before = await tableItems();
    expect(await call(TICKET, { method: 'POST' })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call(TICKET, { method: 'POST', as: 'USER' })).toEqual({
      status: 403,
      body: { error: 'Forbidden', message: MESSAGES.api.forbidden },
    });
    expect(await tableItems()).toEqual(before);
  });

  it('issues a random 60 s ticket, stored only as a hash, and makes the caller a known admin', async () => {
    const started = Date.now();
    const res = await call(TICKET, { method: 'POST', as: 'ANALYST' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'ticket']);
    // 256 random bits, base64url.
    expect(res.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(started + 59_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);

    const again = await call(TICKET, { method: 'POST', as: 'ANALYST' });
    expect(again.body.ticket).not.toBe(res.body.ticket);

    const tickets = await itemsWithPrefix(REALTIME_TICKET_PREFIX);
    expect(JSON.stringify(tickets)).not.toContain(res.body.ticket);
    const sub = await subOf('ANALYST');
    const mine = tickets.filter((t) => t.sub === sub);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const t of mine) {
      // The local pool's ID tokens carry no given/family name, so the display name falls back to the e-mail.
      expect(t).toMatchObject({ userName: 'analyst@example.com', groups: ['ANALYST'] });
      // DynamoDB TTL reads epoch seconds.
      expect(t.ttl).toBe(Math.ceil(Number(t.expiresAt) / 1000));
    }
    // Known by the name the seed gave them: a token with only the e-mail does not overwrite it.
    expect(await itemsWithPrefix(adminKey(sub).pk)).toEqual([
      expect.objectContaining({ sub, name: 'İrem Güneş', groups: ['ANALYST'], gsi1pk: KNOWN_ADMIN_LIST }),
    ]);
  });
});

describe('$connect with a ticket', () => {
  it('is served on the webSocketUrl of /config.json', async () => {
    expect(await webSocketUrl()).toMatch(/^ws:\/\/localhost:\d+\/ws$/);
  });

  it('opens once per ticket and stores the connection with its verified user; a second use is refused', async () => {
    const ticket = await ticketFor('THEME_MANAGER');
    const ws = await openSocket(ticket);
    const sub = await subOf('THEME_MANAGER');
    const [item] = await connectionsOf(sub);
    expect(item).toMatchObject({ sub, userName: 'theme_manager@example.com', groups: ['THEME_MANAGER'] });
    expect(item).not.toHaveProperty('path');
    expect(item).not.toHaveProperty('cursorPath');
    const nowSeconds = Date.now() / 1000;
    expect(Number(item?.ttl)).toBeGreaterThan(nowSeconds + 7100);
    expect(Number(item?.ttl)).toBeLessThan(nowSeconds + 7300);

    expect(await upgradeStatus(ticket)).toBe(401);
    ws.close();
    await eventually(async () => (await connectionsOf(sub)).length === 0);
  });

  it('refuses a missing, garbage or expired ticket with 401 and stores no connection', async () => {
    // Issued 61 s ago: past its 60 s.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 61_000 });
    const expired = await issueTicket({ sub: 'expired-sub', userName: 'Eski Bilet', groups: ['ADMIN'] }).finally(() => vi.useRealTimers());
    const before = (await itemsWithPrefix(CONNECTION_PREFIX)).length;
    expect(await upgradeStatus(undefined)).toBe(401);
    expect(await upgradeStatus('')).toBe(401);
    expect(await upgradeStatus('bozuk-bilet')).toBe(401);
    expect(await upgradeStatus('x'.repeat(500))).toBe(401);
    expect(await upgradeStatus(expired.ticket)).toBe(401);
    expect((await itemsWithPrefix(CONNECTION_PREFIX)).length).toBe(before);
  });

  it('refuses one of two simultaneous connects with the same ticket', async () => {
    const ticket = await ticketFor('ORDER_MANAGER');
    const statuses = await Promise.all([upgradeStatus(ticket), upgradeStatus(ticket)]);
    expect(statuses.sort()).toEqual([101, 401]);
  });
});
