export const productPath = (id: string): string => `/admin/catalog/product/upsert/${encodeURIComponent(id)}`;
