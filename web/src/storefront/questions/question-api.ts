// Types only: no zod reaches the shopper's bundle (see ../storefront-api.ts).
import type { PublicQuestion } from '@shop/shared';

export type { PublicQuestion };

export interface QuestionPage {
  readonly data: readonly PublicQuestion[];
  readonly nextCursor?: string;
}

/** GET /api/storefront/products/{id}/questions: cacheable, the same for every shopper. */
export const fetchQuestions = async (productId: string, cursor: string | undefined, signal?: AbortSignal): Promise<QuestionPage> => {
  const query = new URLSearchParams({ limit: '5', ...(cursor ? { cursor } : {}) });
  const response = await fetch(`/api/storefront/products/${encodeURIComponent(productId)}/questions?${query.toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`questions: ${response.status}`);
  return (await response.json()) as QuestionPage;
};

/** How a send ended: received with the server's message, refused with its messages by field, or not reached (status 0). */
export type AskOutcome =
  | { readonly ok: true; readonly message: string }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string | undefined;
      readonly issues: readonly { readonly path: string; readonly message: string }[];
    };

export interface AskBody {
  readonly productId: string;
  readonly text: string;
  readonly name?: string;
  readonly email?: string;
  readonly fillMs: number;
  readonly website: string;
}

/** A guest's question (POST /api/storefront/questions), or a signed-in shopper's with their ID token (under the shopper prefix). */
export const askQuestion = async (body: AskBody, idToken: string | undefined): Promise<AskOutcome> => {
  try {
    const response = await fetch(idToken ? '/api/storefront/account/questions' : '/api/storefront/questions', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => undefined)) as
      { message?: string; field?: string; issues?: { path?: string; message?: string }[] } | undefined;
    if (response.ok) return { ok: true, message: answer?.message ?? '' };
    const issues = (answer?.issues ?? []).flatMap((i) => (typeof i.path === 'string' && i.message ? [{ path: i.path, message: i.message }] : []));
    if (issues.length === 0 && answer?.field && answer.message) issues.push({ path: answer.field, message: answer.message });
    return { ok: false, status: response.status, message: answer?.message, issues };
  } catch {
    return { ok: false, status: 0, message: undefined, issues: [] };
  }
};

/** POST /api/storefront/questions/{id}/report: whether it arrived. */
export const reportQuestion = async (id: string): Promise<boolean> => {
  try {
    const response = await fetch(`/api/storefront/questions/${encodeURIComponent(id)}/report`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    return response.ok;
  } catch {
    return false;
  }
};
