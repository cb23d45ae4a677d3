import WebSocket from 'ws';
import * as z from 'zod';
import { call, onTarget, pathOf } from './api';
import type { SignedInUser } from './sign-in';
import { openTicketSocket, upgradeStatusAt } from './websocket-upgrade';

const messageSchema = z.object({ action: z.string(), data: z.unknown() });
export type ServerMessage = z.infer<typeof messageSchema>;

const ticketSchema = z.object({ ticket: z.string().min(1), expiresAt: z.iso.datetime() });

/** A single-use ticket from the API, as the admin shell gets one before it connects. */
export const ticketFor = async (user: SignedInUser): Promise<string> => {
  const res = await call(pathOf('createRealtimeTicket'), { as: user, method: 'POST' });
  if (res.status !== 201) throw new Error(`ticket for ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
  return ticketSchema.parse(res.body).ticket;
};

/** Opens the WebSocket /config.json names; rejects with the HTTP status of a refused upgrade. */
export const openSocket = (ticket: string | undefined): Promise<WebSocket> => openTicketSocket(onTarget().config.webSocketUrl, ticket);

/** The status of a refused upgrade, or 101 when it opened (it is closed again). */
export const upgradeStatus = (ticket: string | undefined): Promise<number> => upgradeStatusAt(onTarget().config.webSocketUrl, ticket);

/** One admin's connection: keeps what it receives, and waits for messages by action and content. */
export class RealtimeClient {
  readonly messages: ServerMessage[] = [];
  private readonly listeners = new Set<() => void>();

  private constructor(
    readonly ws: WebSocket,
    readonly user: SignedInUser,
  ) {
    ws.on('message', (data: Buffer) => {
      this.messages.push(messageSchema.parse(JSON.parse(data.toString('utf8'))));
      for (const listener of this.listeners) listener();
    });
  }

  static async open(user: SignedInUser): Promise<RealtimeClient> {
    return new RealtimeClient(await openSocket(await ticketFor(user)), user);
  }

  send(action: string, data?: unknown): void {
    this.ws.send(JSON.stringify(data === undefined ? { action } : { action, data }));
  }

  received<T>(action: string, schema: z.ZodType<T>, matches: (data: T) => boolean = () => true): T[] {
    return this.messages.flatMap((m) => {
      if (m.action !== action) return [];
      const parsed = schema.safeParse(m.data);
      return parsed.success && matches(parsed.data) ? [parsed.data] : [];
    });
  }

  /** The first message with this action whose data parses and matches, already received or still to come. */
  waitFor<T>(action: string, schema: z.ZodType<T>, matches: (data: T) => boolean = () => true, timeoutMs = 15_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received(action, schema, matches)[0];
        if (found === undefined) return;
        this.listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`${this.user.email}: no matching ${action} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`));
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => {
        resolve();
      });
      this.ws.close();
    });
  }
}
