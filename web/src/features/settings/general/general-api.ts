import type { GeneralSettings } from '@shop/shared';
import { apiFetch } from '../../../api/client';

/** Genel Ayarlar' calls: a save carries the version it was based on. */
export const fetchGeneralSettings = (signal: AbortSignal) => apiFetch('getGeneralSettings', { signal });
export const saveGeneralSettings = (settings: GeneralSettings, baseVersion: number) =>
  apiFetch('saveGeneralSettings', { body: { ...settings, baseVersion } });
