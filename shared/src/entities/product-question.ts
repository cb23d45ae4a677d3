import * as z from 'zod';
import { MESSAGES } from '../messages';
import { actorSchema } from './order';

/*
 * Ürün Soruları (issue 30): a shopper asks about a product; staff answer, approve (publish) or
 * reject it; shoppers may report a published one. The process is one pure table
 * (QUESTION_TRANSITIONS), read by the server to refuse an impossible step (409) and by the admin
 * page to offer only the possible ones. Everything a person typed is kept and shown as text.
 */

export const QUESTION_STATUSES = ['WAITING', 'ANSWERED', 'PUBLISHED', 'REPORTED', 'REJECTED'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  WAITING: 'Yanıt bekliyor',
  ANSWERED: 'Yanıtlandı',
  PUBLISHED: 'Yayında',
  REPORTED: 'Bildirildi',
  REJECTED: 'Reddedildi',
};

/**
 * What the product page shows. A reported question stays shown until staff decide (approve again
 * or reject): one shopper's report must not be enough to take down an answered question.
 */
export const PUBLIC_QUESTION_STATUSES: readonly QuestionStatus[] = ['PUBLISHED', 'REPORTED'];
export const isPublicQuestion = (status: QuestionStatus): boolean => PUBLIC_QUESTION_STATUSES.includes(status);

/** Staff's actions, and the shopper's one (REPORT). */
export const QUESTION_ACTIONS = ['ANSWER', 'APPROVE', 'REJECT', 'REPORT'] as const;
export type QuestionActionKind = (typeof QUESTION_ACTIONS)[number];
export const QUESTION_ACTION_LABELS: Record<QuestionActionKind, string> = {
  ANSWER: 'Yanıtla',
  APPROVE: 'Onayla',
  REJECT: 'Reddet',
  REPORT: 'Bildir',
};

/**
 * The process: from each status, the actions allowed and where each leads. Answering again edits
 * the answer (and takes a published one back for approval: what shows was approved as it shows).
 * A rejected question is final: it was judged unfit to show, and a new question can be asked.
 */
export const QUESTION_TRANSITIONS: Readonly<Record<QuestionStatus, Partial<Record<QuestionActionKind, QuestionStatus>>>> = {
  WAITING: { ANSWER: 'ANSWERED', REJECT: 'REJECTED' },
  ANSWERED: { ANSWER: 'ANSWERED', APPROVE: 'PUBLISHED', REJECT: 'REJECTED' },
  PUBLISHED: { ANSWER: 'ANSWERED', REJECT: 'REJECTED', REPORT: 'REPORTED' },
  REPORTED: { ANSWER: 'ANSWERED', APPROVE: 'PUBLISHED', REJECT: 'REJECTED', REPORT: 'REPORTED' },
  REJECTED: {},
};

/** Where `action` takes a question in `status`, or undefined when the table does not allow it. */
export const questionNextStatus = (status: QuestionStatus, action: QuestionActionKind): QuestionStatus | undefined =>
  QUESTION_TRANSITIONS[status][action];

/** The staff actions a question in `status` offers (the detail page's buttons). */
export const questionStaffActions = (status: QuestionStatus): QuestionActionKind[] =>
  QUESTION_ACTIONS.filter((a) => a !== 'REPORT' && questionNextStatus(status, a) !== undefined);

export const QUESTION_LIMITS = {
  textMin: 10,
  text: 2000,
  answerMin: 10,
  answer: 2000,
  reasonMin: 3,
  reason: 500,
  name: 80,
  email: 254,
  /** Reports kept on the question (the count goes on). */
  reports: 20,
  /** A question's ask body: its text and a name and address, well under this. */
  askBodyBytes: 16 * 1024,
} as const;

/** A question sent sooner than this after the form opened is a script's (as Form Oluşturucu's forms). */
export const QUESTION_MIN_FILL_MS = 3000;

export const QUESTION_TEXTS = {
  textTooShort: `Sorunuz en az ${QUESTION_LIMITS.textMin} karakter olmalıdır.`,
  textTooLong: `Sorunuz en fazla ${QUESTION_LIMITS.text} karakter olabilir.`,
  nameRequired: 'Adınızı yazın.',
  nameTooLong: `Adınız en fazla ${QUESTION_LIMITS.name} karakter olabilir.`,
  emailInvalid: 'Geçerli bir e-posta adresi yazın.',
  answerTooShort: `Yanıt en az ${QUESTION_LIMITS.answerMin} karakter olmalıdır.`,
  answerTooLong: `Yanıt en fazla ${QUESTION_LIMITS.answer} karakter olabilir.`,
  reasonTooShort: `Ret nedeni en az ${QUESTION_LIMITS.reasonMin} karakter olmalıdır.`,
  reasonTooLong: `Ret nedeni en fazla ${QUESTION_LIMITS.reason} karakter olabilir.`,
  reportTooLong: `Açıklama en fazla ${QUESTION_LIMITS.reason} karakter olabilir.`,
  tooFast: 'Soru çok hızlı gönderildi. Lütfen birkaç saniye sonra yeniden gönderin.',
  notFound: 'Soru bulunamadı.',
  productNotFound: MESSAGES.api.productNotFound,
  stale: 'Soru siz bakarken değişti. Sayfayı yenileyip tekrar deneyin.',
  notAllowed: (status: QuestionStatus, action: QuestionActionKind) =>
    `"${QUESTION_STATUS_LABELS[status]}" durumundaki soruya "${QUESTION_ACTION_LABELS[action]}" uygulanamaz.`,
  received: 'Sorunuz alındı. Yanıtlandığında ve onaylandığında ürün sayfasında yayınlanacak; yanıtı e-postayla da bildireceğiz.',
  reported: 'Bildiriminiz alındı. Ekibimiz inceleyecek.',
} as const;

/** Text a person types: trimmed, between `min` and `max` characters, with the field's own Turkish messages. */
const typed = (min: number, max: number, short: string, long: string) =>
  z.string({ error: short }).trim().min(min, { error: short }).max(max, { error: long });

export const questionTextSchema = typed(QUESTION_LIMITS.textMin, QUESTION_LIMITS.text, QUESTION_TEXTS.textTooShort, QUESTION_TEXTS.textTooLong);
export const answerTextSchema = typed(QUESTION_LIMITS.answerMin, QUESTION_LIMITS.answer, QUESTION_TEXTS.answerTooShort, QUESTION_TEXTS.answerTooLong);

/** The anti-script fields of every public ask (as a Form Oluşturucu form's). */
const askGuards = {
  /** How long the form was open, by the browser's own clock (a duration: a shopper's clock may be off). */
  fillMs: z
    .number({ error: MESSAGES.api.invalidRequest })
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000),
  /** The honeypot: hidden from people and screen readers, so anything in it was typed by a script. */
  website: z.string().max(500).optional(),
};

const productIdSchema = z.string({ error: MESSAGES.api.invalidRequest }).min(1).max(100);

/** POST /api/storefront/account/questions: a signed-in shopper's question (their name and address come from their token). */
export const shopperQuestionAskSchema = z.strictObject(
  { productId: productIdSchema, text: questionTextSchema, ...askGuards },
  { error: MESSAGES.api.invalidRequest },
);
export type ShopperQuestionAsk = z.infer<typeof shopperQuestionAskSchema>;

/** POST /api/storefront/questions: a guest's question, with the name shown and the address the answer goes to. */
export const guestQuestionAskSchema = shopperQuestionAskSchema.extend({
  name: z
    .string({ error: QUESTION_TEXTS.nameRequired })
    .trim()
    .min(1, { error: QUESTION_TEXTS.nameRequired })
    .max(QUESTION_LIMITS.name, { error: QUESTION_TEXTS.nameTooLong }),
  email: z
    .string({ error: QUESTION_TEXTS.emailInvalid })
    .trim()
    .max(QUESTION_LIMITS.email, { error: QUESTION_TEXTS.emailInvalid })
    .pipe(z.email({ error: QUESTION_TEXTS.emailInvalid })),
});
export type GuestQuestionAsk = z.infer<typeof guestQuestionAskSchema>;

export const questionAskedSchema = z.object({ received: z.literal(true), message: z.string() });

/** POST /api/storefront/questions/{id}/report: why, optionally. */
export const questionReportSchema = z.strictObject(
  {
    reason: z.string({ error: QUESTION_TEXTS.reportTooLong }).trim().max(QUESTION_LIMITS.reason, { error: QUESTION_TEXTS.reportTooLong }).optional(),
    website: askGuards.website,
  },
  { error: MESSAGES.api.invalidRequest },
);
export const questionReportedSchema = z.object({ reported: z.literal(true), message: z.string() });

/** A staff action, at the version the page showed (a stale one is 409). */
export const questionActionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('ANSWER'), version: z.number().int().min(1), answer: answerTextSchema }),
    z.strictObject({ action: z.literal('APPROVE'), version: z.number().int().min(1) }),
    z.strictObject({
      action: z.literal('REJECT'),
      version: z.number().int().min(1),
      reason: typed(QUESTION_LIMITS.reasonMin, QUESTION_LIMITS.reason, QUESTION_TEXTS.reasonTooShort, QUESTION_TEXTS.reasonTooLong),
    }),
  ],
  { error: MESSAGES.api.invalidRequest },
);
export type QuestionAction = z.infer<typeof questionActionSchema>;

export const questionEventSchema = z.object({
  action: z.enum(['ASK', ...QUESTION_ACTIONS]),
  status: z.enum(QUESTION_STATUSES),
  /** Staff for their actions; absent for the shopper's (ASK, REPORT). */
  by: actorSchema.optional(),
  note: z.string().optional(),
  at: z.string(),
});
export type QuestionEvent = z.infer<typeof questionEventSchema>;

export const productQuestionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  text: z.string(),
  asker: z.object({
    name: z.string(),
    email: z.string(),
    /** A signed-in shopper's account (the shoppers' pool `sub`). */
    memberSub: z.string().optional(),
  }),
  status: z.enum(QUESTION_STATUSES),
  answer: z.object({ text: z.string(), by: actorSchema, at: z.string() }).optional(),
  rejectReason: z.string().optional(),
  reportCount: z.number().int().nonnegative(),
  /** The newest reports' reasons (QUESTION_LIMITS.reports of them). */
  reports: z.array(z.object({ at: z.string(), reason: z.string().optional() })),
  publishedAt: z.string().optional(),
  /** Oldest first. */
  events: z.array(questionEventSchema),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductQuestion = z.infer<typeof productQuestionSchema>;

/** A row of Ürün Soruları (the finder items' copy): without the timeline and the reports. */
export const productQuestionSummarySchema = productQuestionSchema.omit({ events: true, reports: true });
export type ProductQuestionSummary = z.infer<typeof productQuestionSummarySchema>;

/** What the product page shows of a question: never the asker's address, their name shortened. */
export const publicQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  askerName: z.string(),
  createdAt: z.string(),
  answer: z.object({ text: z.string(), at: z.string() }),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** "Ayşe Kaya" -> "Ayşe K.": enough to be a person, not enough to find one (KVKK). */
export const shortAskerName = (name: string): string => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('tr-TR')}.` : first;
};
