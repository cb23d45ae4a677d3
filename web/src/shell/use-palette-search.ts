import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH, searchResponseSchema, type SearchResult } from '@shop/shared';
import { apiFetch } from '../api/client';

export interface PaletteSearch {
  result: SearchResult | undefined;
  /** True from the keystroke until the answer for the current query is in. */
  searching: boolean;
}

/** Marks the bench reads: the request leaving (after the debounce) and the results on screen. */
export const PALETTE_MARKS = { request: 'palette:request', rendered: 'palette:rendered' } as const;

/**
 * The API half of the palette: from 2 characters, 300 ms after the last keystroke. Each new
 * query aborts the previous request, and a sequence number drops any answer that still
 * arrives late, so a stale response never overwrites a newer one.
 */
export const usePaletteSearch = (query: string, enabled: boolean): PaletteSearch => {
  const [state, setState] = useState<PaletteSearch>({ result: undefined, searching: false });
  const sequence = useRef(0);

  useEffect(() => {
    const mine = ++sequence.current;
    const q = query.trim();
    if (!enabled || Array.from(q).length < SEARCH_MIN_QUERY_LENGTH) {
      setState({ result: undefined, searching: false });
      return;
    }
    setState((was) => ({ ...was, searching: true }));
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      performance.mark(PALETTE_MARKS.request);
      try {
        const answer = await apiFetch('search', { query: { q, unique: true }, signal: controller.signal, parse: searchResponseSchema.parse });
        if (mine !== sequence.current) return;
        if (!answer.success) console.error('Arama başarısız', answer.error);
        setState({ result: answer.success ? answer.data : undefined, searching: false });
      } catch (error) {
        if (mine !== sequence.current) return;
        // Spec §8: a failed search is logged and the results are emptied.
        console.error('Arama başarısız', error);
        setState({ result: undefined, searching: false });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
};
