import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { countMetric } from '../../observability/metrics';
import { writeThemeSettings } from '../../repositories/theme-config-repository';

export const handler = apiHandler(API_ROUTES.saveThemeConfig, async ({ body: { baseVersion, ...settings }, caller }) => {
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
