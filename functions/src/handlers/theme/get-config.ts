import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { readThemeSettings } from '../../repositories/theme-config-repository';

export const handler = apiHandler(API_ROUTES.getThemeConfig, async () => ok(await readThemeSettings()));
