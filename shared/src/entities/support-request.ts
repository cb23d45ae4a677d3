import * as z from 'zod';
import { FORM_MIN_FILL_MS } from './form';

/*
 * Destek (issue 30): a shopper's support request from the contact page (/iletisim) or from a chat
 * that found no agent, and what the shop did with it: its status, its assignee, internal notes and
 * the replies e-mailed to the shopper (the request's timeline). Every text is kept as typed and
 * shown as text: nothing of it is ever read as HTML.
 */

export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  orderNumber: 20,
  note: 2000,
  reply: 5000,
} as const;

/** A request's body is small by nature: anything bigger is refused (413) before it is parsed. */
export const SUPPORT_REQUEST_MAX_BYTES = 16 * 1024;
/** An admin's note or reply (5,000 characters of Turkish text and the JSON around it). */
export const SUPPORT_WRITE_MAX_BYTES = 32 * 1024;

export const SUPPORT_SOURCES = ['contact', 'chat'] as const;
export type SupportSource = (typeof SUPPORT_SOURCES)[number];
export const SUPPORT_SOURCE_LABELS: Readonly<Record<SupportSource, string>> = { contact: 'İletişim formu', chat: 'Canlı destek' };

export const SUPPORT_STATUSES = ['new', 'answered', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, string>> = { new: 'Yeni', answered: 'Yanıtlandı', resolved: 'Çözüldü' };

export const SUPPORT_TEXTS = {
  nameRequired: 'Adınızı yazın.',
  nameTooLong: `Adınız en fazla ${SUPPORT_LIMITS.name} karakter olabilir.`,
  emailInvalid: 'Geçerli bir e-posta adresi yazın.',
  subjectRequired: 'Konuyu yazın.',
  subjectTooLong: `Konu en fazla ${SUPPORT_LIMITS.subject} karakter olabilir.`,
  messageTooShort: 'Mesajınız en az 10 karakter olmalı.',
  messageTooLong: `Mesajınız en fazla ${SUPPORT_LIMITS.message} karakter olabilir.`,
  orderNumberInvalid: 'Sipariş numarası yalnızca rakamlardan oluşur (ör. 1001).',
  orderNotYours: 'Bu sipariş numarası, yazdığınız e-posta adresiyle verilmiş bir siparişe ait değil.',
  sourceInvalid: 'Talebin kaynağı geçersiz.',
  tooFast: 'Form çok hızlı gönderildi. Lütfen birkaç saniye sonra yeniden gönderin.',
  notFound: 'Destek talebi bulunamadı.',
  stale: 'Talep siz bakarken başka biri tarafından değiştirildi. Sayfayı yenileyip yeniden deneyin.',
  transitionRefused: (from: SupportStatus, to: SupportStatus) =>
    `"${SUPPORT_STATUS_LABELS[from]}" durumundaki bir talep "${SUPPORT_STATUS_LABELS[to]}" yapılamaz.`,
  assigneeNotAgent: 'Talep yalnızca Destek yetkisi olan bir yöneticiye atanabilir.',
  noteRequired: 'Notu yazın.',
  noteTooLong: `Not en fazla ${SUPPORT_LIMITS.note} karakter olabilir.`,
  replyRequired: 'Yanıtı yazın.',
  replyTooLong: `Yanıt en fazla ${SUPPORT_LIMITS.reply} karakter olabilir.`,
  received: 'Teşekkürler, talebiniz bize ulaştı. En kısa sürede e-posta ile dönüş yapacağız.',
} as const;

const ORDER_NUMBER = /^#?\s*(\d{1,12})$/;

/** The order number as orders are keyed (`1001`): a leading `#` and spaces, as shoppers quote it, are dropped. */
export const normalizeOrderNumber = (value: string): string | undefined => ORDER_NUMBER.exec(value.trim())?.[1];

const trimmed = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * POST /api/storefront/support-requests: the contact page's form and the chat's offline form.
 * Both send how long the form was on screen (fillMs) and the honeypot (website), which refuse
 * scripts: the route is public either way, so a source that skipped them would be the bots' door.
 */
export const supportRequestCreateSchema = z
  .strictObject({
    name: trimmed(SUPPORT_LIMITS.name, SUPPORT_TEXTS.nameRequired, SUPPORT_TEXTS.nameTooLong),
    email: z
      .string({ error: SUPPORT_TEXTS.emailInvalid })
      .trim()
      .max(SUPPORT_LIMITS.email, SUPPORT_TEXTS.emailInvalid)
      .pipe(z.email({ error: SUPPORT_TEXTS.emailInvalid })),
    subject: trimmed(SUPPORT_LIMITS.subject, SUPPORT_TEXTS.subjectRequired, SUPPORT_TEXTS.subjectTooLong),
    message: z
      .string({ error: SUPPORT_TEXTS.messageTooShort })
      .trim()
      .min(10, SUPPORT_TEXTS.messageTooShort)
      .max(SUPPORT_LIMITS.message, SUPPORT_TEXTS.messageTooLong),
    orderNumber: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string({ error: SUPPORT_TEXTS.orderNumberInvalid })
        .max(SUPPORT_LIMITS.orderNumber, SUPPORT_TEXTS.orderNumberInvalid)
        .transform((v, ctx) => {
          const number = normalizeOrderNumber(v);
          if (number === undefined) ctx.addIssue({ code: 'custom', message: SUPPORT_TEXTS.orderNumberInvalid });
          return number ?? '';
        })
        .optional(),
    ),
    source: z.enum(SUPPORT_SOURCES, { error: SUPPORT_TEXTS.sourceInvalid }),
    fillMs: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600 * 1000)
      .optional(),
    website: z.string().max(500).optional(),
  })
  .superRefine((body, ctx) => {
    // Both forms always say how long they were on screen; a body without it is from neither.
    if (body.fillMs === undefined) ctx.addIssue({ code: 'custom', path: ['fillMs'], message: SUPPORT_TEXTS.tooFast });
  });
export type SupportRequestCreate = z.infer<typeof supportRequestCreateSchema>;

export { FORM_MIN_FILL_MS as SUPPORT_MIN_FILL_MS };

/** Who did something to a request: an admin, by their sub and name as the gateway verified them. */
export const supportActorSchema = z.object({ sub: z.string(), name: z.string() });
export type SupportActor = z.infer<typeof supportActorSchema>;

/** An agent a request may be assigned to; `self` marks the caller (the page's "Bana ata"). */
export const supportAgentSchema = supportActorSchema.extend({ self: z.boolean() });
export type SupportAgent = z.infer<typeof supportAgentSchema>;

export const SUPPORT_EVENT_KINDS = ['received', 'reply', 'note', 'status', 'assigned'] as const;
export type SupportEventKind = (typeof SUPPORT_EVENT_KINDS)[number];

/** One line of a request's timeline. A reply records whether its e-mail left (`mailed`). */
export const supportEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(SUPPORT_EVENT_KINDS),
  by: supportActorSchema.optional(),
  text: z.string().optional(),
  status: z.enum(SUPPORT_STATUSES).optional(),
  assignee: supportActorSchema.nullable().optional(),
  mailed: z.boolean().optional(),
});
export type SupportEvent = z.infer<typeof supportEventSchema>;

export const supportRequestSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: z.enum(SUPPORT_SOURCES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  orderNumber: z.string().optional(),
  status: z.enum(SUPPORT_STATUSES),
  assignee: supportActorSchema.optional(),
  /** Raised by every admin change; a change names the version it was based on (a stale one is 409). */
  version: z.number().int().nonnegative(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestDetailSchema = supportRequestSchema.extend({ events: z.array(supportEventSchema) });
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;
