import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { list, object, requiredText, type Category } from '../schemas';
import { categoryCreateSchema } from './category';

/*
 * Editing the category tree (issue 26): rename and move (one update), reorder siblings, delete with
 * a destination for what the category holds.
 */

/** POST /api/admin/catalog/category/{id}: the whole category, as the create form has it (name, parent; none: a root). */
export const categoryUpdateSchema = categoryCreateSchema;

/** Siblings reordered in one transaction (DynamoDB takes 100 actions; the audit entry is one). */
export const CATEGORY_ORDER_MAX = 99;

/** POST /api/admin/catalog/category/order: every child of `parentId` (roots: none), in their new order. */
export const categoryOrderSchema = object({
  parentId: requiredText(undefined, FIELD_LIMITS.id).nullish(),
  ids: list(requiredText(undefined, FIELD_LIMITS.id), CATEGORY_ORDER_MAX)
    .min(1, { error: 'ids en az bir kategori içermelidir.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'ids aynı kategoriyi iki kez içeremez.' }),
});
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;

/** DELETE /api/admin/catalog/category/{id}: one that holds products or sub-categories needs `moveTo`, where they go. */
export const categoryDeleteQuerySchema = z.object({ moveTo: z.string().min(1).max(FIELD_LIMITS.id).optional() });
export const categoryDeletedSchema = z.object({
  deleted: z.literal(true),
  /** Products that were in the category itself and are now in `moveTo`. */
  movedProducts: z.number().int().min(0),
  /** Its direct sub-categories, now under `moveTo` (with everything below them). */
  movedCategories: z.number().int().min(0),
});

export const CATEGORY_EDIT_MESSAGES = {
  notFound: 'Kategori bulunamadı.',
  stale: 'Kategoriler siz düzenlerken başka bir oturumda değiştirildi. Sayfayı yenileyip yeniden deneyin.',
  underItself: 'parentId: Bir kategori kendi altına taşınamaz.',
  underDescendant: 'parentId: Bir kategori kendi alt kategorilerinden birinin altına taşınamaz.',
  orderNotSiblings: 'ids: Bu üst kategorinin alt kategorilerinin tamamı, her biri bir kez olmak üzere gönderilmelidir.',
  inUse: (products: number, children: number) =>
    `Bu kategoride ${[products > 0 ? `${products} ürün` : '', children > 0 ? `${children} alt kategori` : ''].filter(Boolean).join(' ve ')} var. Silmeden önce bunların taşınacağı kategoriyi seçin.`,
  moveToMissing: 'moveTo: Taşınacak kategori bulunamadı.',
  moveToItself: 'moveTo: İçerik, silinen kategorinin kendisine taşınamaz.',
  moveToDescendant: 'moveTo: İçerik, silinen kategorinin alt kategorilerinden birine taşınamaz.',
  productsBusy: 'Kategori kaydedildi, ancak bazı ürünler aynı anda düzenlendiği için listeleri güncellenemedi. İşlemi yeniden deneyin.',
  childClash: (name: string) => `“${name}” alt kategorisi taşınamıyor: hedef kategoride aynı isimde bir kategori var.`,
} as const;

const parentIdsOf = (category: Category): string[] => category.parents.map((p) => String(p.parent.id));

/** The category and every category below it. */
export const categoryWithDescendants = (categories: readonly Category[], id: string): string[] => {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) {
      if (!found.has(String(c.id)) && parentIdsOf(c).some((p) => found.has(p))) {
        found.add(String(c.id));
        grew = true;
      }
    }
  }
  return [...found];
};

/** The direct children of `parentId` (roots when undefined). */
export const childrenOf = (categories: readonly Category[], parentId: string | undefined): Category[] =>
  categories.filter((c) => (parentId === undefined ? c.parents.length === 0 : parentIdsOf(c).includes(parentId)));

/** Why `id` cannot go under `parentId`, if it cannot: itself, or one of its own descendants (a cycle). */
export const categoryMoveProblem = (
  categories: readonly Category[],
  id: string,
  parentId: string | undefined,
): 'itself' | 'descendant' | undefined => {
  if (parentId === undefined) return undefined;
  if (parentId === id) return 'itself';
  return categoryWithDescendants(categories, id).includes(parentId) ? 'descendant' : undefined;
};

/** Siblings in display order: by position (those never ordered last), then by Turkish name. */
export const compareSiblings = (a: Pick<Category, 'name' | 'position'>, b: Pick<Category, 'name' | 'position'>): number =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name, 'tr-TR');
