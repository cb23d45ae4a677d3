import { FIELD_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { requiredText, selectOptionCreateSchema, type Category } from '../schemas';
import { slugify } from '../text';

/** POST /api/admin/catalog/category: the inline-create body plus where the category goes. */
export const categoryCreateSchema = selectOptionCreateSchema
  .extend({ parentId: requiredText(undefined, FIELD_LIMITS.id).nullish() })
  // The slug is the category's address on the storefront, so the name must give one.
  .refine((body) => slugify(body.name) !== '', { path: ['name'], error: MESSAGES.api.categoryNameWithoutLetters });

const parentIdsOf = (category: Category): string[] => category.parents.map((p) => String(p.parent.id));

/** The categories and all their ancestors: a product in "Elbise" is also in "Kadın" and "Giyim". */
export const withAncestors = (categories: readonly Category[], ids: readonly string[]): string[] => {
  const parents = new Map(categories.map((c) => [String(c.id), parentIdsOf(c)]));
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const parent of parents.get(id) ?? []) visit(parent);
  };
  ids.forEach(visit);
  return [...seen];
};

/** Why a category with this slug cannot be created under `parentId` (a root when absent), if it cannot. */
export const categoryCreateConflict = (
  categories: readonly Category[],
  slug: string,
  parentId: string | undefined,
): 'parent-missing' | 'duplicate' | undefined => {
  if (parentId !== undefined && !categories.some((c) => String(c.id) === parentId)) return 'parent-missing';
  const siblings = categories.filter((c) => {
    const parents = parentIdsOf(c);
    return parentId === undefined ? parents.length === 0 : parents.includes(parentId);
  });
  return siblings.some((c) => (c.slug ?? slugify(c.name)) === slug) ? 'duplicate' : undefined;
};
