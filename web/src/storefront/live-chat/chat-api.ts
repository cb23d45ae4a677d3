import { serverMessageSchema, visitorTicketSchema, type ServerMessage, type VisitorTicket, type VisitorTicketRequest } from '@shop/shared';

export { forgetChat, storeChat, storedChat, type StoredChat } from './chat-session';

export type TicketOutcome =
  { readonly ok: true; readonly ticket: VisitorTicket } | { readonly ok: false; readonly status: number; readonly message: string };

/** A visitor's ticket; a signed-in shopper's goes to their own route with their ID token, so the agent sees their account. */
export const requestTicket = async (body: VisitorTicketRequest, idToken?: string): Promise<TicketOutcome> => {
  const path = idToken ? '/api/storefront/account/live-chat/ticket' : '/api/storefront/live-chat/ticket';
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) return { ok: false, status: response.status, message: (json as { message?: string } | undefined)?.message ?? '' };
    const parsed = visitorTicketSchema.safeParse(json);
    return parsed.success ? { ok: true, ticket: parsed.data } : { ok: false, status: 500, message: '' };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
};

let socketUrl: Promise<string> | undefined;
/** The WebSocket API's address from /config.json (read once, when a chat starts). */
export const webSocketUrl = (): Promise<string> => {
  socketUrl ??= fetch('/config.json').then(async (response) => {
    const config = (await response.json()) as { webSocketUrl: string };
    const url = new URL(config.webSocketUrl, location.href);
    if (url.protocol === 'http:') url.protocol = 'ws:';
    if (url.protocol === 'https:') url.protocol = 'wss:';
    return url.href;
  });
  return socketUrl;
};

/** What the server sends, checked with the shared schema; anything else is ignored. */
export const parseEvent = (text: string): ServerMessage | undefined => {
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** What the offline form sends: with the contact page's abuse check, the time it was on screen and the honeypot. */
export interface OfflineRequest {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly fillMs: number;
  readonly website: string;
}

/** The offline form: a Destek request (POST /api/storefront/support-requests, built with Destek); a refusal's message, if any. */
export const sendSupportRequest = async (request: OfflineRequest): Promise<{ readonly ok: boolean; readonly message?: string }> => {
  try {
    const response = await fetch('/api/storefront/support-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...request, source: 'chat' }),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    return { ok: false, ...(typeof answer?.message === 'string' ? { message: answer.message } : {}) };
  } catch {
    return { ok: false };
  }
};
