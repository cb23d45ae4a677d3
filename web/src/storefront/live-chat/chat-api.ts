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

/** The offline form: a Destek request (POST /api/storefront/support-requests, built with Destek). */
export const sendSupportRequest = async (request: { name: string; email: string; subject: string; message: string }): Promise<boolean> => {
  try {
    const response = await fetch('/api/storefront/support-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...request, source: 'chat' }),
    });
    return response.ok;
  } catch {
    return false;
  }
};
