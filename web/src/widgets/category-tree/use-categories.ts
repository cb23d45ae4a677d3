import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Category } from '@shop/shared';
import { apiFetch } from '../../api/client';
import { buildCategoryForest, type CategoryForest } from './category-forest';

export interface CategoriesState {
  readonly forest: CategoryForest;
  /** Every category by id: the forest's nodes carry no slugs, which a link's address is made of. */
  readonly byId: ReadonlyMap<string, Category>;
  readonly loading: boolean;
  /** The read failed (logged only; the link picker offers a retry). */
  readonly failed: boolean;
  readonly retry: () => void;
}

const NO_CATEGORIES: readonly Category[] = [];

/**
 * The category tree, read when a picker opens. A failed read is only logged: the list stays
 * empty and the spinner ends, with no message (component editors §8).
 */
export const useCategories = (enabled = true): CategoriesState => {
  const [attempt, setAttempt] = useState(0);
  // Undefined while a read is under way: each opening reads afresh.
  const [answer, setAnswer] = useState<{ readonly categories: readonly Category[]; readonly failed: boolean }>();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiFetch('listCategories', { signal: controller.signal }).then(
      ({ data }) => {
        if (!controller.signal.aborted) setAnswer({ categories: data, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Kategori listesi yüklenemedi', error);
        setAnswer({ categories: NO_CATEGORIES, failed: true });
      },
    );
    return () => {
      controller.abort();
      setAnswer(undefined);
    };
  }, [enabled, attempt]);

  const categories = answer?.categories ?? NO_CATEGORIES;
  const forest = useMemo(() => buildCategoryForest(categories), [categories]);
  const byId = useMemo(() => new Map(categories.map((c) => [String(c.id), c])), [categories]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { forest, byId, loading: enabled && answer === undefined, failed: answer?.failed ?? false, retry };
};
