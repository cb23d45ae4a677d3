import { API_ROUTES, publicIntegrations } from '@shop/shared';
import { storefrontTheme } from '../../domain/theme/storefront-theme';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getPluginSettings } from '../../repositories/plugin-settings-repository';
import { cacheable } from './cacheable';

export const handler = apiHandler(API_ROUTES.storefrontTheme, async () => {
  const [theme, plugins] = await Promise.all([storefrontTheme(), getPluginSettings()]);
  // Eklentiler's public part (ids of what is on) travels with the theme, so the shopper's first load makes no extra call.
  return cacheable(ok({ ...theme, integrations: publicIntegrations(plugins) }));
});
