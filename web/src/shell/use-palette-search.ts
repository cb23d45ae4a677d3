import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH, type SearchResult } from '@shop/shared';
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
  // The last answer and the query it answers: the previous results stay on screen while the next query runs.
  const [answer, setAnswer] = useState<{ readonly q: string; readonly result: SearchResult | undefined }>();
  const sequence = useRef(0);
  const q = query.trim();
  const searchable = enabled && Array.from(q).length >= SEARCH_MIN_QUERY_LENGTH;

  useEffect(() => {
    const mine = ++sequence.current;
    if (!searchable) return;
    const controller = new AbortController();
    const search = async () => {
      performance.mark(PALETTE_MARKS.request);
      try {
        const found = await apiFetch('search', { query: { q, unique: true }, signal: controller.signal });
        if (mine !== sequence.current) return;
        if (!found.success) console.error('Arama başarısız', found.error);
        setAnswer({ q, result: found.success ? found.data : undefined });
      } catch (error) {
        if (mine !== sequence.current) return;
        // Spec §8: a failed search is logged and the results are emptied.
        console.error('Arama başarısız', error);
        setAnswer({ q, result: undefined });
      }
    };
    const timer = window.setTimeout(() => void search(), SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, searchable]);

  if (!searchable) return { result: undefined, searching: false };
  return { result: answer?.result, searching: answer?.q !== q };
};
