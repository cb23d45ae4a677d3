// Types only: no zod reaches the shopper's bundle (see ../storefront-api.ts).
import type { FormUploadTicket, PublicForm } from '@shop/shared';
import { NotFoundError } from '../storefront-api';

export type { PublicForm };

/*
 * The few constants the browser needs, copied from shared/src/entities/form.ts rather than imported
 * (that module brings zod); web/test/storefront/shop-form.test.tsx checks they still agree.
 */
export const HONEYPOT_FIELD = 'website';
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** GET /api/storefront/forms/{id}: cacheable, the same for every shopper. */
export const fetchPublicForm = async (formId: string, signal?: AbortSignal): Promise<PublicForm> => {
  const response = await fetch(`/api/storefront/forms/${encodeURIComponent(formId)}`, { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) throw new NotFoundError(formId);
  if (!response.ok) throw new Error(`form ${formId}: ${response.status}`);
  return (await response.json()) as PublicForm;
};

/** How a send ended: received with the form's message, refused with the server's messages by field, or not reached (status 0). */
export type SendOutcome =
  | { readonly ok: true; readonly message: string }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string | undefined;
      readonly field: string | undefined;
      readonly issues: readonly { readonly path: string; readonly message: string }[];
    };

const post = async (path: string, body: unknown): Promise<{ status: number; answer: Record<string, unknown> | undefined }> => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined };
};

const refusal = (status: number, answer: Record<string, unknown> | undefined): SendOutcome => ({
  ok: false,
  status,
  message: typeof answer?.message === 'string' ? answer.message : undefined,
  field: typeof answer?.field === 'string' ? answer.field : undefined,
  issues: Array.isArray(answer?.issues) ? (answer.issues as { path: string; message: string }[]) : [],
});

/** POST /api/storefront/forms/{id}/submissions; never throws. */
export const sendForm = async (
  formId: string,
  body: { values: Record<string, string | number | boolean | null>; fillMs: number; [HONEYPOT_FIELD]: string },
): Promise<SendOutcome> => {
  try {
    const { status, answer } = await post(`/api/storefront/forms/${encodeURIComponent(formId)}/submissions`, body);
    if (status === 200 && typeof answer?.message === 'string') return { ok: true, message: answer.message };
    return refusal(status, answer);
  } catch {
    return refusal(0, undefined);
  }
};

/** A file for one field: a ticket from the API, then the bytes straight to storage. The upload's id, or the refusal. */
export const uploadFormFile = async (
  formId: string,
  fieldId: string,
  file: File,
): Promise<{ ok: true; uploadId: string } | (SendOutcome & { ok: false })> => {
  try {
    const { status, answer } = await post(`/api/storefront/forms/${encodeURIComponent(formId)}/uploads`, {
      fieldId,
      fileName: file.name,
      contentType: file.type,
      size: file.size,
    });
    if (status !== 200 || !answer) return refusal(status, answer) as SendOutcome & { ok: false };
    const ticket = answer as unknown as FormUploadTicket;
    const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
    if (!put.ok) return refusal(put.status, undefined) as SendOutcome & { ok: false };
    return { ok: true, uploadId: ticket.uploadId };
  } catch {
    return refusal(0, undefined) as SendOutcome & { ok: false };
  }
};
