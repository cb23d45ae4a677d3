import type { ContentPageSave, PageStatus } from '@shop/shared';
import { apiFetch } from '../../../api/client';

/** Sayfalar's and Sayfa Kategorileri's calls. */
export const fetchPages = async (filters: { q: string; status: PageStatus | '' }, signal: AbortSignal) =>
  (await apiFetch('listContentPages', { query: { q: filters.q, status: filters.status }, signal })).data;
export const fetchPage = async (id: string, signal: AbortSignal) => (await apiFetch('getContentPage', { params: { id }, signal })).data;
export const createPage = async (body: ContentPageSave) => (await apiFetch('createContentPage', { body })).data;
export const updatePage = async (id: string, body: ContentPageSave) => (await apiFetch('updateContentPage', { params: { id }, body })).data;
export const deletePage = (id: string) => apiFetch('deleteContentPage', { params: { id } });

export const fetchPageCategories = async (signal?: AbortSignal) => (await apiFetch('listPageCategories', signal ? { signal } : {})).data;
export const createPageCategory = async (name: string) => (await apiFetch('createPageCategory', { body: { name } })).data;
export const renamePageCategory = async (id: string, name: string) => (await apiFetch('renamePageCategory', { params: { id }, body: { name } })).data;
export const reorderPageCategories = async (ids: string[]) => (await apiFetch('reorderPageCategories', { body: { ids } })).data;
export const deletePageCategory = (id: string) => apiFetch('deletePageCategory', { params: { id } });
