import { API_ROUTES, popupSettingsSchema } from '@shop/shared';
import { writePopup } from '../../domain/theme/popup';
import { apiHandler } from '../../http/api-handler';
import { parseJsonBody } from '../../http/parse';
import { created, ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.savePopup, async ({ event, caller }) => {
  const settings = parseJsonBody(event, popupSettingsSchema);
  const result = await writePopup(settings, caller);
  return (result.action === 'created' ? created : ok)(result);
});
