import * as z from 'zod';
import { MESSAGES } from '../messages';

/*
 * Form Oluşturucu (issue 29): a form is an ordered list of fields the content manager builds; the
 * storefront renders it (ShopForm) and the server checks a submission against the form's own
 * stored definition (form-submission.ts builds that check).
 */

/** Form ids go into page bodies (`<div data-shop-form="ID">`) and URLs: nothing else may pass. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A field's id is the key of its value in a submission; the builder makes them, the seed names its own. */
export const FORM_FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export const FORM_FIELD_KINDS = ['TEXT', 'EMAIL', 'PHONE', 'TEXTAREA', 'NUMBER', 'SELECT', 'CHECKBOX', 'DATE', 'FILE', 'KVKK'] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** How the builder names each kind. */
export const FORM_FIELD_KIND_LABELS: Record<FormFieldKind, string> = {
  TEXT: 'Metin',
  EMAIL: 'E-posta',
  PHONE: 'Telefon',
  TEXTAREA: 'Uzun metin',
  NUMBER: 'Sayı',
  SELECT: 'Seçim listesi',
  CHECKBOX: 'Onay kutusu',
  DATE: 'Tarih',
  FILE: 'Dosya',
  KVKK: 'KVKK onayı',
};

/** Ours: enough for any contact or application form, small enough that a submission stays one small item. */
export const FORM_LIMITS = {
  name: 120,
  label: 200,
  helpText: 500,
  successMessage: 500,
  fields: 30,
  options: 50,
  option: 100,
  text: 500,
  longText: 4000,
  email: 254,
  /** A file field takes one file up to this size (the media library's image limit). */
  fileBytes: 10 * 1024 * 1024,
  fileName: 200,
} as const;

/** The largest submission body: 30 fields' worth of text with room for JSON and Turkish letters. Above it, 413 before parsing. */
export const FORM_SUBMISSION_MAX_BYTES = 64 * 1024;
/** A submission sent sooner than this after the form was shown is a script's, not a person's. */
export const FORM_MIN_FILL_MS = 3000;
/** The honeypot: a field named like one a bot fills, hidden from people and screen readers. */
export const FORM_HONEYPOT_FIELD = 'website';

/** What a shopper may attach: pictures and PDFs, checked by their first bytes when the submission arrives. */
export const FORM_FILE_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type FormFileContentType = keyof typeof FORM_FILE_CONTENT_TYPES;
const FORM_FILE_TYPES = Object.keys(FORM_FILE_CONTENT_TYPES) as [FormFileContentType, ...FormFileContentType[]];

export const FORM_TEXTS = {
  nameRequired: 'Form adı gereklidir.',
  nameTooLong: `Form adı en fazla ${FORM_LIMITS.name} karakter olabilir.`,
  labelRequired: 'Alan etiketi gereklidir.',
  labelTooLong: `Alan etiketi en fazla ${FORM_LIMITS.label} karakter olabilir.`,
  helpTooLong: `Yardım metni en fazla ${FORM_LIMITS.helpText} karakter olabilir.`,
  successRequired: 'Başarı mesajı gereklidir.',
  successTooLong: `Başarı mesajı en fazla ${FORM_LIMITS.successMessage} karakter olabilir.`,
  fieldsRequired: 'Forma en az bir alan ekleyin.',
  tooManyFields: `Bir formda en fazla ${FORM_LIMITS.fields} alan olabilir.`,
  optionsRequired: 'Seçim listesine en az bir seçenek ekleyin.',
  tooManyOptions: `Bir seçim listesinde en fazla ${FORM_LIMITS.options} seçenek olabilir.`,
  optionInvalid: `Seçenekler boş olamaz ve en fazla ${FORM_LIMITS.option} karakter olabilir.`,
  optionsRepeated: 'Aynı seçenek iki kez yazılmış.',
  fieldIdInvalid: 'Alan kimliği geçersiz.',
  fieldIdsRepeated: 'İki alanın kimliği aynı.',
  kindInvalid: 'Alan türü geçersiz.',
  notifyEmailInvalid: 'Bildirim e-postası geçerli bir adres değil.',
  formIdInvalid: 'Form kimliği geçersiz.',
  notFound: 'Form bulunamadı.',
  submissionNotFound: 'Başvuru bulunamadı.',
  hasSubmissions: (count: number) => `Bu formun ${count} başvurusu var: önce başvuruları silin.`,
  tooFast: 'Form çok hızlı gönderildi. Lütfen birkaç saniye sonra yeniden gönderin.',
  // Per field, as the storefront shows them under the field.
  required: 'Bu alan zorunludur.',
  kvkkRequired: 'Devam etmek için KVKK aydınlatma metnini onaylayın.',
  textTooLong: (max: number) => `En fazla ${max} karakter yazabilirsiniz.`,
  invalidEmail: 'Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).',
  invalidPhone: 'Geçerli bir telefon numarası yazın (ör. 0532 123 45 67).',
  invalidNumber: 'Bir sayı yazın.',
  invalidDate: 'Geçerli bir tarih seçin.',
  invalidOption: 'Listedeki seçeneklerden birini seçin.',
  invalidCheckbox: 'Bu alan işaretlenmeli ya da boş bırakılmalı.',
  invalidFile: 'Dosyayı yeniden seçip yükleyin.',
  fileTooLarge: `Dosya en fazla ${FORM_LIMITS.fileBytes / (1024 * 1024)} MB olabilir.`,
  fileType: 'Yalnızca JPEG, PNG, WEBP resimleri ve PDF dosyaları yüklenebilir.',
  fileNotOfType: 'Dosyanın içeriği türüyle uyuşmuyor. Başka bir dosya seçin.',
  unknownField: 'Bu formda böyle bir alan yok.',
} as const;

const trimmed = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** One field as the builder saves it. Options only mean something for SELECT, and are required there. */
export const formFieldSchema = z
  .strictObject(
    {
      id: z.string({ error: FORM_TEXTS.fieldIdInvalid }).regex(FORM_FIELD_ID_PATTERN, FORM_TEXTS.fieldIdInvalid),
      kind: z.enum(FORM_FIELD_KINDS, { error: FORM_TEXTS.kindInvalid }),
      label: trimmed(FORM_LIMITS.label, FORM_TEXTS.labelRequired, FORM_TEXTS.labelTooLong),
      required: z.boolean({ error: MESSAGES.api.invalidRequest }).default(false),
      helpText: z.string({ error: FORM_TEXTS.helpTooLong }).trim().max(FORM_LIMITS.helpText, FORM_TEXTS.helpTooLong).default(''),
      options: z
        .array(
          z.string({ error: FORM_TEXTS.optionInvalid }).trim().min(1, FORM_TEXTS.optionInvalid).max(FORM_LIMITS.option, FORM_TEXTS.optionInvalid),
          {
            error: FORM_TEXTS.optionInvalid,
          },
        )
        .max(FORM_LIMITS.options, FORM_TEXTS.tooManyOptions)
        .default([]),
    },
    { error: MESSAGES.api.invalidRequest },
  )
  .superRefine((field, ctx) => {
    if (field.kind === 'SELECT' && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: FORM_TEXTS.optionsRequired });
    if (new Set(field.options).size !== field.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: FORM_TEXTS.optionsRepeated });
  })
  // A consent box is always required (KVKK), and only a list has options.
  .transform((field) => ({
    ...field,
    required: field.kind === 'KVKK' ? true : field.required,
    options: field.kind === 'SELECT' ? field.options : [],
  }));
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** POST /api/admin/content/forms and …/forms/{id}: the whole form. */
export const formSaveSchema = z.strictObject(
  {
    name: trimmed(FORM_LIMITS.name, FORM_TEXTS.nameRequired, FORM_TEXTS.nameTooLong),
    fields: z
      .array(formFieldSchema, { error: FORM_TEXTS.fieldsRequired })
      .min(1, FORM_TEXTS.fieldsRequired)
      .max(FORM_LIMITS.fields, FORM_TEXTS.tooManyFields)
      .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, FORM_TEXTS.fieldIdsRepeated),
    successMessage: trimmed(FORM_LIMITS.successMessage, FORM_TEXTS.successRequired, FORM_TEXTS.successTooLong),
    /** Where a new submission is announced; empty for none. */
    notifyEmail: z
      .string({ error: FORM_TEXTS.notifyEmailInvalid })
      .trim()
      .max(FORM_LIMITS.email, FORM_TEXTS.notifyEmailInvalid)
      .refine((v) => v === '' || z.email().safeParse(v).success, FORM_TEXTS.notifyEmailInvalid)
      .default(''),
  },
  { error: MESSAGES.api.invalidRequest },
);
export type FormSave = z.output<typeof formSaveSchema>;
export type FormSaveInput = z.input<typeof formSaveSchema>;

/** A stored form, as the admin reads it. */
export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(formFieldSchema),
  successMessage: z.string(),
  notifyEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submissionCount: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type Form = z.infer<typeof formSchema>;

/** What the storefront reads (GET /api/storefront/forms/{id}): no notification address, no counts. */
export const publicFormSchema = formSchema.pick({ id: true, name: true, fields: true, successMessage: true });
export type PublicForm = z.infer<typeof publicFormSchema>;

/** `{id}` of a form in a path. */
export const formIdParamsSchema = z.object({ id: z.string({ error: FORM_TEXTS.formIdInvalid }).regex(FORM_ID_PATTERN, FORM_TEXTS.formIdInvalid) });
/** `{id}` and `{submissionId}`. */
export const formSubmissionParamsSchema = formIdParamsSchema.extend({
  submissionId: z.string({ error: MESSAGES.api.invalidRequest }).regex(FORM_ID_PATTERN, MESSAGES.api.invalidRequest),
});

/** POST /api/storefront/forms/{id}/uploads: a file for one FILE field, before the form is sent. */
export const formUploadRequestSchema = z.strictObject(
  {
    fieldId: z.string({ error: FORM_TEXTS.unknownField }).regex(FORM_FIELD_ID_PATTERN, FORM_TEXTS.unknownField),
    fileName: z.string({ error: FORM_TEXTS.invalidFile }).trim().min(1, FORM_TEXTS.invalidFile).max(FORM_LIMITS.fileName, FORM_TEXTS.invalidFile),
    contentType: z.enum(FORM_FILE_TYPES, { error: FORM_TEXTS.fileType }),
    size: z
      .number({ error: FORM_TEXTS.invalidFile })
      .int(FORM_TEXTS.invalidFile)
      .min(1, FORM_TEXTS.invalidFile)
      .max(FORM_LIMITS.fileBytes, FORM_TEXTS.fileTooLarge),
  },
  { error: MESSAGES.api.invalidRequest },
);
export type FormUploadRequest = z.infer<typeof formUploadRequestSchema>;
export const FORM_UPLOAD_BODY_MAX_BYTES = 1024;

export const formUploadTicketSchema = z.object({
  uploadId: z.string(),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type FormUploadTicket = z.infer<typeof formUploadTicketSchema>;
