import { API_ROUTES, themeSettingsSchema } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseJsonBody } from '../../http/parse';
import { ok } from '../../http/responses';
import { writeThemeSettings } from '../../repositories/theme-config-repository';

export const handler = apiHandler(API_ROUTES.saveThemeConfig, async ({ event, caller }) => {
  const settings = parseJsonBody(event, themeSettingsSchema);
  await writeThemeSettings(settings, caller.sub);
  return ok({ ok: true, ...settings });
});
