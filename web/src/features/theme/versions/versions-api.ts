import type { SavePageType } from '@shop/shared';
import type { apiFetch } from '../../../api/client';

/** The app passes apiFetch; tests a fake with the same signature. */
export type VersionsApi = typeof apiFetch;

/** The area's versions, with when they were read: their relative times count from then. */
export const fetchVersions = async (api: VersionsApi, pageType: SavePageType, signal?: AbortSignal) => {
  const answer = await api('listThemeVersions', {
    query: { pageType },
    ...(signal ? { signal } : {}),
  });
  return { items: answer.data, readAt: Date.now() };
};

export const fetchVersion = (api: VersionsApi, pageType: SavePageType, version: number, signal?: AbortSignal) =>
  api('getThemeVersion', {
    params: { version },
    query: { pageType },
    ...(signal ? { signal } : {}),
  });

/** 409 when the area moved past `baseVersion` (someone saved meanwhile): nothing is restored then. */
export const restoreVersion = (api: VersionsApi, pageType: SavePageType, version: number, baseVersion: number) =>
  api('restoreThemeVersion', { params: { version }, body: { pageType, baseVersion } });
