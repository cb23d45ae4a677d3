import { SOCKET_EMIT_EVENTS, SOCKET_LISTEN_EVENTS } from '../constants';

/**
 * The WebSocket API, once: API Gateway selects a route by the message's `action`
 * (`$request.body.action`), and each route has its own handler module under
 * functions/src/handlers/. The CDK stack and the local gateway both read this.
 * Event names are the spec's.
 */
export const REALTIME_ROUTES = {
  connect: { routeKey: '$connect', handler: 'realtime/connect' },
  disconnect: { routeKey: '$disconnect', handler: 'realtime/disconnect' },
  adminJoin: { routeKey: SOCKET_EMIT_EVENTS.adminJoin, handler: 'realtime/admin-join' },
  adminUpdate: { routeKey: SOCKET_EMIT_EVENTS.adminUpdate, handler: 'realtime/admin-update' },
  cursorMove: { routeKey: SOCKET_EMIT_EVENTS.cursorMove, handler: 'realtime/cursor-move' },
  cursorJoin: { routeKey: SOCKET_EMIT_EVENTS.cursorJoin, handler: 'realtime/cursor-join' },
  cursorLeave: { routeKey: SOCKET_EMIT_EVENTS.cursorLeave, handler: 'realtime/cursor-leave' },
  // Canlı destek (issue 30): a visitor's own conversation only; an admin connection is refused.
  chatSend: { routeKey: 'chat:send', handler: 'realtime/chat-send' },
  chatTyping: { routeKey: 'chat:typing', handler: 'realtime/chat-typing' },
} as const;

export type RealtimeRouteId = keyof typeof REALTIME_ROUTES;

/** Ours, beside the spec's SOCKET_LISTEN_EVENTS: the answer to admin:join / admin:update with a client's own socketId. */
export const ADMIN_SELF_EVENT = 'admin:self';

/** Ours (issue 27): an order changed (an action, the scheduled cancel), so an admin who has it open sees it at once. */
export const ORDER_UPDATED_EVENT = 'order:updated';

/**
 * Ours (issue 30): live chat. chat:message and chat:typing reach the conversation's visitor and
 * the agents; chat:conversation (a list row changed) the agents only; chat:status the visitor only.
 */
export const CHAT_EVENTS = {
  chatMessage: 'chat:message',
  chatTyping: 'chat:typing',
  chatConversation: 'chat:conversation',
  chatStatus: 'chat:status',
} as const;

/** Every event the server sends: the spec's SOCKET_LISTEN_EVENTS and ours. */
export const REALTIME_EVENTS = { ...SOCKET_LISTEN_EVENTS, adminSelf: ADMIN_SELF_EVENT, orderUpdated: ORDER_UPDATED_EVENT, ...CHAT_EVENTS } as const;

/** The table stream's consumer: a new order becomes a NEW_ORDER notification and an `order:new` event; a changed one `order:updated`. */
export const STREAM_HANDLERS = {
  orderEvents: { handler: 'realtime/order-stream' },
} as const;
