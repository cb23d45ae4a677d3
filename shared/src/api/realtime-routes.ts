/**
 * The WebSocket API, once: API Gateway selects a route by the message's `action`
 * (`$request.body.action`), and each route has its own handler module under
 * functions/src/handlers/. The CDK stack and the local gateway both read this.
 * Event names are the spec's.
 */
export const REALTIME_ROUTES = {
  connect: { routeKey: '$connect', handler: 'realtime/connect' },
  disconnect: { routeKey: '$disconnect', handler: 'realtime/disconnect' },
  adminJoin: { routeKey: 'admin:join', handler: 'realtime/admin-join' },
  adminUpdate: { routeKey: 'admin:update', handler: 'realtime/admin-update' },
  cursorMove: { routeKey: 'cursor:move', handler: 'realtime/cursor-move' },
  cursorJoin: { routeKey: 'admin:cursor:join', handler: 'realtime/cursor-join' },
  cursorLeave: { routeKey: 'admin:cursor:leave', handler: 'realtime/cursor-leave' },
} as const;

export type RealtimeRouteId = keyof typeof REALTIME_ROUTES;

/** Events the server sends: `{action, data}`; admin:self is ours (a client's own socketId). */
export const REALTIME_EVENTS = {
  adminsUpdate: 'admins:update',
  adminSelf: 'admin:self',
  cursorUpdate: 'cursor:update',
  cursorRemove: 'cursor:remove',
  cursorsInit: 'cursors:init',
  orderNew: 'order:new',
} as const;

/** The table stream's consumer: a new order becomes a NEW_ORDER notification and an `order:new` event. */
export const STREAM_HANDLERS = {
  orderEvents: { handler: 'realtime/order-stream' },
} as const;
