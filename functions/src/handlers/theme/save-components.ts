import {
  API_ROUTES,
  COMPONENT_TYPE_LABELS,
  componentScope,
  hasComponentTypeLabel,
  POPUP_STATIC_PAGE_TYPE,
  UNIQUE_PER_TAB_COMPONENT_TYPES,
} from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { themeAreaName } from '../../domain/audit/theme-area';
import { stampBanners } from '../../domain/theme/banner-stamps';
import { firstScopeViolation } from '../../domain/theme/scoped-changes';
import { keepStoredCreatedAt } from '../../domain/theme/stored-created-at';
import { loadTab, saveTab, StaleVersionError } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { badRequest, forbidden } from '../../http/http-error';
import { ok } from '../../http/responses';
import { foreignMediaPath } from '../../domain/theme/media-references';
import { countMetric } from '../../observability/metrics';
import { themeSaveAnswer } from './save-errors';
import { THEME_TEXTS } from './texts';

export const handler = apiHandler(API_ROUTES.saveThemeComponents, async ({ body, caller }) => {
  const misplaced = body.components.findIndex((c) => c.componentType === 'POPUP');
  if (misplaced >= 0 && body.pageType !== POPUP_STATIC_PAGE_TYPE) {
    throw badRequest(
      `components.${misplaced}.componentType: POPUP yalnızca ${POPUP_STATIC_PAGE_TYPE} alanında kaydedilebilir.`,
      `components.${misplaced}.componentType`,
    );
  }
  for (const type of UNIQUE_PER_TAB_COMPONENT_TYPES) {
    const second = body.components.findIndex((c, i) => c.componentType === type && body.components.findIndex((d) => d.componentType === type) < i);
    if (second >= 0)
      throw badRequest(
        THEME_TEXTS.uniquePerTab(`components.${second}.componentType`, COMPONENT_TYPE_LABELS[type]),
        `components.${second}.componentType`,
      );
  }
  const foreign = foreignMediaPath(body.components, ['components']);
  if (foreign) throw badRequest(THEME_TEXTS.foreignMedia(foreign), foreign);
  // The stored tab is the base the save claims: what a scoped admin changed is read from it, and the components' and banners' dates kept.
  const stored = await loadTab(body.pageType);
  if (stored.version !== body.baseVersion) themeSaveAnswer(new StaleVersionError());
  const violation = firstScopeViolation(componentScope(caller.groups), stored.components, body.components);
  if (violation) {
    const label = hasComponentTypeLabel(violation.componentType) ? COMPONENT_TYPE_LABELS[violation.componentType] : violation.componentType;
    throw forbidden(THEME_TEXTS.outOfScope(label, violation.name), violation.index === null ? undefined : `components.${violation.index}`);
  }
  const components = keepStoredCreatedAt(stored.components, stampBanners(stored.components, body.components, new Date().toISOString()));
  const area = themeAreaName(body.pageType);
  const audit = auditEntry(
    caller,
    API_ROUTES.saveThemeComponents,
    'theme.saved',
    { type: 'theme', id: body.pageType, name: area },
    `${area}: ${body.components.length} bileşen, sürüm ${body.baseVersion + 1}`,
  );
  const saved = await saveTab({ ...body, components, caller, audit }).catch(themeSaveAnswer);
  countMetric('ThemeSaved');
  return ok(saved);
});
