import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod';
import { categorySchema, type Category } from '@shop/shared';
import { apiFetch } from '../../api/client';
import { buildCategoryForest, type CategoryForest } from './category-forest';

const categoryListSchema = z.object({ data: z.array(categorySchema) });

export interface CategoriesState {
  readonly forest: CategoryForest;
  readonly loading: boolean;
  /** The read failed (logged only, never shown). */
  readonly failed: boolean;
}

const NO_CATEGORIES: readonly Category[] = [];

/**
 * The category tree, read when a picker opens. A failed read is only logged: the list stays
 * empty and the spinner ends, with no message (component editors §8).
 */
export const useCategories = (enabled = true): CategoriesState => {
  const [categories, setCategories] = useState<readonly Category[]>(NO_CATEGORIES);
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    apiFetch('listCategories', { signal: controller.signal, parse: categoryListSchema.parse })
      .then((answer) => setCategories(answer.data))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Kategori listesi yüklenemedi', error);
        setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [enabled]);

  const forest = useMemo(() => buildCategoryForest(categories), [categories]);
  return { forest, loading, failed };
};
