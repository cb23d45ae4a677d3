import { API_ROUTES, themeSettingsSaveRequestSchema } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { parseJsonBody } from '../../http/parse';
import { ok } from '../../http/responses';
import { countMetric } from '../../observability/metrics';
import { writeThemeSettings } from '../../repositories/theme-config-repository';

export const handler = apiHandler(API_ROUTES.saveThemeConfig, async ({ event, caller }) => {
  const { baseVersion, ...settings } = parseJsonBody(event, themeSettingsSaveRequestSchema);
  const audit = auditEntry(
    caller,
    API_ROUTES.saveThemeConfig,
    'theme-config.saved',
    { type: 'theme-config', id: 'THEME_CONFIG', name: 'Görünüm Ayarları' },
    `Tema türü ${settings.themeType}`,
  );
  const version = await writeThemeSettings(settings, caller.sub, baseVersion, audit);
  if (version === undefined) {
    countMetric('ThemeSaveConflict');
    throw conflict();
  }
  countMetric('ConfigSaved');
  return ok({ ok: true, ...settings, version });
});
