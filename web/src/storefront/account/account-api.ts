// Types only from shared: the answers' shapes, no schemas in the shopper's bundle.
import type { ShopperAccount, ShopperOrder, ShopperSignUp, ShopperSignUpAnswer } from '@shop/shared';

export type { ShopperAccount, ShopperOrder };

/** How a call ended: its data, or the server's Turkish message (status 0: no answer). */
export type Outcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly status: number; readonly message: string };

export const OFFLINE_MESSAGE = 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.';

/** JSON to and from the store API, with the shopper's ID token when given; never throws. */
export const request = async <T>(path: string, options: { method?: string; body?: unknown; idToken?: string } = {}): Promise<Outcome<T>> => {
  try {
    const response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.idToken ? { authorization: `Bearer ${options.idToken}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const answer = (await response.json().catch(() => undefined)) as { data?: T; message?: string } | undefined;
    if (response.ok) return { ok: true, data: (answer?.data ?? answer) as T };
    return { ok: false, status: response.status, message: answer?.message ?? `Beklenmeyen bir hata oluştu (${response.status}).` };
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE };
  }
};

export interface ReturnLineRequest {
  readonly orderLineId: string;
  readonly quantity: number;
  readonly reason: string;
  readonly note?: string;
}

/** The server refused with a Turkish sentence meant for the shopper (a taken e-mail, a weak password, too many tries). */
export class RefusedError extends Error {}

/** Üye ol through the store API (rate limited per client), which asks the shoppers' pool; the code goes to the e-mail. */
export const signUpShopper = async (form: ShopperSignUp): Promise<ShopperSignUpAnswer> => {
  const outcome = await request<ShopperSignUpAnswer>('/api/storefront/signup', { method: 'POST', body: form });
  // A 400 starts with the field's name ("password: Şifre…"); the form shows the sentence alone.
  if (!outcome.ok) throw new RefusedError(outcome.message.replace(/^[a-z.]+:\s*/i, ''));
  return outcome.data;
};
