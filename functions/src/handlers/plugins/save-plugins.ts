import { API_ROUTES, PLUGIN_TEXTS } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { pluginSettingsAnswer, pluginSettingsSummary, settingsToStore } from '../../domain/plugins/plugin-settings';
import { isLocalRuntime } from '../../domain/plugins/runtime-mode';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getPluginSettings, savePluginSettings } from '../../repositories/plugin-settings-repository';

export const handler = apiHandler(API_ROUTES.savePlugins, async ({ body: { baseVersion, ...save }, caller }) => {
  // The stored secret is kept when the form leaves it blank; a stale base fails the save below anyway.
  const stored = await getPluginSettings();
  const settings = settingsToStore(save, stored.webhookSecret, isLocalRuntime());
  const audit = auditEntry(
    caller,
    API_ROUTES.savePlugins,
    'plugins.saved',
    { type: 'plugins', id: 'plugins', name: 'Eklentiler' },
    pluginSettingsSummary(settings, settings.webhookSecret !== stored.webhookSecret),
  );
  const result = await savePluginSettings(settings, baseVersion, audit);
  if (result.status === 'stale') throw conflict(PLUGIN_TEXTS.stale);
  return ok(pluginSettingsAnswer(result.settings));
});
