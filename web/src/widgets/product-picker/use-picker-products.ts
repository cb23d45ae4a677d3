import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod';
import { MESSAGES, productPickerItemSchema, type ProductPickerItem } from '@shop/shared';
import { apiFetch } from '../../api/client';

const productListSchema = z.array(productPickerItemSchema);

export type PickerProducts =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly products: readonly ProductPickerItem[] }
  | { readonly status: 'error'; readonly message: string };

/** The spec's two failure texts: the first list versus a search. */
export const productLoadErrorMessage = (search: string): string =>
  search.trim() === '' ? MESSAGES.errors.productPickerLoad : MESSAGES.errors.productPickerSearch;

/** The picker's product list for a search and category; answers to older queries are dropped. */
export const usePickerProducts = (search: string, categoryId: string | null, enabled: boolean) => {
  const [state, setState] = useState<PickerProducts>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiFetch('themeSelectorProducts', {
      query: { search: search.trim(), category: categoryId ?? '' },
      signal: controller.signal,
      parse: productListSchema.parse,
    }).then(
      (products) => {
        if (!controller.signal.aborted) setState({ status: 'ready', products });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Ürün listesi yüklenemedi', error);
        setState({ status: 'error', message: productLoadErrorMessage(search) });
      },
    );
    return () => controller.abort();
  }, [search, categoryId, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
};
