import type { Cursor, Presence } from '@shop/shared';

/**
 * What the server sends, as `{action, data}` with the spec's event names. Every post goes
 * through these builders, so the payloads match the shared schemas.
 */
export type ServerEvent =
  | { readonly action: 'admins:update'; readonly data: readonly Presence[] }
  | { readonly action: 'cursor:update'; readonly data: Cursor }
  | { readonly action: 'cursor:remove'; readonly data: { readonly socketId: string } }
  | { readonly action: 'cursors:init'; readonly data: readonly Cursor[] }
  | { readonly action: 'order:new'; readonly data: { readonly orderId: string } }
  | { readonly action: 'admin:self'; readonly data: { readonly socketId: string } };

export const adminsUpdate = (presences: readonly Presence[]): ServerEvent => ({ action: 'admins:update', data: presences });

export const cursorUpdate = (cursor: Cursor): ServerEvent => ({ action: 'cursor:update', data: cursor });

export const cursorRemove = (socketId: string): ServerEvent => ({ action: 'cursor:remove', data: { socketId } });

export const cursorsInit = (cursors: readonly Cursor[]): ServerEvent => ({ action: 'cursors:init', data: cursors });

export const orderNew = (orderId: string): ServerEvent => ({ action: 'order:new', data: { orderId } });

/** Tells a connection its own socketId (not in the spec, which had no way to learn it). */
export const adminSelf = (socketId: string): ServerEvent => ({ action: 'admin:self', data: { socketId } });
