import type { Category } from '../schemas';

export interface CategoryTrail {
  readonly category: Category;
  /** From the root down to the category itself. */
  readonly trail: Category[];
}

const isChildOf = (category: Category, parentId: string | undefined) =>
  parentId === undefined ? category.parents.length === 0 : category.parents.some((p) => String(p.parent.id) === parentId);

/**
 * Resolves a storefront address (parent slugs joined by slashes, then the category slug)
 * to the category, walking down from a root so "kadin/elbise" outside "giyim" is not found.
 */
export const resolveCategorySlugPath = (categories: readonly Category[], slugs: readonly string[]): CategoryTrail | undefined => {
  const trail: Category[] = [];
  for (const slug of slugs) {
    const parentId = trail.length ? String(trail[trail.length - 1]?.id) : undefined;
    const next = categories.find((c) => c.slug === slug && isChildOf(c, parentId));
    if (!next) return undefined;
    trail.push(next);
  }
  const category = trail[trail.length - 1];
  return category ? { category, trail } : undefined;
};

/** The storefront address of a trail: /category/giyim/kadin/elbise. */
export const categoryHref = (trail: readonly Category[]): string => `/category/${trail.map((c) => c.slug).join('/')}`;
