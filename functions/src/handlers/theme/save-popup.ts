import { API_ROUTES } from '@shop/shared';
import { foreignMediaPath } from '../../domain/theme/media-references';
import { auditEntry } from '../../domain/audit/audit-entry';
import { writePopup } from '../../domain/theme/popup';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { created, ok } from '../../http/responses';
import { countMetric } from '../../observability/metrics';
import { themeSaveAnswer } from './save-errors';
import { THEME_TEXTS } from './texts';

export const handler = apiHandler(API_ROUTES.savePopup, async ({ body: { baseVersion, ...settings }, caller }) => {
  const foreign = foreignMediaPath(settings);
  if (foreign) throw badRequest(THEME_TEXTS.foreignMedia(foreign), foreign);
  const result = await writePopup(settings, caller, baseVersion, (action, popupId) =>
    auditEntry(
      caller,
      API_ROUTES.savePopup,
      action === 'created' ? 'popup.created' : 'popup.updated',
      { type: 'popup', id: popupId, name: settings.name },
      [settings.isActive ? 'Etkin' : 'Etkin değil', settings.title && `başlık “${settings.title}”`].filter(Boolean).join(', '),
    ),
  ).catch(themeSaveAnswer);
  countMetric('PopupSaved');
  return (result.action === 'created' ? created : ok)(result);
});
