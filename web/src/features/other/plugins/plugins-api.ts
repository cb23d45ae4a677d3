import type { PluginSettingsSave } from '@shop/shared';
import { apiFetch } from '../../../api/client';

/** Eklentiler's calls: a save carries the version it was based on; the secret only when typed. */
export const fetchPlugins = (signal: AbortSignal) => apiFetch('getPlugins', { signal });
export const savePlugins = (body: PluginSettingsSave) => apiFetch('savePlugins', { body });
export const fetchWebhookDeliveries = (signal: AbortSignal) => apiFetch('listWebhookDeliveries', { signal });
