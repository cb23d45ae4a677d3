import { maskSecret, PLUGIN_TEXTS, type PluginSettings, type PluginSettingsAnswer, type PluginSettingsSave } from '@shop/shared';
import { invalid } from '../domain-error';
import type { StoredPluginSettings } from '../../repositories/plugin-settings-repository';
import { webhookUrlProblem } from './webhook-url';

/** The page's answer: everything but the secret, which shows only as its hint. */
export const pluginSettingsAnswer = ({ webhookSecret, ...settings }: StoredPluginSettings & { version: number }): PluginSettingsAnswer => ({
  ...settings,
  webhookSecretHint: maskSecret(webhookSecret),
});

/** A 400 that starts with its field's path, as the API's schema refusals do. */
const refusal = (field: string, message: string) => invalid(`${field}: ${message}`, field);

/**
 * What a save stores: a blank secret keeps the stored one; a webhook switched on needs an address
 * this runtime may post to and a secret. An address typed while the webhook is off is checked too,
 * so nothing unusable waits to be switched on.
 */
export const settingsToStore = (save: Omit<PluginSettingsSave, 'baseVersion'>, storedSecret: string, local: boolean): StoredPluginSettings => {
  const { webhookSecret, ...settings } = save;
  const secret = webhookSecret === '' ? storedSecret : webhookSecret;
  if (settings.webhook.url !== '') {
    const problem = webhookUrlProblem(settings.webhook.url, local);
    if (problem) throw refusal('webhook.url', problem);
  }
  if (settings.webhook.enabled && secret === '') throw refusal('webhookSecret', PLUGIN_TEXTS.secretRequired);
  return { ...settings, webhookSecret: secret };
};

const on = (enabled: boolean) => (enabled ? 'açık' : 'kapalı');

/** The audit entry's sentence: which integrations are on, and whether the secret changed (never the secret). */
export const pluginSettingsSummary = (s: PluginSettings, secretChanged: boolean): string =>
  `Eklentiler kaydedildi (GA4 ${on(s.ga4.enabled)}, Meta Pixel ${on(s.metaPixel.enabled)}, Search Console ${on(s.searchConsole.enabled)}, webhook ${on(s.webhook.enabled)}${secretChanged ? '; webhook gizli anahtarı değişti' : ''}).`;
