import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getGeneralSettings } from '../../repositories/general-settings-repository';

export const handler = apiHandler(API_ROUTES.getGeneralSettings, async () => ok(await getGeneralSettings()));
