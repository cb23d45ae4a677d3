import * as z from 'zod';
import { REALTIME_EVENTS } from '../api/realtime-routes';
import { chatMessageSchema, conversationSchema, visitorConversationSchema } from '../entities/live-chat';
import { idSchema, int, list, num, object, requiredText, shortText, urlText } from './common';

const socketId = () => requiredText();
/** Presence and cursors exist only on /admin paths. */
const adminPath = () => urlText().regex(/^\/admin(\/|$)/);

export const presenceSchema = object({
  socketId: socketId(),
  userName: shortText(),
  path: adminPath(),
  /** Epoch milliseconds. */
  timestamp: int(0, Number.MAX_SAFE_INTEGER),
  /** Ours: the theme-builder component the admin has selected, so the others' rows show who is on them. */
  selectedComponentId: requiredText().optional(),
});
export type Presence = z.infer<typeof presenceSchema>;

/** admin:join and admin:update */
export const presenceUpdateSchema = presenceSchema.pick({ path: true, userName: true, selectedComponentId: true });

/** cursor:move; x and y are percentages of the page. */
export const cursorMoveSchema = object({
  x: num(0, 100),
  y: num(0, 100),
  userName: shortText(),
  path: adminPath(),
  scrollX: num(0, Number.MAX_SAFE_INTEGER),
  scrollY: num(0, Number.MAX_SAFE_INTEGER),
});

/** cursor:update, and each entry of cursors:init. */
export const cursorSchema = cursorMoveSchema.extend({ socketId: socketId() });
export type Cursor = z.infer<typeof cursorSchema>;

export const cursorsInitSchema = list(cursorSchema, 1000);
export const adminsUpdateSchema = list(presenceSchema, 1000);

/** admin:cursor:join */
export const cursorJoinSchema = object({ path: adminPath() });

/** order:new */
export const orderNewSchema = object({ orderId: idSchema });
/** order:updated: the order's id and its version after the change; a page showing an older version reloads it. */
export const orderUpdatedSchema = object({ orderId: requiredText(), version: int(1, Number.MAX_SAFE_INTEGER) });
export type OrderUpdated = z.infer<typeof orderUpdatedSchema>;

/** admin:self: the answer to admin:join / admin:update, so a client can leave itself out of admins:update. */
export const adminSelfSchema = object({ socketId: socketId() });

/** cursor:remove: a connection left the page or closed. */
export const cursorRemoveSchema = object({ socketId: socketId() });

/** chat:typing as the server sends it: who types in which conversation (the name only when an agent types). */
export const chatTypingEventSchema = object({
  conversationId: requiredText(),
  sender: z.enum(['visitor', 'agent']),
  typing: z.boolean(),
});
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;

/** Everything the server sends, one schema for the sender's types and the receivers' checks. */
export const serverMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal(REALTIME_EVENTS.adminsUpdate), data: adminsUpdateSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.adminSelf), data: adminSelfSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.cursorUpdate), data: cursorSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.cursorRemove), data: cursorRemoveSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.cursorsInit), data: cursorsInitSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.orderNew), data: orderNewSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.orderUpdated), data: orderUpdatedSchema }),
  // Live chat (issue 30)
  z.object({ action: z.literal(REALTIME_EVENTS.chatMessage), data: chatMessageSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.chatTyping), data: chatTypingEventSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.chatConversation), data: conversationSchema }),
  z.object({ action: z.literal(REALTIME_EVENTS.chatStatus), data: visitorConversationSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
