// Types only and fetch: no zod reaches the shopper's bundle (see ../storefront-api.ts).

/** How a send ended: received with the server's message, refused with its messages by field, or not reached (status 0). */
export type CareOutcome =
  | { readonly ok: true; readonly message: string }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string | undefined;
      readonly issues: readonly { path: string; message: string }[];
    };

/** The honeypot's name, as Form Oluşturucu's (FORM_HONEYPOT_FIELD): people never see it. */
export const HONEYPOT_FIELD = 'website';

/** POSTs JSON to one of the care routes; never throws. */
export const postCare = async (path: '/api/storefront/support-requests' | '/api/storefront/feedback', body: unknown): Promise<CareOutcome> => {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (response.status === 201 && typeof answer?.message === 'string') return { ok: true, message: answer.message };
    const issues = Array.isArray(answer?.issues) ? (answer.issues as { path: string; message: string }[]) : [];
    const field = typeof answer?.field === 'string' ? answer.field : undefined;
    const message = typeof answer?.message === 'string' ? answer.message : undefined;
    // A refusal by the domain names one field without an issue list (an order number not the shopper's).
    const all = field && message && !issues.some((i) => i.path === field) ? [...issues, { path: field, message }] : issues;
    return { ok: false, status: response.status, message, issues: all };
  } catch {
    return { ok: false, status: 0, message: undefined, issues: [] };
  }
};
