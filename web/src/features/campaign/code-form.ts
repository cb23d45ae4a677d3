import { campaignCodeCreateSchema, MESSAGES, type CampaignCodeCreateRequest } from '@shop/shared';

/** What the "Yeni kod" form holds: empty fields are null (the number inputs give null when cleared). */
export interface CodeDraft {
  readonly code: string;
  readonly discountType: CampaignCodeCreateRequest['discountType'];
  readonly discountValue: number | null;
  readonly expiresAt: string | null;
  readonly usageLimit: number | null;
}

export type CodeField = keyof CodeDraft;
export type CodeFieldErrors = Partial<Record<CodeField, string>>;

export const EMPTY_CODE_DRAFT: CodeDraft = { code: '', discountType: 'PERCENTAGE', discountValue: null, expiresAt: null, usageLimit: null };

/** The fields in the order they stand in the form: the first one in error gets the focus. */
export const CODE_FIELDS: readonly CodeField[] = ['code', 'discountType', 'discountValue', 'expiresAt', 'usageLimit'];

const isField = (name: unknown): name is CodeField => typeof name === 'string' && (CODE_FIELDS as readonly string[]).includes(name);

export type CheckedDraft =
  { readonly ok: true; readonly body: Partial<CampaignCodeCreateRequest> } | { readonly ok: false; readonly errors: CodeFieldErrors };

/**
 * The draft checked by the server's own schema (so the form says what the server would, in the
 * same words), plus an expiry in the past, which only the server's clock decides for certain.
 * An empty code, expiry or limit is left out of the body: the server generates or defaults it.
 */
export const checkDraft = (draft: CodeDraft, now: number = Date.now()): CheckedDraft => {
  const code = draft.code.trim();
  const body = {
    ...(code ? { code } : {}),
    discountType: draft.discountType,
    discountValue: draft.discountValue ?? undefined,
    ...(draft.expiresAt ? { expiresAt: draft.expiresAt } : {}),
    ...(draft.usageLimit === null ? {} : { usageLimit: draft.usageLimit }),
  };
  const parsed = campaignCodeCreateSchema.safeParse(body);
  const errors: CodeFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (errors.expiresAt === undefined && draft.expiresAt && Date.parse(draft.expiresAt) <= now) errors.expiresAt = MESSAGES.coupons.expiryPast;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
};

/** A field the server named in a 400 (`field`), when the form has it. */
export const serverField = (field: string | undefined): CodeField | undefined => {
  const name = field?.split('.')[0];
  return isField(name) ? name : undefined;
};
