import { DEFAULT_PLUGIN_SETTINGS, pluginSettingsKey, pluginSettingsSchema, type AuditEntry, type PluginSettings } from '@shop/shared';
import { getVersionedSettings, saveVersionedSettings, type SaveSettingsResult } from './versioned-settings';

/** The settings as stored: the page's fields and the webhook's secret, which only the server reads whole. */
export type StoredPluginSettings = PluginSettings & { webhookSecret: string };

const PLUGIN_SETTINGS = {
  key: pluginSettingsKey,
  parse: (item: Record<string, unknown>): StoredPluginSettings => ({
    ...pluginSettingsSchema.parse(item),
    webhookSecret: typeof item.webhookSecret === 'string' ? item.webhookSecret : '',
  }),
  defaults: { ...DEFAULT_PLUGIN_SETTINGS, webhookSecret: '' },
};

/** Eklentiler as stored, with its version (0: never saved, everything off). */
export const getPluginSettings = (): Promise<StoredPluginSettings & { version: number }> => getVersionedSettings(PLUGIN_SETTINGS);

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const savePluginSettings = (
  settings: StoredPluginSettings,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<SaveSettingsResult<StoredPluginSettings>> => saveVersionedSettings(PLUGIN_SETTINGS, settings, baseVersion, audit);
