import type * as z from 'zod';

/** Messages by path ('fontSize', 'titleStyle.color', 'faqItems.0.question'); the first issue of a path wins. */
export type FieldErrors = Readonly<Record<string, string>>;

const NO_ERRORS: FieldErrors = Object.freeze({});

/** What the type's schema says about the data, by field path; the editor shows each under its control. */
export const fieldErrors = (schema: z.ZodType, data: unknown): FieldErrors => {
  const result = schema.safeParse(data);
  if (result.success) return NO_ERRORS;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
};

/** The first message at a path or below it (a text style's size or colour, an item of a list). */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => {
  if (errors[path] !== undefined) return errors[path];
  const prefix = `${path}.`;
  for (const key of Object.keys(errors)) if (key.startsWith(prefix)) return errors[key];
  return undefined;
};

/** The first issue's message of a refused draft: what the spec shows as a toast. */
export const firstIssue = <T>(schema: z.ZodType<T>, draft: unknown): { ok: true; value: T } | { ok: false; message: string } => {
  const result = schema.safeParse(draft);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? '' };
};

/** The messages without those at a path or below it (the admin changed that field); the same object when there were none. */
export const withoutErrorsAt = (errors: FieldErrors, path: string): FieldErrors => {
  const prefix = `${path}.`;
  const kept = Object.entries(errors).filter(([key]) => path !== '' && key !== path && !key.startsWith(prefix));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
};
