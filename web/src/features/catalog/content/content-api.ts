import type { ProductContentSave } from '@shop/shared';
import { apiFetch } from '../../../api/client';

export const fetchProductContent = (id: string, signal: AbortSignal) => apiFetch('getProductContent', { params: { id }, signal });

export const saveProductContent = (id: string, body: ProductContentSave) => apiFetch('saveProductContent', { params: { id }, body });

export const productContentPath = (id: string): string => `/admin/catalog/product/content/${encodeURIComponent(id)}`;
