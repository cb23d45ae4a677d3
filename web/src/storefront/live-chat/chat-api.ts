import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  CHAT_UPLOAD_TEXTS,
  chatUploadDoneSchema,
  chatUploadTicketSchema,
  serverMessageSchema,
  visitorTicketSchema,
  type ServerMessage,
  type VisitorTicket,
  type VisitorTicketRequest,
} from '@shop/shared';
import type { StoredChat } from './chat-session';
import { CHAT_WIDGET_TEXTS } from './texts';

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

export type PhotoOutcome = { readonly ok: true; readonly imageUrl: string } | { readonly ok: false; readonly message: string };

const postJson = async (path: string, body: unknown): Promise<{ ok: boolean; json: unknown }> => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, json: await response.json().catch(() => undefined) };
};

const refusal = (json: unknown) => {
  const message = (json as { message?: unknown } | undefined)?.message;
  return { ok: false as const, message: typeof message === 'string' && message !== '' ? message : CHAT_WIDGET_TEXTS.photoFailed };
};

/**
 * A photo for this tab's conversation: checked here first (the server checks again), then asked
 * for, PUT straight to storage and completed; the answer is the path chat:send takes.
 */
export const uploadPhoto = async (file: File, chat: Pick<StoredChat, 'conversationId' | 'visitorKey'>): Promise<PhotoOutcome> => {
  if (!Object.hasOwn(CHAT_IMAGE_TYPES, file.type)) return { ok: false, message: CHAT_UPLOAD_TEXTS.wrongType };
  if (file.size > CHAT_IMAGE_MAX_BYTES) return { ok: false, message: CHAT_UPLOAD_TEXTS.tooLarge };
  const proof = { conversationId: chat.conversationId, visitorKey: chat.visitorKey };
  try {
    const asked = await postJson('/api/storefront/live-chat/uploads', { ...proof, contentType: file.type, size: file.size });
    const ticket = chatUploadTicketSchema.safeParse(asked.json);
    if (!asked.ok || !ticket.success) return refusal(asked.json);
    const put = await fetch(ticket.data.uploadUrl, { method: 'PUT', headers: ticket.data.headers, body: file });
    if (!put.ok) return { ok: false, message: CHAT_WIDGET_TEXTS.photoFailed };
    const done = await postJson(`/api/storefront/live-chat/uploads/${encodeURIComponent(ticket.data.uploadId)}/complete`, proof);
    const checked = chatUploadDoneSchema.safeParse(done.json);
    return done.ok && checked.success ? { ok: true, imageUrl: checked.data.imageUrl } : refusal(done.json);
  } catch {
    return { ok: false, message: CHAT_WIDGET_TEXTS.photoFailed };
  }
};
