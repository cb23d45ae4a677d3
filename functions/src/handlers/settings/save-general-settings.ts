import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { GENERAL_TEXTS, generalSettingsSummary } from '../../domain/settings/general-settings';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { saveGeneralSettings } from '../../repositories/general-settings-repository';

export const handler = apiHandler(API_ROUTES.saveGeneralSettings, async ({ body: { baseVersion, ...settings }, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.saveGeneralSettings,
    'general-settings.saved',
    { type: 'general-settings', id: 'general-settings', name: 'Genel Ayarlar' },
    generalSettingsSummary(settings),
  );
  const result = await saveGeneralSettings(settings, baseVersion, audit);
  if (result.status === 'stale') throw conflict(GENERAL_TEXTS.stale);
  return ok(result.settings);
});
