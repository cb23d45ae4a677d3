import { REALTIME_EVENTS, type Cursor, type Presence, type ServerMessage } from '@shop/shared';

/**
 * What the server sends, as `{action, data}` with the spec's event names. Every post goes
 * through these builders, typed by the shared schema the browser checks them with.
 */
export const adminsUpdate = (presences: readonly Presence[]): ServerMessage => ({ action: REALTIME_EVENTS.adminsUpdate, data: [...presences] });

export const cursorUpdate = (cursor: Cursor): ServerMessage => ({ action: REALTIME_EVENTS.cursorUpdate, data: cursor });

export const cursorRemove = (socketId: string): ServerMessage => ({ action: REALTIME_EVENTS.cursorRemove, data: { socketId } });

export const cursorsInit = (cursors: readonly Cursor[]): ServerMessage => ({ action: REALTIME_EVENTS.cursorsInit, data: [...cursors] });

export const orderNew = (orderId: string): ServerMessage => ({ action: REALTIME_EVENTS.orderNew, data: { orderId } });
export const orderUpdated = (orderId: string, version: number): ServerMessage => ({
  action: REALTIME_EVENTS.orderUpdated,
  data: { orderId, version },
});

/** Tells a connection its own socketId (not in the spec, which had no way to learn it). */
export const adminSelf = (socketId: string): ServerMessage => ({ action: REALTIME_EVENTS.adminSelf, data: { socketId } });
