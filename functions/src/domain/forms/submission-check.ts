import {
  FORM_MIN_FILL_MS,
  formValuesSchema,
  type FormAnswer,
  type FormField,
  type FormFile,
  type FormSubmitRequest,
  type FormValue,
  type PublicForm,
} from '@shop/shared';

/** One field's complaint: its id and the Turkish message shown under it. */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * What a submission is, before anything is stored: a script's (the honeypot was filled), sent too
 * soon after the form was shown, wrong in some fields, or good with its values by field id.
 */
export type SubmissionCheck =
  | { readonly kind: 'trap' }
  | { readonly kind: 'too-fast' }
  | { readonly kind: 'invalid'; readonly issues: readonly FieldIssue[] }
  | { readonly kind: 'valid'; readonly values: Readonly<Record<string, FormValue>> };

/** Judges a submission against the form's own stored definition; pure (the handler stores, answers and mails). */
export const checkSubmission = (form: Pick<PublicForm, 'fields'>, request: FormSubmitRequest): SubmissionCheck => {
  if (request.website !== undefined && request.website.trim() !== '') return { kind: 'trap' };
  if (request.fillMs < FORM_MIN_FILL_MS) return { kind: 'too-fast' };
  const parsed = formValuesSchema(form.fields).safeParse(request.values);
  if (!parsed.success)
    return { kind: 'invalid', issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
  return { kind: 'valid', values: parsed.data };
};

/** The file fields that were given a file, with the upload id each names. */
export const fileUploadsOf = (fields: readonly FormField[], values: Readonly<Record<string, FormValue>>): { fieldId: string; uploadId: string }[] =>
  fields.flatMap((f) => {
    const value = values[f.id];
    return f.kind === 'FILE' && typeof value === 'string' ? [{ fieldId: f.id, uploadId: value }] : [];
  });

/** The answers as kept: in the form's order, each with the label and kind it had when sent. */
export const answersOf = (
  fields: readonly FormField[],
  values: Readonly<Record<string, FormValue>>,
  files: Readonly<Record<string, FormFile>>,
): FormAnswer[] =>
  fields.map((f) => {
    const file = files[f.id];
    return { fieldId: f.id, label: f.label, kind: f.kind, value: values[f.id] ?? null, ...(file ? { file } : {}) };
  });

/** An answer as text, for the notification e-mail and the CSV: a box is Evet/Hayır, a file its name. */
export const answerText = (answer: Pick<FormAnswer, 'kind' | 'value' | 'file'>): string => {
  if (answer.file) return answer.file.fileName;
  if (answer.kind === 'CHECKBOX' || answer.kind === 'KVKK') return answer.value === true ? 'Evet' : 'Hayır';
  return answer.value === null ? '' : String(answer.value);
};
