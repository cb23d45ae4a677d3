import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { themeAreaName } from '../../domain/audit/theme-area';
import { restoreVersion } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { countMetric } from '../../observability/metrics';
import { ok } from '../../http/responses';
import { themeSaveAnswer } from './save-errors';
import { THEME_TEXTS } from './texts';

export const handler = apiHandler(API_ROUTES.restoreThemeVersion, async ({ params: { version }, body, caller }) => {
  const area = themeAreaName(body.pageType);
  const audit = auditEntry(
    caller,
    API_ROUTES.restoreThemeVersion,
    'theme.restored',
    { type: 'theme', id: body.pageType, name: area },
    `${area}: sürüm ${version} geri yüklendi, yeni sürüm ${body.baseVersion + 1}`,
  );
  const restored = await restoreVersion({ ...body, version, caller, audit }).catch(themeSaveAnswer);
  if (!restored) throw notFound(THEME_TEXTS.versionNotFound);
  countMetric('ThemeSaved');
  return ok(restored);
});
