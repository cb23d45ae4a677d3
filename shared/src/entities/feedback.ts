import * as z from 'zod';

/*
 * Geri Bildirimler (issue 30): a shopper's short note from /geri-bildirim, a category, the
 * message, an optional 1–5 rating and an optional e-mail to answer to; read and archived in the
 * back office. Kept as text and shown as text.
 */

export const FEEDBACK_CATEGORIES = ['suggestion', 'complaint', 'thanks', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  suggestion: 'Öneri',
  complaint: 'Şikayet',
  thanks: 'Teşekkür',
  other: 'Diğer',
};

export const FEEDBACK_STATUSES = ['unread', 'read', 'archived'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, string>> = { unread: 'Okunmadı', read: 'Okundu', archived: 'Arşivlendi' };

export const FEEDBACK_LIMITS = { message: 2000, email: 254 } as const;
export const FEEDBACK_MAX_BYTES = 8 * 1024;

export const FEEDBACK_TEXTS = {
  categoryRequired: 'Bir konu seçin.',
  messageTooShort: 'Mesajınız en az 5 karakter olmalı.',
  messageTooLong: `Mesajınız en fazla ${FEEDBACK_LIMITS.message} karakter olabilir.`,
  ratingInvalid: 'Puan 1 ile 5 arasında olmalı.',
  emailInvalid: 'Geçerli bir e-posta adresi yazın ya da boş bırakın.',
  tooFast: 'Form çok hızlı gönderildi. Lütfen birkaç saniye sonra yeniden gönderin.',
  received: 'Teşekkürler, geri bildiriminiz bize ulaştı.',
  notFound: 'Geri bildirim bulunamadı.',
} as const;

/** POST /api/storefront/feedback: what the form sends, with the fill time and honeypot the contact page sends too. */
export const feedbackCreateSchema = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_TEXTS.categoryRequired }),
  message: z
    .string({ error: FEEDBACK_TEXTS.messageTooShort })
    .trim()
    .min(5, FEEDBACK_TEXTS.messageTooShort)
    .max(FEEDBACK_LIMITS.message, FEEDBACK_TEXTS.messageTooLong),
  rating: z
    .number({ error: FEEDBACK_TEXTS.ratingInvalid })
    .int(FEEDBACK_TEXTS.ratingInvalid)
    .min(1, FEEDBACK_TEXTS.ratingInvalid)
    .max(5, FEEDBACK_TEXTS.ratingInvalid)
    .optional(),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: FEEDBACK_TEXTS.emailInvalid })
      .trim()
      .max(FEEDBACK_LIMITS.email, FEEDBACK_TEXTS.emailInvalid)
      .pipe(z.email({ error: FEEDBACK_TEXTS.emailInvalid }))
      .optional(),
  ),
  fillMs: z
    .number({ error: FEEDBACK_TEXTS.tooFast })
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000),
  website: z.string().max(500).optional(),
});
export type FeedbackCreate = z.infer<typeof feedbackCreateSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  rating: z.number().int().min(1).max(5).optional(),
  email: z.string().optional(),
  status: z.enum(FEEDBACK_STATUSES),
});
export type Feedback = z.infer<typeof feedbackSchema>;
