import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_PREFIX, CHAT_TEXTS, DEFAULT_LIVE_CHAT_SETTINGS } from '@shop/shared';
import { putLiveChatSettings } from '@shop/functions/repositories/live-chat-settings-repository';
import { putLiveSupportSettings } from '@shop/functions/repositories/settings-repository';
import { MAILBOX_JSON_PATH } from '../../src/gateway/mailbox-page';
import type { StoredMail } from '../../src/local/mail-store';
import { openLiveSupport } from '../api/live-chat-route-samples';
import { tableBaseline } from '../api/setup-test-kit';
import { setClockOffset } from '../clock';
import { call, itemsWithPrefix, runtime, subOf, useRuntimeTable } from '../runtime-client';
import { closeAll, eventually, openSocket, RealtimeClient, sleep, upgradeStatus } from './realtime-client';

/** Long enough for a fan-out that should not happen to have happened. */
const QUIET_MS = 500;
const clients: RealtimeClient[] = [];
const visitors: Visitor[] = [];

let n = 0;
/** 127.48.x.y: an address of its own per visitor, so the per-client ticket limit is only met where a test means to. */
const address = () => `127.48.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

interface ServerEvent {
  readonly action: string;
  readonly data: any;
}

/** A storefront visitor: their ticket's answer and their socket, keeping everything it receives. */
class Visitor {
  readonly events: ServerEvent[] = [];
  private constructor(
    readonly ws: WebSocket,
    readonly conversationId: string,
    readonly visitorKey: string,
  ) {
    ws.on('message', (data: Buffer) => this.events.push(JSON.parse(data.toString('utf8')) as ServerEvent));
  }

  static async start(body: Record<string, unknown> = { name: 'Ayşe Ziyaretçi', email: 'ayse.ziyaretci@example.com', currentPage: '/' }) {
    const res = await call('/api/storefront/live-chat/ticket', { method: 'POST', body, from: address() });
    expect(res.status).toBe(201);
    const visitor = new Visitor(await openSocket(res.body.ticket as string), res.body.conversation.id as string, res.body.visitorKey as string);
    visitors.push(visitor);
    return visitor;
  }

  send(action: string, data?: unknown) {
    this.ws.send(JSON.stringify(data === undefined ? { action } : { action, data }));
  }

  async waitFor(action: string, matches: (data: any) => boolean = () => true, timeoutMs = 5000): Promise<ServerEvent> {
    await eventually(async () => this.events.some((e) => e.action === action && matches(e.data)), timeoutMs);
    return this.events.find((e) => e.action === action && matches(e.data)) as ServerEvent;
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** A CUSTOMER_SERVICE agent with Aktif Sohbetler open. */
const agent = async (path = '/admin/live-support') => {
  const client = await RealtimeClient.open('CUSTOMER_SERVICE', 'Canan Destek');
  clients.push(client);
  return client.join(path);
};

const conversation = async (id: string) => (await call(`/api/admin/live-support/conversations/${id}`, { as: 'CUSTOMER_SERVICE' })).body.data;

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline({ restoreChanged: true });
  await openLiveSupport();
});
afterEach(async () => {
  await Promise.all(visitors.splice(0).map((v) => v.close()));
  await closeAll(clients);
});
afterAll(async () => cleanUp(), 60_000);

describe('visitor ticket', () => {
  it('starts a waiting conversation with the greeting, and its ticket opens one socket once', async () => {
    const res = await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name: 'Bora' }, from: address() });
    expect(res.status).toBe(201);
    expect(res.body.conversation).toEqual({ id: expect.any(String), status: 'waiting', visitorName: 'Bora' });
    expect(res.body.messages).toEqual([expect.objectContaining({ sender: 'system', text: expect.stringContaining('Merhaba') })]);
    const ws = await openSocket(res.body.ticket as string);
    expect(await upgradeStatus(res.body.ticket as string)).toBe(401);
    await new Promise((resolve) => {
      ws.once('close', resolve);
      ws.close();
    });
  });

  it('resumes only with the visitor key the start answered', async () => {
    const started = await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name: 'Can' }, from: address() });
    const resume = (visitorKey: string) =>
      call('/api/storefront/live-chat/ticket', {
        method: 'POST',
        body: { name: 'Can', resume: { conversationId: started.body.conversation.id, visitorKey } },
        from: address(),
      });
    expect((await resume('yanlis-anahtar')).status).toBe(404);
    const resumed = await resume(started.body.visitorKey as string);
    expect(resumed.status).toBe(201);
    expect(resumed.body.conversation.id).toBe(started.body.conversation.id);
  });

  it('refuses a bad body with 400, an oversized one with 413, and a flood of tickets from one client with 429', async () => {
    expect((await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name: '' }, from: address() })).status).toBe(400);
    expect((await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name: 'x', extra: 1 }, from: address() })).status).toBe(400);
    const big = { name: 'x', currentPage: `/${'a'.repeat(CHAT_LIMITS.ticketBodyBytes)}` };
    expect((await call('/api/storefront/live-chat/ticket', { method: 'POST', body: big, from: address() })).status).toBe(413);
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name: 'Sel' }, from })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('starting a conversation while nobody can answer', () => {
  const TICKET = '/api/storefront/live-chat/ticket';
  /** The next Monday (UTC) at hh:mm UTC: Istanbul is UTC+3, so 06:00 UTC opens a 09:00 day. */
  const nextMondayAt = (hh: number, mm: number) => {
    const at = new Date();
    at.setUTCDate(at.getUTCDate() + ((8 - at.getUTCDay()) % 7 || 7));
    at.setUTCHours(hh, mm, 30, 0);
    return at.getTime();
  };
  const conversationCount = async () => (await itemsWithPrefix(CHAT_PREFIX)).length;

  it('refuses with 409 while live support is switched off, storing nothing; the launcher’s status says off', async () => {
    await putLiveSupportSettings({ customerSupportEnabled: false }, 'test');
    try {
      const before = await conversationCount();
      const res = await call(TICKET, { method: 'POST', body: { name: 'Kapalı' }, from: address() });
      expect(res).toEqual({ status: 409, body: { error: 'Conflict', message: CHAT_TEXTS.unavailable } });
      expect(await conversationCount()).toBe(before);
      expect((await call('/api/storefront/live-chat/status')).body.enabled).toBe(false);
    } finally {
      await openLiveSupport();
    }
  });

  it('refuses outside the hours of Canlı Destek Ayarları, read in Europe/Istanbul, and resumes a conversation after hours', async () => {
    const mondayOnly = Object.fromEntries(
      Object.keys(DEFAULT_LIVE_CHAT_SETTINGS.hours).map((day) => [day, { open: day === 'mon', from: '09:00', to: '18:00' }]),
    ) as typeof DEFAULT_LIVE_CHAT_SETTINGS.hours;
    await putLiveChatSettings({ ...DEFAULT_LIVE_CHAT_SETTINGS, hours: mondayOnly }, 'test');
    const at = async (utcMs: number) => {
      await setClockOffset(utcMs - Date.now());
      return call(TICKET, { method: 'POST', body: { name: 'Saat' }, from: address() });
    };
    try {
      // 05:59 UTC is 08:59 in Istanbul: a minute before opening (the machine's zone plays no part).
      expect(await at(nextMondayAt(5, 59))).toEqual({ status: 409, body: { error: 'Conflict', message: CHAT_TEXTS.outsideHours } });
      const opened = await at(nextMondayAt(6, 0));
      expect(opened.status).toBe(201);
      expect((await call('/api/storefront/live-chat/status')).body).toMatchObject({ enabled: true, withinHours: true });
      // 15:00 UTC is 18:00 in Istanbul: closed.
      expect((await at(nextMondayAt(15, 0))).status).toBe(409);
      expect((await call('/api/storefront/live-chat/status')).body).toMatchObject({ enabled: true, withinHours: false });
      const resumed = await call(TICKET, {
        method: 'POST',
        body: { name: 'Saat', resume: { conversationId: opened.body.conversation.id, visitorKey: opened.body.visitorKey } },
        from: address(),
      });
      expect(resumed.status).toBe(201);
    } finally {
      await setClockOffset(0);
      await openLiveSupport();
    }
  });
});

describe('a conversation between a visitor and the agents', () => {
  it('delivers both ways in order, with typing, and the agent reply opens and assigns it', async () => {
    const desk = await agent();
    const visitor = await Visitor.start();
    visitor.send('chat:typing', { typing: true });
    await desk.waitFor('chat:typing', (d) => d.conversationId === visitor.conversationId && d.sender === 'visitor' && d.typing === true);
    // Like API Gateway, the gateway runs a connection's messages side by side: the widget sends one at a time.
    for (const text of ['Merhaba', 'Siparişim nerede?', 'Numarası 1001']) {
      visitor.send('chat:send', { text });
      await visitor.waitFor('chat:message', (d) => d.text === text);
    }
    await desk.waitFor('chat:message', (d) => d.text === 'Numarası 1001');
    // The visitor's own tabs get their messages back, in the server's order.
    await visitor.waitFor('chat:message', (d) => d.text === 'Numarası 1001');

    expect(
      (
        await call(`/api/admin/live-support/conversations/${visitor.conversationId}/typing`, {
          as: 'CUSTOMER_SERVICE',
          method: 'POST',
          body: { typing: true },
        })
      ).status,
    ).toBe(200);
    await visitor.waitFor('chat:typing', (d) => d.sender === 'agent' && d.typing === true);
    const reply = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/messages`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { text: 'Kargoya verildi: https://kargo.example.com/takip', clientMessageId: randomUUID() },
    });
    expect(reply.status).toBe(200);
    // By the name the shop has for the agent (the local pool's tokens carry only their e-mail), never the e-mail.
    expect(reply.body.data).toMatchObject({ sender: 'agent', senderName: 'Emre Koç' });
    await visitor.waitFor('chat:message', (d) => d.sender === 'agent');
    await visitor.waitFor('chat:status', (d) => d.status === 'open' && d.assigneeName === 'Emre Koç');

    const { conversation: row, messages } = await conversation(visitor.conversationId);
    expect(messages.map((m: any) => `${m.sender}:${m.text}`).slice(1)).toEqual([
      'visitor:Merhaba',
      'visitor:Siparişim nerede?',
      'visitor:Numarası 1001',
      'agent:Kargoya verildi: https://kargo.example.com/takip',
    ]);
    expect(row).toMatchObject({ status: 'open', assigneeSub: await subOf('CUSTOMER_SERVICE'), unreadForAgents: 0, currentPage: '/' });
  });

  it('stores a forged sender as the visitor’s own, in the connection’s own conversation', async () => {
    const desk = await agent();
    const mine = await Visitor.start();
    const other = await Visitor.start({ name: 'Başkası' });
    mine.send('chat:send', { text: 'Sahte', sender: 'agent', senderName: 'Mağaza', conversationId: other.conversationId });
    const got = await desk.waitFor('chat:message', (d) => d.text === 'Sahte');
    expect(got.data).toMatchObject({ sender: 'visitor', senderName: 'Ayşe Ziyaretçi', conversationId: mine.conversationId });
    await sleep(QUIET_MS);
    expect(other.events.filter((e) => e.action === 'chat:message')).toEqual([]);
    expect((await conversation(other.conversationId)).messages.every((m: any) => m.sender === 'system')).toBe(true);
  });

  it('never lets a visitor hear another conversation, the presence list, cursors or order events', async () => {
    const desk = await agent();
    const a = await Visitor.start();
    const b = await Visitor.start({ name: 'Berk' });
    await call(`/api/admin/live-support/conversations/${a.conversationId}/messages`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { text: 'Yalnız A', clientMessageId: randomUUID() },
    });
    await a.waitFor('chat:message', (d) => d.text === 'Yalnız A');

    // Joining the admin channel: refused, so no presence and no admin:self.
    b.send('admin:join', { path: '/admin/live-support', userName: 'Berk' });
    b.send('admin:cursor:join', { path: '/admin/live-support' });
    b.send('cursor:move', { x: 1, y: 1, userName: 'Berk', path: '/admin/live-support', scrollX: 0, scrollY: 0 });
    // Another admin arriving, and an admin's presence change, reach admins only.
    const other = await RealtimeClient.open('SUPER_ADMIN', 'Selin');
    clients.push(other);
    await other.join('/admin/live-support');
    await sleep(QUIET_MS);
    expect(desk.received('admins:update', (list: any[]) => list.some((p) => p.userName === 'Berk'))).toEqual([]);
    expect(desk.received('cursor:update')).toEqual([]);
    expect(b.events.map((e) => e.action)).toEqual([]);
    expect(a.events.every((e) => e.action.startsWith('chat:'))).toBe(true);
  });

  it('takes the page of chat:send only as a site path: another host’s address is refused and nothing stored', async () => {
    const desk = await agent();
    const visitor = await Visitor.start();
    visitor.send('chat:send', { text: 'Başka siteden', page: 'https://evil.example/kampanya' });
    visitor.send('chat:send', { text: 'Ürün sayfasından', page: '/product/keten-gomlek' });
    await desk.waitFor('chat:message', (d) => d.text === 'Ürün sayfasından');
    await sleep(QUIET_MS);
    const { conversation: row, messages } = await conversation(visitor.conversationId);
    expect(messages.map((m: any) => m.text)).not.toContain('Başka siteden');
    expect(row.currentPage).toBe('/product/keten-gomlek');
  });

  it('stores and sends a retried reply or campaign code once (the same clientMessageId), answering the first', async () => {
    const visitor = await Visitor.start({ name: 'Tekrar' });
    const desk = await agent();
    const reply = { text: 'Bir kez gelmeli', clientMessageId: randomUUID() };
    const post = (suffix: string, body: unknown) =>
      call(`/api/admin/live-support/conversations/${visitor.conversationId}/${suffix}`, { as: 'CUSTOMER_SERVICE', method: 'POST', body });
    const first = await post('messages', reply);
    const again = await post('messages', reply);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(first.body.data.id).toBe(reply.clientMessageId);

    const made = await call('/api/admin/campaign/code', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { discountType: 'PERCENTAGE', discountValue: 5 },
    });
    const code = { code: String(made.body.data.code), clientMessageId: randomUUID() };
    // Sent at the same moment, as a double click or a retry racing the first would.
    const [a, b] = await Promise.all([post('campaign-code', code), post('campaign-code', code)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data).toEqual(a.body.data);

    await sleep(QUIET_MS);
    const texts = (await conversation(visitor.conversationId)).messages.map((m: any) => m.text);
    expect(texts.filter((t: string) => t === reply.text)).toHaveLength(1);
    expect(texts.filter((t: string) => t.includes(code.code))).toHaveLength(1);
    const toVisitor = visitor.events.filter((e) => e.action === 'chat:message').map((e) => e.data.text);
    expect(toVisitor.filter((t: string) => t === reply.text)).toHaveLength(1);
    expect(toVisitor.filter((t: string) => t.includes(code.code))).toHaveLength(1);
    expect(desk.received('chat:message', (d: any) => d.text === reply.text)).toHaveLength(1);
    const audit = await call('/api/admin/audit?action=live-chat.code-sent&limit=100', { as: 'SUPER_ADMIN' });
    expect(audit.status).toBe(200);
    expect(audit.body.data.filter((e: any) => e.target?.id === visitor.conversationId)).toHaveLength(1);
  });

  it('refuses chat:send from an admin connection: nothing is stored', async () => {
    const desk = await agent();
    const visitor = await Visitor.start();
    desk.send('chat:send', { text: 'Admin soketinden' });
    await sleep(QUIET_MS);
    expect((await conversation(visitor.conversationId)).messages.some((m: any) => m.text === 'Admin soketinden')).toBe(false);
    expect(visitor.events).toEqual([]);
  });

  it('throttles a flooding visitor without slowing another conversation', async () => {
    const desk = await agent();
    const flooder = await Visitor.start({ name: 'Sel' });
    const calm = await Visitor.start({ name: 'Sakin' });
    for (let i = 0; i < 30; i += 1) flooder.send('chat:send', { text: `sel ${i}` });
    calm.send('chat:send', { text: 'Sakin bir soru' });
    await desk.waitFor('chat:message', (d) => d.text === 'Sakin bir soru', 15_000);
    const visitorMessages = async () => (await conversation(flooder.conversationId)).messages.filter((m: any) => m.sender === 'visitor');
    await eventually(async () => (await visitorMessages()).length >= CHAT_LIMITS.visitorMessagesPerMinute, 20_000);
    // The refused ones answer 429 without a write; give the last of them time to finish.
    await sleep(QUIET_MS * 4);
    expect(await visitorMessages()).toHaveLength(CHAT_LIMITS.visitorMessagesPerMinute);
  });

  it('stores every XSS vector as text, exactly as written', async () => {
    const visitor = await Visitor.start({ name: '<img src=x onerror=alert(1)>' });
    const vectors = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      'javascript:alert(1)',
      '<a href="javascript:alert(1)">tıkla</a>',
      '{{constructor.constructor("alert(1)")()}}',
    ];
    for (const text of vectors) visitor.send('chat:send', { text });
    await eventually(async () => vectors.every((v) => visitor.events.some((e) => e.action === 'chat:message' && e.data.text === v)), 15_000);
    const { conversation: row, messages } = await conversation(visitor.conversationId);
    expect(
      messages
        .filter((m: any) => m.sender === 'visitor')
        .map((m: any) => m.text)
        .sort(),
    ).toEqual([...vectors].sort());
    expect(row.visitorName).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses text over 2,000 characters (nothing stored)', async () => {
    const visitor = await Visitor.start();
    visitor.send('chat:send', { text: 'x'.repeat(CHAT_LIMITS.messageChars + 1) });
    const reply = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/messages`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { text: 'y'.repeat(CHAT_LIMITS.messageChars + 1), clientMessageId: randomUUID() },
    });
    expect(reply.status).toBe(400);
    await sleep(QUIET_MS);
    expect((await conversation(visitor.conversationId)).messages).toHaveLength(1);
  });
});

describe('agent actions', () => {
  it('rings the bell of support agents when nobody has Aktif Sohbetler open', async () => {
    const visitor = await Visitor.start({ name: 'Zil' });
    visitor.send('chat:send', { text: 'Kimse var mı?' });
    await visitor.waitFor('chat:message', (d) => d.text === 'Kimse var mı?');
    await eventually(async () => {
      const bell = await call('/api/admin/notifications', { as: 'CUSTOMER_SERVICE' });
      return (bell.body as any[]).some((item) => item.id === `chat-${visitor.conversationId}` && item.type === 'LIVE_CHAT');
    });
    const theme = await call('/api/admin/notifications', { as: 'THEME_MANAGER' });
    expect((theme.body as any[]).some((item) => item.type === 'LIVE_CHAT')).toBe(false);
  });

  it('lists by status with unread counts, closes, and a new visitor message reopens as waiting', async () => {
    const visitor = await Visitor.start({ name: 'Liste' });
    // One after the other: two messages sent at once are two invocations, in either order.
    visitor.send('chat:send', { text: 'Bir' });
    await visitor.waitFor('chat:message', (d) => d.text === 'Bir');
    visitor.send('chat:send', { text: 'İki' });
    await visitor.waitFor('chat:message', (d) => d.text === 'İki');
    const waiting = await call('/api/admin/live-support/conversations?status=waiting', { as: 'CUSTOMER_SERVICE' });
    expect(waiting.body.data.find((c: any) => c.id === visitor.conversationId)).toMatchObject({ unreadForAgents: 2, lastMessagePreview: 'İki' });
    const closed = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/close`, { as: 'CUSTOMER_SERVICE', method: 'POST' });
    expect(closed.body.data.status).toBe('resolved');
    await visitor.waitFor('chat:status', (d) => d.status === 'resolved');
    expect(
      (await call(`/api/admin/live-support/conversations/${visitor.conversationId}/close`, { as: 'CUSTOMER_SERVICE', method: 'POST' })).status,
    ).toBe(409);
    visitor.send('chat:send', { text: 'Bir şey daha' });
    await eventually(async () => (await conversation(visitor.conversationId)).conversation.status === 'waiting');
  });

  it('assigns to another support agent, never to someone without support', async () => {
    const visitor = await Visitor.start({ name: 'Atama' });
    await RealtimeClient.open('SUPER_ADMIN', 'Selin').then((c) => clients.push(c));
    const superSub = await subOf('SUPER_ADMIN');
    const res = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/assign`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { assigneeSub: superSub },
    });
    expect(res.body.data).toMatchObject({ status: 'open', assigneeSub: superSub });
    await RealtimeClient.open('THEME_MANAGER', 'Tema').then((c) => clients.push(c));
    const refused = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/assign`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { assigneeSub: await subOf('THEME_MANAGER') },
    });
    expect(refused.status).toBe(400);
  });

  it('sends an active campaign code into the chat and refuses an unknown one', async () => {
    const visitor = await Visitor.start({ name: 'Kod' });
    const made = await call('/api/admin/campaign/code', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { discountType: 'PERCENTAGE', discountValue: 15 },
    });
    const code = String(made.body.data.code);
    const sent = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/campaign-code`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { code, clientMessageId: randomUUID() },
    });
    expect(sent.status).toBe(200);
    await visitor.waitFor('chat:message', (d) => d.sender === 'agent' && String(d.text).includes(code));
    const unknown = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/campaign-code`, {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { code: `YOK-${randomUUID().slice(0, 8)}`, clientMessageId: randomUUID() },
    });
    expect(unknown.status).toBe(400);
  });

  it('e-mails the transcript to the shopper, every message as escaped text', async () => {
    const email = `sohbet-${randomUUID()}@example.com`;
    const visitor = await Visitor.start({ name: 'Döküm', email });
    visitor.send('chat:send', { text: '<b>kalın değil</b>' });
    await visitor.waitFor('chat:message', (d) => d.text === '<b>kalın değil</b>');
    const sent = await call(`/api/admin/live-support/conversations/${visitor.conversationId}/transcript`, { as: 'CUSTOMER_SERVICE', method: 'POST' });
    expect(sent).toEqual({ status: 200, body: { sent: true, to: email } });
    const res = await fetch(`${runtime().url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(email)}`);
    const [mail] = ((await res.json()) as { messages: StoredMail[] }).messages;
    expect(mail?.subject).toContain('Canlı destek görüşmeniz');
    expect(mail?.html).toContain('&lt;b&gt;kalın değil&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>kalın değil</b>');
  });

  it('saves Canlı Destek Ayarları and the storefront status follows the switch', async () => {
    const settings = (await call('/api/admin/live-support/chat-settings', { as: 'CUSTOMER_SERVICE' })).body.data;
    expect(settings.retentionDays).toBe(180);
    const saved = await call('/api/admin/live-support/chat-settings', {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { ...settings, greeting: 'Hoş geldiniz', maxWaitMinutes: 3 },
    });
    expect(saved.body.data).toMatchObject({ greeting: 'Hoş geldiniz', maxWaitMinutes: 3 });
    const bad = await call('/api/admin/live-support/chat-settings', {
      as: 'CUSTOMER_SERVICE',
      method: 'POST',
      body: { ...settings, hours: { ...settings.hours, mon: { open: true, from: '18:00', to: '09:00' } } },
    });
    expect(bad.status).toBe(400);
    await call('/api/admin/live-support/settings/enabled', { as: 'CUSTOMER_SERVICE', method: 'POST', body: { enabled: true } });
    expect((await call('/api/storefront/live-chat/status')).body).toMatchObject({ enabled: true, greeting: 'Hoş geldiniz', maxWaitMinutes: 3 });
    await call('/api/admin/live-support/settings/enabled', { as: 'CUSTOMER_SERVICE', method: 'POST', body: { enabled: false } });
    expect((await call('/api/storefront/live-chat/status')).body.enabled).toBe(false);
  });
});
