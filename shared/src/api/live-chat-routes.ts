import * as z from 'zod';
import {
  agentReplySchema,
  agentTypingSchema,
  assignConversationSchema,
  CHAT_LIMITS,
  chatMessageSchema,
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationParamsSchema,
  conversationSchema,
  liveChatSettingsSchema,
  liveChatStatusSchema,
  sendCampaignCodeSchema,
  visitorTicketRequestSchema,
  visitorTicketSchema,
} from '../entities/live-chat';
import {
  chatUploadCompleteSchema,
  chatUploadDoneSchema,
  chatUploadParamsSchema,
  chatUploadRequestSchema,
  chatUploadTicketSchema,
} from '../entities/live-chat-uploads';
import { recordOf } from './answers';
import type { RouteAccess, TypedApiRoute } from './api-route';

const SUPPORT: RouteAccess = { anyOf: ['support:manage'] };
const conversationAnswer = recordOf(conversationSchema);

/**
 * Canlı destek (issue 30), spread into API_ROUTES. Aktif Sohbetler and Canlı Destek Ayarları need
 * support:manage. Routes marked `pushesRealtime` post to WebSocket connections (the visitor's, the
 * agents'): their Lambdas are given the WebSocket API's management endpoint and nothing more of it.
 * The shopper's two routes are public: the status is a tiny cacheable read, the ticket is limited
 * per client and in size (413 before parsing).
 */
export const LIVE_CHAT_ROUTES = {
  listConversations: {
    method: 'GET',
    path: '/api/admin/live-support/conversations',
    handler: 'live-chat/list-conversations',
    access: SUPPORT,
    writes: false,
    schemas: { query: conversationListQuerySchema, response: recordOf(z.array(conversationSchema)) },
  },
  getConversation: {
    method: 'GET',
    path: '/api/admin/live-support/conversations/{id}',
    handler: 'live-chat/get-conversation',
    access: SUPPORT,
    writes: false,
    schemas: { params: conversationParamsSchema, response: recordOf(conversationDetailSchema) },
  },
  markConversationRead: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/read',
    handler: 'live-chat/mark-read',
    access: SUPPORT,
    writes: true,
    pushesRealtime: true,
    schemas: { params: conversationParamsSchema, response: conversationAnswer },
  },
  replyToConversation: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/messages',
    handler: 'live-chat/reply',
    access: SUPPORT,
    writes: true,
    pushesRealtime: true,
    maxBodyBytes: 16 * 1024,
    schemas: { params: conversationParamsSchema, body: agentReplySchema, response: recordOf(chatMessageSchema) },
  },
  agentTyping: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/typing',
    handler: 'live-chat/agent-typing',
    access: SUPPORT,
    // Writes nothing to the table; it only posts to the visitor's connections.
    writes: false,
    pushesRealtime: true,
    schemas: { params: conversationParamsSchema, body: agentTypingSchema, response: z.object({ sent: z.literal(true) }) },
  },
  assignConversation: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/assign',
    handler: 'live-chat/assign',
    access: SUPPORT,
    writes: true,
    pushesRealtime: true,
    schemas: { params: conversationParamsSchema, body: assignConversationSchema, response: conversationAnswer },
  },
  closeConversation: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/close',
    handler: 'live-chat/close',
    access: SUPPORT,
    writes: true,
    pushesRealtime: true,
    schemas: { params: conversationParamsSchema, response: conversationAnswer },
  },
  sendChatCampaignCode: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/campaign-code',
    handler: 'live-chat/send-campaign-code',
    access: SUPPORT,
    writes: true,
    pushesRealtime: true,
    schemas: { params: conversationParamsSchema, body: sendCampaignCodeSchema, response: recordOf(chatMessageSchema) },
  },
  emailChatTranscript: {
    method: 'POST',
    path: '/api/admin/live-support/conversations/{id}/transcript',
    handler: 'live-chat/email-transcript',
    access: SUPPORT,
    writes: true,
    sendsMail: true,
    schemas: { params: conversationParamsSchema, response: z.object({ sent: z.literal(true), to: z.string() }) },
  },
  getLiveChatSettings: {
    method: 'GET',
    path: '/api/admin/live-support/chat-settings',
    handler: 'live-chat/get-settings',
    access: SUPPORT,
    writes: false,
    schemas: { response: recordOf(liveChatSettingsSchema) },
  },
  saveLiveChatSettings: {
    method: 'POST',
    path: '/api/admin/live-support/chat-settings',
    handler: 'live-chat/save-settings',
    access: SUPPORT,
    writes: true,
    schemas: { body: liveChatSettingsSchema, response: recordOf(liveChatSettingsSchema) },
  },
  liveChatStatus: {
    method: 'GET',
    path: '/api/storefront/live-chat/status',
    handler: 'live-chat/storefront-status',
    access: 'public',
    writes: false,
    schemas: { response: liveChatStatusSchema },
  },
  createVisitorTicket: {
    method: 'POST',
    path: '/api/storefront/live-chat/ticket',
    handler: 'live-chat/visitor-ticket',
    access: 'public',
    writes: true,
    maxBodyBytes: CHAT_LIMITS.ticketBodyBytes,
    schemas: { body: visitorTicketRequestSchema, response: visitorTicketSchema },
  },
  // A signed-in shopper's ticket: under Hesabım's prefix, where CloudFront forwards the shoppers' token.
  createShopperChatTicket: {
    method: 'POST',
    path: '/api/storefront/account/live-chat/ticket',
    handler: 'live-chat/shopper-ticket',
    access: 'shopper',
    writes: true,
    maxBodyBytes: CHAT_LIMITS.ticketBodyBytes,
    schemas: { body: visitorTicketRequestSchema, response: visitorTicketSchema },
  },
  // A visitor's photo: public, authorised by the conversation's visitor key, limited per client and
  // in size. The media/ prefix of the handlers is what gives them the media bucket in infra.
  createChatUpload: {
    method: 'POST',
    path: '/api/storefront/live-chat/uploads',
    handler: 'media/chat-upload',
    access: 'public',
    writes: true,
    maxBodyBytes: CHAT_LIMITS.ticketBodyBytes,
    schemas: { body: chatUploadRequestSchema, response: chatUploadTicketSchema },
  },
  completeChatUpload: {
    method: 'POST',
    path: '/api/storefront/live-chat/uploads/{id}/complete',
    handler: 'media/chat-upload-complete',
    access: 'public',
    writes: true,
    maxBodyBytes: CHAT_LIMITS.ticketBodyBytes,
    schemas: { params: chatUploadParamsSchema, body: chatUploadCompleteSchema, response: chatUploadDoneSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;
