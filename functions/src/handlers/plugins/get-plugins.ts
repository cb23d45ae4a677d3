import { API_ROUTES } from '@shop/shared';
import { pluginSettingsAnswer } from '../../domain/plugins/plugin-settings';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getPluginSettings } from '../../repositories/plugin-settings-repository';

export const handler = apiHandler(API_ROUTES.getPlugins, async () => ok(pluginSettingsAnswer(await getPluginSettings())));
