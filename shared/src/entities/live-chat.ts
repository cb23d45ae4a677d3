import * as z from 'zod';
import { MESSAGES } from '../messages';
import { bool, enumOf, int, isoDateTime, isSitePath, list, object, requiredText, text, visibleText } from '../schemas/common';

/*
 * Canlı destek (issue 30): conversations between a storefront visitor and the shop's agents,
 * their messages and Canlı Destek Ayarları. Everything a visitor writes is stored and shown as
 * text: nothing here is ever rendered as HTML (links are made clickable by the client, http(s) only).
 */

export const CHAT_LIMITS = {
  messageChars: 2000,
  /** Messages a conversation keeps; the visitor's ticket and the agent's view read the newest this many. */
  historyMessages: 200,
  defaultRetentionDays: 180,
  defaultMaxWaitMinutes: 5,
  /** A visitor's messages over the socket: this many per window per conversation (table counter, all containers). */
  visitorMessagesPerMinute: 20,
  /** Typing events per visitor connection and second, per container (in memory): more are dropped. */
  typingPerWindow: 2,
  typingWindowMs: 1000,
  /** The public ticket route's body: a name, an e-mail, a page and two ids fit well within. */
  ticketBodyBytes: 4096,
} as const;

export const CHAT_STATUSES = ['waiting', 'open', 'resolved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SENDERS = ['visitor', 'agent', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const CHAT_TEXTS = {
  statuses: { waiting: 'Bekleyen', open: 'Açık', resolved: 'Çözüldü' } satisfies Record<ChatStatus, string>,
  messageTooLong: `Mesaj en fazla ${CHAT_LIMITS.messageChars} karakter olabilir.`,
  messageRequired: 'Mesaj gereklidir.',
  nameRequired: 'Adınız gereklidir.',
  invalidEmail: 'Geçerli bir e-posta adresi giriniz.',
  notFound: 'Sohbet bulunamadı.',
  unavailable: 'Canlı destek şu anda kapalı.',
  outsideHours: 'Şu anda canlı destek çalışma saatleri dışındayız. Mesajınızı bırakın, e-posta ile dönelim.',
  resolved: 'Sohbet kapatıldı.',
  noEmail: 'Müşterinin e-posta adresi yok.',
  unknownAgent: 'Temsilci bulunamadı.',
  codeNotUsable: 'Bu indirim kodu gönderilemez (pasif ya da süresi dolmuş).',
  assigned: (name: string) => `Sohbet ${name} adlı temsilciye atandı.`,
  closed: 'Sohbet kapatıldı.',
  campaignCode: (code: string) => `İndirim kodunuz: ${code}`,
} as const;

const email = () => z.string({ error: CHAT_TEXTS.invalidEmail }).trim().max(254, CHAT_TEXTS.invalidEmail).pipe(z.email(CHAT_TEXTS.invalidEmail));

/** A chat message's text: up to 2,000 characters, not only spaces. */
export const chatTextSchema = z
  .string({ error: CHAT_TEXTS.messageRequired })
  .trim()
  .min(1, CHAT_TEXTS.messageRequired)
  .max(CHAT_LIMITS.messageChars, CHAT_TEXTS.messageTooLong);

/** An image from the shop's media library (a site path under /media/), never another host. */
export const chatImageSchema = text(2048).refine((v) => isSitePath(v) && v.startsWith('/media/'), {
  error: 'Görsel bu mağazanın medya kütüphanesinden olmalıdır.',
});

export const chatMessageSchema = object({
  id: requiredText(),
  conversationId: requiredText(),
  sender: enumOf(CHAT_SENDERS),
  /** The visitor's name, the agent's display name, or empty for the system. */
  senderName: text(200),
  text: text(CHAT_LIMITS.messageChars),
  imageUrl: chatImageSchema.optional(),
  createdAt: isoDateTime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = object({
  id: requiredText(),
  status: enumOf(CHAT_STATUSES),
  visitorName: text(200),
  visitorEmail: text(254).optional(),
  /** The signed-in shopper's account (their pool's sub), when they were signed in. */
  accountId: text(200).optional(),
  /** The storefront page the visitor is on (path), and their cart's id. */
  currentPage: text(2048).optional(),
  cartId: text(200).optional(),
  assigneeSub: text(200).optional(),
  assigneeName: text(200).optional(),
  unreadForAgents: int(0, Number.MAX_SAFE_INTEGER),
  unreadForVisitor: int(0, Number.MAX_SAFE_INTEGER),
  lastMessagePreview: text(200),
  createdAt: isoDateTime(),
  lastMessageAt: isoDateTime(),
});
export type Conversation = z.infer<typeof conversationSchema>;

// --- Canlı Destek Ayarları ---------------------------------------------------

/** Monday first, as Turkish calendars are. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS = {
  mon: 'Pazartesi',
  tue: 'Salı',
  wed: 'Çarşamba',
  thu: 'Perşembe',
  fri: 'Cuma',
  sat: 'Cumartesi',
  sun: 'Pazar',
} as const satisfies Record<Weekday, string>;

const clock = () => z.string({ error: 'Saat SS:DD biçiminde olmalıdır.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD biçiminde olmalıdır.');

export const supportDaySchema = object({ open: bool(), from: clock(), to: clock() }).refine((d) => !d.open || d.from < d.to, {
  error: 'Bitiş saati başlangıçtan sonra olmalıdır.',
  path: ['to'],
});
export type SupportDay = z.infer<typeof supportDaySchema>;

export const liveChatSettingsSchema = object({
  /** Europe/Istanbul wall-clock hours per weekday. */
  hours: z.strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, supportDaySchema])) as Record<Weekday, typeof supportDaySchema>),
  greeting: text(500),
  offlineMessage: text(500),
  /** Minutes a visitor waits for a first answer before the offline form is offered. */
  maxWaitMinutes: int(1, 120),
  /** Days a conversation is kept after its last message (TTL). */
  retentionDays: int(1, 3650),
});
export type LiveChatSettings = z.infer<typeof liveChatSettingsSchema>;

const weekdayHours: SupportDay = { open: true, from: '09:00', to: '18:00' };
const closedDay: SupportDay = { open: false, from: '09:00', to: '18:00' };
export const DEFAULT_LIVE_CHAT_SETTINGS: LiveChatSettings = {
  hours: { mon: weekdayHours, tue: weekdayHours, wed: weekdayHours, thu: weekdayHours, fri: weekdayHours, sat: closedDay, sun: closedDay },
  greeting: 'Merhaba! Size nasıl yardımcı olabiliriz?',
  offlineMessage: 'Şu anda çevrim içi temsilcimiz yok. Mesajınızı bırakın, e-posta ile dönelim.',
  maxWaitMinutes: CHAT_LIMITS.defaultMaxWaitMinutes,
  retentionDays: CHAT_LIMITS.defaultRetentionDays,
};

// --- Storefront --------------------------------------------------------------

/** GET /api/storefront/live-chat/status: whether the launcher shows, and what it says. */
export const liveChatStatusSchema = object({
  /** The top bar's switch (customerSupportEnabled) is on. */
  enabled: bool(),
  /** Now is within Canlı Destek Ayarları' hours (Europe/Istanbul). */
  withinHours: bool(),
  greeting: text(500),
  offlineMessage: text(500),
  maxWaitMinutes: int(1, 120),
});
export type LiveChatStatus = z.infer<typeof liveChatStatusSchema>;

/** The storefront page a visitor is on, as a path of this site: never another host's address. */
const visitorPageSchema = text(2048).refine((v) => isSitePath(v), { error: 'Sayfa site içi bir adres olmalıdır.' });

/**
 * POST /api/storefront/live-chat/ticket: starts a conversation (name, and e-mail when given), or
 * resumes one with the visitorKey its start answered. The page and cart are the visitor's own claim.
 */
export const visitorTicketRequestSchema = z.strictObject(
  {
    name: visibleText(CHAT_TEXTS.nameRequired, 100),
    email: email().optional(),
    resume: object({ conversationId: requiredText(undefined, 100), visitorKey: requiredText(undefined, 100) }).optional(),
    currentPage: visitorPageSchema.optional(),
    cartId: text(200).optional(),
  },
  { error: MESSAGES.api.invalidRequest },
);
export type VisitorTicketRequest = z.infer<typeof visitorTicketRequestSchema>;

/** What the visitor's own conversation shows them: no assignee sub, no unread count of the agents. */
export const visitorConversationSchema = conversationSchema.pick({ id: true, status: true, visitorName: true, assigneeName: true });

export const visitorTicketSchema = object({
  ticket: requiredText(),
  expiresAt: isoDateTime(),
  /** Kept by the browser (sessionStorage) to resume this conversation; the server holds only its hash. */
  visitorKey: requiredText(),
  conversation: visitorConversationSchema,
  messages: list(chatMessageSchema, CHAT_LIMITS.historyMessages),
});
export type VisitorTicket = z.infer<typeof visitorTicketSchema>;

// --- Socket messages ---------------------------------------------------------

/** chat:send from a visitor: the conversation is the connection's own, never named in the message. */
export const chatSendSchema = z.union([object({ text: chatTextSchema, page: visitorPageSchema.optional() }), object({ imageUrl: chatImageSchema })]);
/** chat:typing from a visitor. */
export const chatTypingSchema = object({ typing: bool() });

// --- Admin -------------------------------------------------------------------

export const conversationListQuerySchema = z.object({
  status: z.enum(CHAT_STATUSES, { error: MESSAGES.api.invalidRequest }).optional(),
});
export const conversationParamsSchema = z.object({ id: requiredText(undefined, 100) });

export const conversationDetailSchema = object({ conversation: conversationSchema, messages: list(chatMessageSchema, CHAT_LIMITS.historyMessages) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/**
 * The id the agent's browser gives a message before sending it, and sends again on a retry: the
 * server stores and sends a message once per id (a retried request answers the first message).
 */
export const clientMessageIdSchema = z.uuid({ error: MESSAGES.api.invalidRequest });

export const agentReplySchema = z.union([
  z.strictObject({ text: chatTextSchema, clientMessageId: clientMessageIdSchema }, { error: MESSAGES.api.invalidRequest }),
  z.strictObject({ imageUrl: chatImageSchema, clientMessageId: clientMessageIdSchema }, { error: MESSAGES.api.invalidRequest }),
]);
export const agentTypingSchema = z.strictObject({ typing: bool() }, { error: MESSAGES.api.invalidRequest });
/** No assigneeSub: to the caller ("Bana ata"). */
export const assignConversationSchema = z.strictObject(
  { assigneeSub: requiredText(undefined, 200).optional() },
  { error: MESSAGES.api.invalidRequest },
);
export const sendCampaignCodeSchema = z.strictObject(
  { code: requiredText(undefined, 100), clientMessageId: clientMessageIdSchema },
  { error: MESSAGES.api.invalidRequest },
);

/** An agent one may assign a conversation to (a known admin holding support:manage). */
