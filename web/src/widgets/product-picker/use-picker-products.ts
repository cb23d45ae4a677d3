import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, type ProductPickerItem } from '@shop/shared';
import { apiFetch } from '../../api/client';

export type PickerProducts =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly products: readonly ProductPickerItem[] }
  | { readonly status: 'error'; readonly message: string };

const LOADING: PickerProducts = { status: 'loading' };

/** The spec's two failure texts: the first list versus a search. */
export const productLoadErrorMessage = (search: string): string =>
  search.trim() === '' ? MESSAGES.errors.productPickerLoad : MESSAGES.errors.productPickerSearch;

/** The picker's product list for a search and category; answers to older queries are dropped. */
export const usePickerProducts = (search: string, categoryId: string | null, enabled: boolean) => {
  const [attempt, setAttempt] = useState(0);
  const request = JSON.stringify([search, categoryId, attempt]);
  // An answer is kept with the query it answers, so a new query or a retry reads as loading at once.
  const [answer, setAnswer] = useState<{ request: string; state: PickerProducts }>();
  const state: PickerProducts = answer?.request === request ? answer.state : LOADING;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiFetch('themeSelectorProducts', {
      query: { search: search.trim(), category: categoryId ?? '' },
      signal: controller.signal,
    }).then(
      (products) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'ready', products } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Ürün listesi yüklenemedi', error);
        setAnswer({ request, state: { status: 'error', message: productLoadErrorMessage(search) } });
      },
    );
    return () => controller.abort();
  }, [search, categoryId, enabled, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
};
