import * as z from 'zod';
import { MESSAGES } from '../messages';
import { normalizeTrPhone } from '../schemas/tr-phone';
import { FORM_FIELD_KINDS, FORM_ID_PATTERN, FORM_LIMITS, FORM_TEXTS, type FormField } from './form';

/*
 * A shopper's submission: the envelope the route parses (values, fill time, honeypot), the check
 * built from the form's own stored definition (formValuesSchema), and the record kept.
 */

/** A value as the browser sends it: text, a number, a box's state; a file field sends the upload's id. */
const rawValueSchema = z.union([z.string().max(FORM_LIMITS.longText * 2), z.number(), z.boolean(), z.null()]);

/** POST /api/storefront/forms/{id}/submissions */
export const formSubmitSchema = z.strictObject(
  {
    values: z.record(z.string().max(64), rawValueSchema).refine((v) => Object.keys(v).length <= FORM_LIMITS.fields * 2, MESSAGES.api.invalidRequest),
    /**
     * How long the form was on screen before it was sent, in milliseconds, measured by the browser's
     * own clock (a duration, not a time of day: a shopper's clock may be minutes off the server's).
     */
    fillMs: z
      .number({ error: MESSAGES.api.invalidRequest })
      .int()
      .min(0)
      .max(7 * 24 * 3600 * 1000),
    /** The honeypot (FORM_HONEYPOT_FIELD): people never see it, so anything in it was typed by a script. */
    website: z.string().max(500).optional(),
  },
  { error: MESSAGES.api.invalidRequest },
);
export type FormSubmitRequest = z.infer<typeof formSubmitSchema>;

/** A kept answer: text (e-mail, phone, date as YYYY-MM-DD, a list choice, a file's upload id), a number, a box, or nothing. */
export type FormValue = string | number | boolean | null;

const EMAIL = z.email();
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A foreign number: a plus, the country code and 7–14 more digits, as people space them. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{7,14}$/;

const isRealDay = (value: string): boolean => {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
};

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Checks one field's raw value: the kept value, or the Turkish message shown under the field. */
export const checkFormValue = (field: FormField, raw: unknown): { value: FormValue } | { error: string } => {
  const { kind } = field;
  if (kind === 'CHECKBOX' || kind === 'KVKK') {
    const checked = raw ?? false;
    if (typeof checked !== 'boolean') return { error: FORM_TEXTS.invalidCheckbox };
    if (field.required && !checked) return { error: kind === 'KVKK' ? FORM_TEXTS.kvkkRequired : FORM_TEXTS.required };
    return { value: checked };
  }
  if (isBlank(raw)) return field.required ? { error: FORM_TEXTS.required } : { value: null };
  if (kind === 'NUMBER') {
    const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : Number.NaN;
    return Number.isFinite(number) ? { value: number } : { error: FORM_TEXTS.invalidNumber };
  }
  if (typeof raw !== 'string') return { error: kind === 'FILE' ? FORM_TEXTS.invalidFile : FORM_TEXTS.required };
  const text = raw.trim();
  switch (kind) {
    case 'TEXT':
      return text.length > FORM_LIMITS.text ? { error: FORM_TEXTS.textTooLong(FORM_LIMITS.text) } : { value: text };
    case 'TEXTAREA':
      return text.length > FORM_LIMITS.longText ? { error: FORM_TEXTS.textTooLong(FORM_LIMITS.longText) } : { value: text };
    case 'EMAIL':
      return text.length <= FORM_LIMITS.email && EMAIL.safeParse(text).success ? { value: text } : { error: FORM_TEXTS.invalidEmail };
    case 'PHONE': {
      const turkish = normalizeTrPhone(text);
      if (turkish) return { value: turkish };
      const compact = text.replace(/[\s().-]/g, '');
      return INTERNATIONAL_PHONE.test(compact) ? { value: compact } : { error: FORM_TEXTS.invalidPhone };
    }
    case 'SELECT':
      return field.options.includes(text) ? { value: text } : { error: FORM_TEXTS.invalidOption };
    case 'DATE':
      return isRealDay(text) ? { value: text } : { error: FORM_TEXTS.invalidDate };
    case 'FILE':
      return FORM_ID_PATTERN.test(text) ? { value: text } : { error: FORM_TEXTS.invalidFile };
  }
};

/**
 * The check of a submission's values, built from the form's own definition: one entry per field
 * (each says what is wrong in Turkish, under the field's id), and a value for a field the form
 * does not have is refused rather than dropped, so a stale or forged form never stores half of
 * what was meant. A pure function of the definition: the server builds it per request, the
 * tests build it from definitions of their own.
 */
export const formValuesSchema = (fields: readonly FormField[]) => {
  const known = new Set(fields.map((f) => f.id));
  return z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    const values: Record<string, FormValue> = {};
    for (const field of fields) {
      const checked = checkFormValue(field, raw[field.id]);
      if ('error' in checked) ctx.addIssue({ code: 'custom', path: [field.id], message: checked.error });
      else values[field.id] = checked.value;
    }
    for (const key of Object.keys(raw)) if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: FORM_TEXTS.unknownField });
    return values;
  });
};

/** A file attached to a submission: kept privately (never under the public media path), read by the admin through a short-lived link. */
export const formFileSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type FormFile = z.infer<typeof formFileSchema>;

/**
 * One answer as kept: the field's label and kind as they were when it was sent, so a form edited
 * later still shows its old submissions as the shopper saw the form.
 */
export const formAnswerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  kind: z.enum(FORM_FIELD_KINDS),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  file: formFileSchema.optional(),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

export const formSubmissionSchema = z.object({
  id: z.string(),
  formId: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  answers: z.array(formAnswerSchema),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

export const FORM_SUBMISSION_STATUSES = ['unread', 'read'] as const;
