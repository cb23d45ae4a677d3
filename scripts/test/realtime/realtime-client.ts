import { CONNECTION_PREFIX, type RoleName } from '@shop/shared';
import WebSocket from 'ws';
import { openTicketSocket, upgradeStatusAt } from '../../deployed/websocket-upgrade';
import { call, itemsWithPrefix, runtime } from '../runtime-client';

export interface ServerMessage {
  readonly action: string;
  readonly data: any;
}

/** The WebSocket address the browser reads from /config.json. */
export const webSocketUrl = async (): Promise<string> => {
  const config = (await (await fetch(`${runtime().url}/config.json`)).json()) as { webSocketUrl: string };
  return config.webSocketUrl;
};

export const ticketFor = async (role: RoleName): Promise<string> => {
  const res = await call('/api/admin/realtime/ticket', { as: role, method: 'POST' });
  if (res.status !== 201) throw new Error(`ticket for ${role}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ticket as string;
};

/** Opens the socket with a ticket; rejects with the HTTP status when the upgrade is refused. */
export const openSocket = async (ticket: string | undefined): Promise<WebSocket> => openTicketSocket(await webSocketUrl(), ticket);

/** The status a refused upgrade got (or 101 when it opened, closing it again). */
export const upgradeStatus = async (ticket: string | undefined): Promise<number> => upgradeStatusAt(await webSocketUrl(), ticket);

/** A test admin's socket: everything it receives is kept, and awaited by action and content. */
export class RealtimeClient {
  readonly messages: ServerMessage[] = [];
  /** This connection's id as the others see it (admin:self after join). */
  socketId = '';
  private readonly listeners = new Set<() => void>();

  private constructor(
    readonly ws: WebSocket,
    readonly userName: string,
  ) {
    ws.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
      for (const listener of this.listeners) listener();
    });
  }

  static async open(role: RoleName, userName: string): Promise<RealtimeClient> {
    return new RealtimeClient(await openSocket(await ticketFor(role)), userName);
  }

  send(action: string, data?: unknown): void {
    this.ws.send(JSON.stringify(data === undefined ? { action } : { action, data }));
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  received(action: string, matches: (data: any) => boolean = () => true): ServerMessage[] {
    return this.messages.filter((m) => m.action === action && matches(m.data));
  }

  /** The first message (already received or still to come) with this action whose data matches. */
  waitFor(action: string, matches: (data: any) => boolean = () => true, timeoutMs = 5000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received(action, matches)[0];
        if (!found) return false;
        this.listeners.delete(listener);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const listener = () => void check();
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`${this.userName}: no ${action} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`));
      }, timeoutMs);
      this.listeners.add(listener);
      check();
    });
  }

  /** Joins `path` for presence and cursors, as the admin shell does, and learns its own socketId. */
  async join(path: string): Promise<this> {
    this.send('admin:join', { path, userName: this.userName });
    this.socketId = (await this.waitFor('admin:self')).data.socketId as string;
    await this.waitFor('admins:update', (list: any[]) => list.some((p) => p.socketId === this.socketId && p.path === path));
    this.send('admin:cursor:join', { path });
    await this.waitFor('cursors:init');
    this.messages.length = 0;
    return this;
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (for effects that happen after the answer, like $disconnect). */
export const eventually = async (check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(50);
  }
};

/**
 * Closes the clients and waits for their $disconnect to delete them, so no test (of this
 * file or the next) sees the table change under it.
 */
export const closeAll = async (clients: RealtimeClient[]): Promise<void> => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await eventually(async () => (await itemsWithPrefix(CONNECTION_PREFIX)).length === 0);
};
