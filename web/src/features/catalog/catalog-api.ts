import { type ProductUpsert } from '@shop/shared';
import { apiFetch } from '../../api/client';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';

export interface ProductFilters {
  readonly brandId?: string | undefined;
  readonly categoryId?: string | undefined;
  /** The archive (Arşivlenmiş) instead of the products on sale. */
  readonly archived?: boolean | undefined;
}

export const fetchProducts = (filters: ProductFilters) => (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listProducts', {
    query: {
      limit: request.limit,
      cursor: request.cursor,
      brandId: filters.brandId,
      categoryId: filters.categoryId,
      ...(filters.archived ? { archived: 'true' as const } : {}),
    },
    signal,
  });

export const fetchProduct = async (id: string, signal: AbortSignal) => (await apiFetch('getProduct', { params: { id }, signal })).data;

export const fetchBrands = async (signal?: AbortSignal) => (await apiFetch('listBrands', { ...(signal ? { signal } : {}) })).data;

export const fetchCategories = async (signal?: AbortSignal) => (await apiFetch('listCategories', { ...(signal ? { signal } : {}) })).data;

export const createBrand = async (name: string) => (await apiFetch('createBrand', { body: { name } })).data;

export const renameBrand = async (id: string, name: string) => (await apiFetch('renameBrand', { params: { id }, body: { name } })).data;

/** Without `detach`, a brand products use answers 409 (the admin is asked first); with it, the brand is taken off them. */
export const deleteBrand = (id: string, detach: boolean) => apiFetch('deleteBrand', { params: { id }, query: detach ? { detach: 'true' } : {} });

export const createCategory = async (name: string, parentId: string | undefined) =>
  (await apiFetch('createCategory', { body: parentId ? { name, parentId } : { name } })).data;

/** POST /api/admin/catalog/product: the stored product (with its id and version 1). */
export const createProduct = async (body: ProductUpsert) => (await apiFetch('createProduct', { body })).data;

/** POST /api/admin/catalog/product/{id} with the version the form was based on; a stale one is a 409 ApiError. */
export const updateProduct = async (id: string, body: ProductUpsert, baseVersion: number) =>
  (await apiFetch('updateProduct', { params: { id }, body: { ...body, baseVersion } })).data;

/** Archive (off the storefront, kept for old orders) or restore a product; both answer the stored product. */
export const archiveProduct = async (id: string) => (await apiFetch('archiveProduct', { params: { id } })).data;
export const restoreProduct = async (id: string) => (await apiFetch('restoreProduct', { params: { id } })).data;
