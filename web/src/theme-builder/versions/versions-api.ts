import type { SavePageType } from '@shop/shared';
import type { apiFetch } from '../../api/client';
import { restoredVersionSchema, themeVersionDetailSchema, themeVersionListSchema } from './version-schemas';

/** The app passes apiFetch; tests a fake with the same signature. */
export type VersionsApi = typeof apiFetch;

export const fetchVersions = async (api: VersionsApi, pageType: SavePageType, signal?: AbortSignal) =>
  (await api('listThemeVersions', { query: { pageType }, parse: themeVersionListSchema.parse, ...(signal ? { signal } : {}) })).data;

export const fetchVersion = (api: VersionsApi, pageType: SavePageType, version: number, signal?: AbortSignal) =>
  api('getThemeVersion', { params: { version }, query: { pageType }, parse: themeVersionDetailSchema.parse, ...(signal ? { signal } : {}) });

/** 409 when the area moved past `baseVersion` (someone saved meanwhile): nothing is restored then. */
export const restoreVersion = (api: VersionsApi, pageType: SavePageType, version: number, baseVersion: number) =>
  api('restoreThemeVersion', { params: { version }, body: { pageType, baseVersion }, parse: restoredVersionSchema.parse });
