process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { DEFAULT_LIVE_CHAT_SETTINGS, VIEWER_ADDRESS_HEADER, WEEKDAYS } from '@shop/shared';
import { startRuntime } from '../local/runtime';
import { demoIdToken } from '../seed/demo-sign-in';
import { summary } from './stats';

/**
 * Live chat's delivery (`npm run bench:chat`, issue 30): 20 visitors in 20 conversations through the
 * local runtime, each sending a message every second; one CUSTOMER_SERVICE agent on Aktif Sohbetler
 * answers each over HTTP. Measures visitor → agent (socket to socket) and agent → visitor (HTTP
 * reply to the visitor's socket), send to receive, on this machine's clock.
 */
const CONVERSATIONS = 20;
const MESSAGES_EACH = 10;
const INTERVAL_MS = 1000;

const open = (url: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-chat-'));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, streamPoller: false });
const sockets: WebSocket[] = [];
try {
  const { webSocketUrl } = (await (await fetch(`${runtime.url}/config.json`)).json()) as { webSocketUrl: string };
  const withTicket = (ticket: string) => {
    const url = new URL(webSocketUrl);
    url.searchParams.set('ticket', ticket);
    return url.href;
  };
  const token = await demoIdToken({ endpoint: runtime.cognitoEndpoint, clientId: runtime.config.userPoolClientId }, 'CUSTOMER_SERVICE');
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${runtime.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { ticket?: string };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const admin = { authorization: `Bearer ${token}` };
  // Conversations start only while live support is on and within its hours: on, round the clock (23:59 runs to midnight).
  await post('/api/admin/live-support/settings/enabled', { enabled: true }, admin);
  await post(
    '/api/admin/live-support/chat-settings',
    { ...DEFAULT_LIVE_CHAT_SETTINGS, hours: Object.fromEntries(WEEKDAYS.map((day) => [day, { open: true, from: '00:00', to: '23:59' }])) },
    admin,
  );

  const toAgent: number[] = [];
  const toVisitor: number[] = [];
  const agentTicket = String((await post('/api/admin/realtime/ticket', {}, admin)).ticket);
  const agent = await open(withTicket(agentTicket));
  sockets.push(agent);
  agent.send(JSON.stringify({ action: 'admin:join', data: { path: '/admin/live-support', userName: 'Bench' } }));
  const replies: Promise<unknown>[] = [];
  agent.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString('utf8')) as { action: string; data: { sender?: string; text?: string; conversationId?: string } };
    if (event.action !== 'chat:message' || event.data.sender !== 'visitor') return;
    const sentAt = Number(event.data.text?.split(' ')[1]);
    toAgent.push(now() - sentAt);
    replies.push(
      post(
        `/api/admin/live-support/conversations/${event.data.conversationId}/messages`,
        { text: `yanıt ${now()}`, clientMessageId: randomUUID() },
        admin,
      ),
    );
  });

  const visitors = await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, i) => {
      const ticket = await post(
        '/api/storefront/live-chat/ticket',
        { name: `Ziyaretçi ${i}` },
        { [VIEWER_ADDRESS_HEADER]: `127.49.0.${i + 1}:1234` },
      );
      const ws = await open(withTicket(String(ticket.ticket)));
      sockets.push(ws);
      ws.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString('utf8')) as { action: string; data: { sender?: string; text?: string } };
        if (event.action === 'chat:message' && event.data.sender === 'agent') toVisitor.push(now() - Number(event.data.text?.split(' ')[1]));
      });
      return ws;
    }),
  );
  await sleep(500);
  const start = now();
  await Promise.all(
    visitors.map(async (ws, i) => {
      await sleep((i * INTERVAL_MS) / CONVERSATIONS);
      for (let m = 0; m < MESSAGES_EACH; m++) {
        ws.send(JSON.stringify({ action: 'chat:send', data: { text: `mesaj ${now()}` } }));
        await sleep(INTERVAL_MS);
      }
    }),
  );
  await sleep(3000);
  await Promise.allSettled(replies);
  await sleep(1000);
  const seconds = (now() - start) / 1000;
  console.log(`\nLive chat: ${CONVERSATIONS} conversations × ${MESSAGES_EACH} visitor messages, one agent answering each (${seconds.toFixed(0)} s)`);
  console.log(`  ${'visitor → agent (socket → socket)'.padEnd(44)} ${summary(toAgent)} of ${CONVERSATIONS * MESSAGES_EACH}`);
  console.log(`  ${'agent → visitor (HTTP reply → socket)'.padEnd(44)} ${summary(toVisitor)} of ${CONVERSATIONS * MESSAGES_EACH}`);
} finally {
  for (const ws of sockets) ws.close();
  await runtime.stop();
}
