import { apiFetch } from '../../api/client';

/** Rename and/or move: the whole category (its name and parent; none: a root). */
export const updateCategory = async (id: string, name: string, parentId: string | undefined) =>
  (await apiFetch('updateCategory', { params: { id }, body: { name, parentId: parentId ?? null } })).data;

/** Every child of `parentId` (the roots when undefined), in their new order. */
export const reorderCategories = async (parentId: string | undefined, ids: readonly string[]) =>
  (await apiFetch('reorderCategories', { body: { parentId: parentId ?? null, ids: [...ids] } })).data;

/** Without `moveTo`, a category holding products or sub-categories answers 409 (the admin then picks where they go). */
export const deleteCategory = (id: string, moveTo?: string) =>
  apiFetch('deleteCategory', { params: { id }, query: moveTo === undefined ? {} : { moveTo } });
