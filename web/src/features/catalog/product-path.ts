export const productPath = (id: string): string => `/admin/catalog/product/upsert/${encodeURIComponent(id)}`;

/** The new-product form (its breadcrumb says Ekle). */
export const NEW_PRODUCT_PATH = '/admin/catalog/product/upsert';
