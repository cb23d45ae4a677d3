import WebSocket from 'ws';
import { CURSOR_THROTTLE_MS } from '@shop/shared';
import { percentile } from './stats';

export interface RealtimeBenchOptions {
  /** The runtime's URL; its /config.json gives the WebSocket address. */
  readonly url: string;
  /** A fresh single-use ticket (POST /api/admin/realtime/ticket with an admin's token); called once per client. */
  readonly createTicket: () => Promise<string>;
  readonly clients?: number;
  readonly durationMs?: number;
  readonly path?: string;
  /** One more connection on the page sending this many moves a second, its client throttle bypassed (its moves are not measured). */
  readonly floodPerSecond?: number;
}

export interface RealtimeBenchResult {
  /** Send-to-receive time of every cursor:update delivered during the measured window, ms. */
  readonly latencies: number[];
  readonly p50: number;
  readonly p95: number;
  /** Deliveries expected (moves sent × other clients) and those that arrived. */
  readonly expected: number;
  readonly delivered: number;
  /** CPU time of this process (runtime and bench clients together) per delivered update, µs: what a quieter machine would need. */
  readonly cpuMicrosPerDelivery: number;
}

const WARM_UP_MS = 1000;
/** Time for the last moves to arrive before the sockets close. */
const DRAIN_MS = 1000;
/** scrollY marks the moves that count; warm-up moves carry 0. */
const MEASURED = 1;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const open = (url: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`WebSocket upgrade refused: ${res.statusCode}`)));
  });

const webSocketUrlWith = (webSocketUrl: string, ticket: string): string => {
  const url = new URL(webSocketUrl);
  url.searchParams.set('ticket', ticket);
  return url.href;
};

const nextMessage = (ws: WebSocket, action: string): Promise<void> =>
  new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      if ((JSON.parse(data.toString('utf8')) as { action: string }).action !== action) return;
      ws.off('message', onMessage);
      resolve();
    };
    ws.on('message', onMessage);
  });

/**
 * The realtime budget (DESIGN §9): `clients` admins on one /admin page, each moving its
 * cursor at the 50 ms throttle; measures how long each cursor:update takes to reach each
 * of the others. A move carries its send time in scrollX, so a receiver needs no matching;
 * senders and receivers share this process's clock.
 */
export const benchRealtimeCursors = async (options: RealtimeBenchOptions): Promise<RealtimeBenchResult> => {
  const count = options.clients ?? 20;
  const durationMs = options.durationMs ?? 5000;
  const path = options.path ?? '/admin/theme';
  const { webSocketUrl } = (await (await fetch(`${options.url}/config.json`)).json()) as { webSocketUrl: string };

  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const ws = await open(webSocketUrlWith(webSocketUrl, await options.createTicket()));
      sockets.push(ws);
      ws.on('message', (data: Buffer) => {
        const received = now();
        const message = JSON.parse(data.toString('utf8')) as { action: string; data: { scrollX: number; scrollY: number } };
        if (message.action === 'cursor:update' && message.data.scrollY === MEASURED) latencies.push(received - message.data.scrollX);
      });
      const joined = nextMessage(ws, 'cursors:init');
      ws.send(JSON.stringify({ action: 'admin:join', data: { path, userName: `Bench ${i + 1}` } }));
      ws.send(JSON.stringify({ action: 'admin:cursor:join', data: { path } }));
      await joined;
    }

    const flooder = options.floodPerSecond ? await open(webSocketUrlWith(webSocketUrl, await options.createTicket())) : undefined;
    if (flooder) {
      sockets.push(flooder);
      const joined = nextMessage(flooder, 'cursors:init');
      flooder.send(JSON.stringify({ action: 'admin:join', data: { path, userName: 'Flood' } }));
      flooder.send(JSON.stringify({ action: 'admin:cursor:join', data: { path } }));
      await joined;
    }
    const measuredSockets = flooder ? sockets.slice(0, -1) : sockets;

    let measured = 0;
    const move = (ws: WebSocket, i: number, scrollY: number) =>
      ws.send(
        JSON.stringify({
          action: 'cursor:move',
          data: { x: (i * 37) % 100, y: (now() / 10) % 100, userName: `Bench ${i + 1}`, path, scrollX: now(), scrollY },
        }),
      );
    const run = async (ms: number, scrollY: number) => {
      // Ten moves every 10 ms; carried with scrollY 0, so receivers never count them.
      const flood =
        flooder && options.floodPerSecond
          ? setInterval(() => {
              for (let i = 0; i < (options.floodPerSecond ?? 0) / 100; i++) move(flooder, count, 0);
            }, 10)
          : undefined;
      // Clients move independently: their throttle ticks are spread over the 50 ms.
      const timers = measuredSockets.map((ws, i) =>
        setTimeout(
          () => {
            timers[i] = setInterval(() => {
              move(ws, i, scrollY);
              if (scrollY === MEASURED) measured++;
            }, CURSOR_THROTTLE_MS);
          },
          (i * CURSOR_THROTTLE_MS) / count,
        ),
      );
      await sleep(ms);
      for (const timer of timers) clearInterval(timer);
      clearInterval(flood);
    };
    await run(WARM_UP_MS, 0);
    await sleep(DRAIN_MS);
    const cpuBefore = process.cpuUsage();
    await run(durationMs, MEASURED);
    await sleep(DRAIN_MS);
    const cpu = process.cpuUsage(cpuBefore);
    return {
      latencies,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      expected: measured * (count - 1),
      delivered: latencies.length,
      cpuMicrosPerDelivery: (cpu.user + cpu.system) / Math.max(1, latencies.length),
    };
  } finally {
    await Promise.all(
      sockets.map((ws) => new Promise((closed) => (ws.readyState === WebSocket.CLOSED ? closed(undefined) : ws.once('close', closed).close()))),
    );
  }
};

/** AWS list prices (eu-central-1 and us-east-1 alike), USD. */
export const AWS_PRICES = {
  /** API Gateway WebSocket: per message (32 KB units; a cursor message is well under one), both directions. */
  webSocketMessage: 1.0 / 1e6,
  webSocketConnectionMinute: 0.25 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  /** ARM, per GB-second. */
  lambdaGbSecond: 0.0000133334,
} as const;

export interface AdminHourCost {
  readonly messages: number;
  readonly invocations: number;
  readonly usd: number;
}

/**
 * What one admin costs per hour while `admins` share a page and all move without pause at
 * the throttle rate: each move is one message in, one Lambda invocation and one message out
 * to each of the others. `lambdaMs` is the billed duration of one cursor:move invocation.
 */
export const costPerAdminHour = (admins: number, lambdaMs: number, memoryGb = 0.5): AdminHourCost => {
  const moves = (3600 * 1000) / CURSOR_THROTTLE_MS;
  const messages = moves * (1 + (admins - 1));
  const invocations = moves;
  const usd =
    messages * AWS_PRICES.webSocketMessage +
    60 * AWS_PRICES.webSocketConnectionMinute +
    invocations * (AWS_PRICES.lambdaRequest + (lambdaMs / 1000) * memoryGb * AWS_PRICES.lambdaGbSecond);
  return { messages, invocations, usd };
};
