import type { CargoSettings } from '@shop/shared';
import { apiFetch } from '../../../api/client';

/** Kargo Otomasyonu's calls: a save carries the version it was based on. */
export const fetchCargoSettings = (signal: AbortSignal) => apiFetch('getCargoSettings', { signal });
export const saveCargoSettings = (settings: CargoSettings, baseVersion: number) =>
  apiFetch('saveCargoSettings', { body: { ...settings, baseVersion } });
