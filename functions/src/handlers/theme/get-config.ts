import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { readThemeSettingsWithVersion } from '../../repositories/theme-config-repository';

/** `version` sent back as `baseVersion` turns a save made meanwhile into 409. */
export const handler = apiHandler(API_ROUTES.getThemeConfig, async () => ok(await readThemeSettingsWithVersion()));
