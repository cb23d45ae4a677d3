import { call } from '../runtime-client';
import { productBody } from '../product-body';
import { TINY_PNG } from '../image-files';

/**
 * Valid requests for the routes that finish the catalogue's pages (issue 26): each sample sets up,
 * as SUPER_ADMIN, a fresh thing of its own for the role under test to change.
 */

let unique = 0;
const next = () => `${Date.now().toString(36)}${unique++}`;

const asAdmin = async (path: string, method = 'GET', body?: unknown) => {
  const res = await call(path, { as: 'SUPER_ADMIN', method, ...(body === undefined ? {} : { body }) });
  if (res.status >= 300) throw new Error(`${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const newCategory = async (parentId?: string): Promise<string> =>
  String((await asAdmin('/api/admin/catalog/category', 'POST', { name: `Matris kategori ${next()}`, ...(parentId ? { parentId } : {}) })).data.id);
const newProduct = async (): Promise<string> =>
  String((await asAdmin('/api/admin/catalog/product', 'POST', productBody(`Matris arşiv ${next()}`))).data.id);

/** A completed library file that nothing uses. */
const unusedMedia = async (): Promise<string> => {
  const bytes = TINY_PNG;
  const { media, uploadUrl, headers } = (
    await asAdmin('/api/admin/media/uploads', 'POST', { fileName: `silinecek-${next()}.png`, contentType: 'image/png', size: bytes.length })
  ).data;
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: bytes });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  await asAdmin(`/api/admin/media/${String(media.id)}/complete`, 'POST');
  return String(media.id);
};

export const CATALOG_EDIT_ROUTE_SAMPLES = {
  updateCategory: async () => ({ path: `/api/admin/catalog/category/${await newCategory()}`, method: 'POST', body: { name: `Yeni ad ${next()}` } }),
  reorderCategories: async () => {
    const parentId = await newCategory();
    const first = await newCategory(parentId);
    const second = await newCategory(parentId);
    return { path: '/api/admin/catalog/category/order', method: 'POST', body: { parentId, ids: [second, first] } };
  },
  deleteCategory: async () => ({ path: `/api/admin/catalog/category/${await newCategory()}`, method: 'DELETE' }),
  archiveProduct: async () => ({ path: `/api/admin/catalog/product/${await newProduct()}/archive`, method: 'POST' }),
  restoreProduct: async () => {
    const id = await newProduct();
    await asAdmin(`/api/admin/catalog/product/${id}/archive`, 'POST');
    return { path: `/api/admin/catalog/product/${id}/restore`, method: 'POST' };
  },
  deleteMedia: async () => ({ path: `/api/admin/media/${await unusedMedia()}`, method: 'DELETE' }),
};
